import type { ReactNode } from 'react';

/** A section's heading on a place's page (gallery, video): its icon, then its title. */
export function SectionHeading({ id, icon, children }: { id: string; icon: ReactNode; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900 [&_svg]:size-6 [&_svg]:text-tea-700">
      {icon}
      {children}
    </h2>
  );
}
