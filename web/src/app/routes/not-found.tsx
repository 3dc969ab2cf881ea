import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('notFound.title')}</title>
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-tea-100 text-tea-700">
        <MapPinOff aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-tea-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.message')}</p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
