import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * `toast()`, `toast.success()` and `toast.error()` as sonner's, with sonner itself (~10 KB
 * compressed) fetched when the first toast is shown instead of with the app's first scripts:
 * most visits show none, and on a phone those bytes delayed every screen's first paint. Once
 * sonner is in, a toast is shown at once (in the same call); before, it is shown when sonner
 * arrives (sonner's toaster shows the toasts made before it mounted). The toaster
 * (components/ui/toaster.tsx) mounts once the first toast is asked for.
 */

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast>[0];

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Fetches sonner (once); the toaster is told to mount as soon as it is asked for. */
export function loadToasts(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').then((module) => {
      sonner = module;
      return module;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast has been asked for (the toaster mounts from then on). */
export function toastsWanted(): boolean {
  return loading !== undefined;
}

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(call: (toast: Sonner['toast']) => unknown): void {
  if (sonner) call(sonner.toast);
  else void loadToasts().then((module) => call(module.toast));
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show((t) => t(message, data)), {
  success: (message: Message, data?: ExternalToast) => show((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => show((t) => t.error(message, data)),
});
