import { Compass, Info, MapPinOff, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

/** Any path the app does not know: a title, a message, the way home and a few ways on. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const suggestions = [
    { to: paths.discover, label: t('notFound.discover'), icon: Compass },
    { to: paths.rankings, label: t('notFound.rankings'), icon: Trophy },
    { to: paths.about, label: t('notFound.about'), icon: Info },
  ];
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      <PageTitle title={t('notFound.title')} />
      <span className="relative mb-6 inline-flex size-20 items-center justify-center rounded-full bg-tea-100 text-tea-700">
        <MapPinOff aria-hidden="true" className="size-9" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-tea-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.message')}</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('notFound.home')}
      </Link>
      <p className="mt-10 text-sm text-stone-600">{t('notFound.lead')}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {suggestions.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
