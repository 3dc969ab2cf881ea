import { create } from 'zustand';

/** Spec §4/§9: one toast at a time, shown 5000 ms, kept 1,000,000 ms after dismissal, swipe right 50 px. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** Describes the alternative way to perform the action for screen-reader users (Radix requirement). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to TOAST_DURATION. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
  duration: number;
}

interface ToastState {
  toasts: ToastItem[];
  add: (input: ToastInput) => string;
  update: (id: string, patch: ToastInput) => void;
  /** Closes one toast (or all without an id) and schedules its removal. */
  dismiss: (id?: string) => void;
  /** Drops one toast (or all without an id) from the store at once. */
  remove: (id?: string) => void;
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function clearRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => {
  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        get().remove(id);
      }, TOAST_REMOVE_DELAY),
    );
  };

  return {
    toasts: [],

    add: (input) => {
      counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
      const id = String(counter);
      const item: ToastItem = {
        ...input,
        id,
        open: true,
        variant: input.variant ?? 'default',
        duration: input.duration ?? TOAST_DURATION,
      };
      const next = [item, ...get().toasts];
      // The newest wins: anything beyond the limit is replaced, not queued.
      for (const dropped of next.slice(TOAST_LIMIT)) clearRemoval(dropped.id);
      set({ toasts: next.slice(0, TOAST_LIMIT) });
      return id;
    },

    update: (id, patch) =>
      set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant, duration: patch.duration ?? t.duration } : t)) }),

    dismiss: (id) => {
      for (const t of get().toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
      set({ toasts: get().toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) });
    },

    remove: (id) => {
      if (id === undefined) {
        for (const t of get().toasts) clearRemoval(t.id);
        set({ toasts: [] });
        return;
      }
      clearRemoval(id);
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
    },
  };
});

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export function toast(input: ToastInput) {
  const { add, update, dismiss } = useToastStore.getState();
  const id = add(input);
  return {
    id,
    update: (patch: ToastInput) => update(id, patch),
    dismiss: () => dismiss(id),
  };
}
