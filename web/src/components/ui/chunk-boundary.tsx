import { Component, lazy, useCallback, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';

interface ChunkBoundaryProps {
  /** Shown instead of the part that failed to load. */
  fallback: ReactNode;
  /** Told once, when the part fails (to say so and let the visitor try again). */
  onError: () => void;
  children: ReactNode;
}

/**
 * Around a part fetched on first use (a menu, a dialog): when its chunk cannot be loaded
 * (offline before the service worker has it, a file gone after a deploy), the fallback stands in
 * its place instead of the whole app failing.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error('A part of the app failed to load', error, info.componentStack);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A part fetched on first use that can be fetched again: `attempt` keys its ChunkBoundary, and
 * `failed` (the boundary's onError) says so in a toast and makes the next attempt fetch anew
 * (lazy() keeps its first outcome, a failure included).
 */
export function useLazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Part = useMemo(() => lazy(load), [load, attempt]);
  const failed = useCallback(() => {
    toast.error(t('errors.partLoad'));
    setAttempt((n) => n + 1);
  }, [t]);
  return { Part, attempt, failed };
}
