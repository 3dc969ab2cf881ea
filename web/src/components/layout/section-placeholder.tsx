import { Sprout } from 'lucide-react';
import { PageTitle } from './page-title.tsx';

/** An honest "being prepared" screen for sections that later issues build. */
export function SectionPlaceholder({ title, message }: { title: string; message: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center md:py-24">
      <PageTitle title={title} />
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-tea-100 text-tea-700">
        <Sprout aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 md:text-3xl">{title}</h1>
      <p className="mt-3 text-base text-stone-600">{message}</p>
    </section>
  );
}
