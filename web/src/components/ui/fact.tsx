import type { ReactNode } from 'react';

/** One labelled fact of a detail page (inside a <dl>): icon and label, then the value. */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium text-stone-600 [&_svg]:size-4 [&_svg]:text-tea-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-stone-900">{children}</dd>
    </div>
  );
}
