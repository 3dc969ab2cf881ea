import { Info, Map as MapIcon, Swords, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';

/** The info block of Discover: what one can do here, with the way to each part. */
export function DiscoverInfo() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="discover-info-heading" className="rounded-3xl bg-tea-900 px-6 py-10 text-white md:px-10 md:py-12">
      <div className="max-w-3xl">
        <h2 id="discover-info-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
          {t('discover.info.title')}
        </h2>
        <p className="mt-3 leading-relaxed text-tea-100">{t('discover.info.body')}</p>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        <InfoItem icon={<MapIcon aria-hidden="true" />} title={t('discover.info.exploreTitle')}>
          {t('discover.info.exploreBody')}
        </InfoItem>
        <InfoItem icon={<Swords aria-hidden="true" />} title={t('discover.info.voteTitle')} to={paths.voting} linkLabel={t('discover.info.voteLink')}>
          {t('discover.info.voteBody')}
        </InfoItem>
        <InfoItem icon={<Trophy aria-hidden="true" />} title={t('discover.info.rankTitle')} to={paths.rankings} linkLabel={t('discover.info.rankLink')}>
          {t('discover.info.rankBody')}
        </InfoItem>
      </ul>
      <p className="mt-8 flex items-start gap-2 text-sm text-tea-100">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('discover.info.aboutPrefix')}{' '}
          <Link to={paths.about} className="font-semibold text-white underline underline-offset-2 hover:text-tea-100">
            {t('discover.info.aboutLink')}
          </Link>
        </span>
      </p>
    </section>
  );
}

function InfoItem({
  icon,
  title,
  children,
  to,
  linkLabel,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  to?: string;
  linkLabel?: string;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/15 [&_svg]:size-5">{icon}</span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-sm leading-relaxed text-tea-100">{children}</p>
      {to && linkLabel && (
        <Link to={to} className="mt-auto self-start text-sm font-semibold text-white underline underline-offset-2 hover:text-tea-100">
          {linkLabel}
        </Link>
      )}
    </li>
  );
}
