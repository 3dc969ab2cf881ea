import type { RankedLocation } from '@tn/contracts/locations';
import { ChevronRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LocationImage } from '../../../components/media/location-image.tsx';
import { PhotoCredit } from '../../../components/media/photo-credit.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { WinRateValue } from '../../../components/ui/win-rate-value.tsx';
import { paths } from '../../../config/paths.ts';
import { rankingsReturnState } from '../../../lib/rankings-return.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { categoryLabel } from '../../../lib/location-category.ts';
import { localized } from '../../../lib/localized.ts';
import type { RankedRow } from '../utils/rankings-table.ts';
import { RankBadge } from './rank-badge.tsx';
import { RankMovementMarker } from './rank-movement-marker.tsx';
import { formatNumber } from '../../../lib/number-format.ts';

/** Wide screens: a table; the whole row opens the place, through a real link in it. */
export function RankingsTable({ rows, caption }: { rows: RankedRow<RankedLocation>[]; caption: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const back = rankingsReturnState(useLocation().search);

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, slug: string) => {
    // The link handles its own clicks (and ctrl/cmd-click for a new tab).
    if ((event.target as HTMLElement).closest('a')) return;
    // Selecting text in a row is not a click on it.
    if (window.getSelection()?.toString()) return;
    void navigate(paths.location(slug), { state: back });
  };

  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        <tr>
          <th scope="col" className="w-20 px-4 py-3 text-center">
            {t('rankings.columns.rank')}
          </th>
          <th scope="col" className="px-4 py-3">
            {t('rankings.columns.attraction')}
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            {t('rankings.columns.elo')}
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            {t('rankings.columns.matches')}
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            {t('rankings.columns.winRate')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map(({ location, rank }) => {
          const name = localized(location, 'name', language);
          const photo = location.photos[0] ?? null;
          return (
            <tr
              key={location.id}
              data-testid="rankings-row"
              onClick={(event) => onRowClick(event, location.slug)}
              className="group cursor-pointer transition-colors hover:bg-tea-50/70 focus-within:bg-tea-50/70"
            >
              <td className="px-4 py-3 text-center">
                <div className="flex flex-col items-center gap-1">
                  <RankBadge rank={rank} />
                  <RankMovementMarker rank={rank} previousRank={location.previousRank} />
                </div>
              </td>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <LocationImage
                    photo={photo}
                    name={name}
                    category={location.category}
                    compact
                    credit="outside"
                    sizes="3rem"
                    className="size-12 shrink-0 rounded-lg"
                  />
                  <div className="min-w-0">
                    <Link
                      to={paths.location(location.slug)}
                      state={back}
                      className="rounded font-semibold text-stone-900 group-hover:text-tea-800 hover:underline"
                    >
                      {name}
                    </Link>
                    <p className="truncate text-xs text-stone-500">{categoryLabel(location.category, t)}</p>
                    {/* A click on its link opens the source page, not the place (onRowClick skips links). */}
                    {photo && <PhotoCredit photo={photo} besidePicture className="mt-0.5" />}
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 text-right font-semibold text-stone-900 tabular-nums">{formatNumber(location.eloScore, language)}</td>
              <td className="px-4 py-3 text-right text-stone-700 tabular-nums">{formatNumber(location.matches, language)}</td>
              <td className="px-4 py-3 text-right text-stone-700 tabular-nums"><WinRateValue matches={location.matches} winRate={location.winRate} /></td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Phones: one readable card per place, the whole card a link. */
export function RankingsList({ rows, caption }: { rows: RankedRow<RankedLocation>[]; caption: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const back = rankingsReturnState(useLocation().search);
  return (
    <ol aria-label={caption} className="flex flex-col divide-y divide-stone-100">
      {rows.map(({ location, rank }) => {
        const name = localized(location, 'name', language);
        const photo = location.photos[0] ?? null;
        return (
          <li key={location.id} data-testid="rankings-row">
            <Link
              to={paths.location(location.slug)}
              state={back}
              className="flex items-center gap-3 px-3 py-3 transition-colors hover:bg-tea-50/70 active:bg-tea-50"
            >
              <div className="flex w-10 shrink-0 flex-col items-center gap-1">
                <RankBadge rank={rank} className="size-9 text-xs" />
                <RankMovementMarker rank={rank} previousRank={location.previousRank} />
              </div>
              <LocationImage
                photo={photo}
                name={name}
                category={location.category}
                compact
                credit="outside"
                sizes="3.5rem"
                className="size-14 shrink-0 rounded-lg"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{name}</p>
                <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-stone-600">
                  <div className="flex gap-1">
                    <dt>{t('rankings.columns.elo')}:</dt>
                    <dd className="font-semibold text-stone-900 tabular-nums">{formatNumber(location.eloScore, language)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('rankings.columns.matches')}:</dt>
                    <dd className="tabular-nums">{formatNumber(location.matches, language)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('rankings.columns.winRate')}:</dt>
                    <dd className="tabular-nums"><WinRateValue matches={location.matches} winRate={location.winRate} /></dd>
                  </div>
                </dl>
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
            </Link>
            {/* Outside the row's link: a link may not sit inside another. */}
            {photo && <PhotoCredit photo={photo} besidePicture className="-mt-2 pr-3 pb-2 pl-32" />}
          </li>
        );
      })}
    </ol>
  );
}

export function RankingsSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="flex flex-col divide-y divide-stone-100" data-testid="rankings-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="size-12 rounded-lg" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/2 max-w-64" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="hidden h-4 w-12 md:block" />
          <Skeleton className="hidden h-4 w-10 md:block" />
          <Skeleton className="hidden h-4 w-12 md:block" />
        </li>
      ))}
    </ul>
  );
}
