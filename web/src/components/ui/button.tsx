import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-tea-700 text-white shadow-sm hover:bg-tea-800 active:bg-tea-900',
  secondary: 'bg-tea-100 text-tea-900 hover:bg-tea-200',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  ghost: 'text-stone-700 hover:bg-tea-50 hover:text-tea-900 data-[state=open]:bg-tea-50',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** Button look for other elements (router links) that must match the buttons. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
  /**
   * A call this button started is on its way: it refuses clicks (and the form submit a click or
   * Enter would make) but keeps keyboard focus. A `disabled` button loses focus, which falls to
   * the top of the page, and a keyboard user must find their place again after every save.
   */
  pending?: boolean;
}

export function Button({ variant, size, className, type = 'button', ref, pending, onClick, ...props }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonVariants({ variant, size, className: cn(pending && 'cursor-progress opacity-55', className) })}
      {...props}
      aria-disabled={pending || props['aria-disabled']}
      onClick={pending ? (event) => event.preventDefault() : onClick}
    />
  );
}
