import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A decorative spinner; pair it with visible or screen-reader text saying what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-tea-700', className)} />;
}
