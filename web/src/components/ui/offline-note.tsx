import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * "This needs a connection", shown while the browser is offline beside an action that needs the
 * server. The action stays focusable (aria-disabled) and is described by `id`.
 */
export function OfflineNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span id={id}>{children}</span>
    </p>
  );
}
