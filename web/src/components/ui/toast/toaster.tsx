import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD, useToastStore, type ToastItem } from './toast-store.ts';

const variantClass: Record<ToastItem['variant'], string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  destructive: 'border-red-800 bg-red-700 text-white',
};

function ToastView({ item }: { item: ToastItem }) {
  const { t } = useTranslation();
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <ToastPrimitive.Root
      open={item.open}
      duration={item.duration}
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismiss(item.id);
      }}
      className={cn('toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg', variantClass[item.variant])}
      data-variant={item.variant}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
        {item.description && (
          <ToastPrimitive.Description className={cn('text-sm', item.variant === 'destructive' ? 'text-red-50' : 'text-stone-600')}>
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      {item.action && (
        <ToastPrimitive.Action
          altText={item.action.altText}
          onClick={item.action.onClick}
          className={cn(
            'inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-sm font-medium',
            item.variant === 'destructive' ? 'border-red-300 hover:bg-red-800' : 'border-stone-300 hover:bg-stone-100',
          )}
        >
          {item.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label={t('toast.close')}
        className={cn(
          'absolute top-2.5 right-2.5 rounded-md p-1',
          item.variant === 'destructive' ? 'text-red-100 hover:bg-red-800' : 'text-stone-500 hover:bg-stone-100',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Renders the toast store through Radix Toast; mount once, inside the app providers. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        // Radix fills in {hotkey} itself.
        label={t('toast.region', { hotkey: '{hotkey}' })}
        className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none wide:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
