import { useSyncExternalStore, type ComponentType } from 'react';
import { loadToasts, onToastsWanted, toastsWanted } from '../../lib/toast.ts';

// Sonner's toaster, fetched with sonner (lib/toast.ts) when the first toast is asked for.
let SonnerToaster: ComponentType | undefined;
let loading: Promise<void> | undefined;
const loaded = new Set<() => void>();

function loadToaster(): Promise<void> {
  loading ??= Promise.all([import('./sonner-toaster.tsx'), loadToasts()]).then(([module]) => {
    SonnerToaster = module.SonnerToaster;
    for (const listener of loaded) listener();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  loaded.add(listener);
  const stop = onToastsWanted(() => void loadToaster());
  if (toastsWanted()) void loadToaster();
  return () => {
    loaded.delete(listener);
    stop();
  };
}

/**
 * Where `toast()` (lib/toast.ts) shows up; mount once, inside the i18n provider. Nothing until
 * the first toast is asked for: then sonner's toaster is fetched and mounted, and shows it.
 */
export function Toaster() {
  const Loaded = useSyncExternalStore(subscribe, () => SonnerToaster, () => undefined);
  return Loaded ? <Loaded /> : null;
}

/** Sonner and its toaster, fetched now (tests, where a toast must show in the call that makes it). */
export const preloadToaster = loadToaster;
