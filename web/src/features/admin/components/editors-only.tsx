import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** A signed-in visitor without the editor role opened /admin: a polite 403, with the way back. */
export function EditorsOnly() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle title={t('admin.forbidden.title')} />
      <span className="mx-auto mb-6 inline-flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ShieldAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-stone-900">{t('admin.forbidden.title')}</h1>
      <p className="mt-3 text-stone-600">{t('admin.forbidden.message')}</p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
        {t('admin.forbidden.home')}
      </Link>
    </div>
  );
}
