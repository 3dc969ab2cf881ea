import { Crown, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const podium: Record<number, string> = {
  1: 'bg-gradient-to-br from-amber-300 to-amber-500 text-amber-950 ring-amber-600/40',
  2: 'bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900 ring-slate-500/40',
  3: 'bg-gradient-to-br from-orange-300 to-orange-500 text-orange-950 ring-orange-700/40',
};

/** The rank number; the top 3 get gold, silver and bronze; an unranked place (null) a dash. */
export function RankBadge({ rank, className }: { rank: number | null; className?: string }) {
  const { t } = useTranslation();
  const top = rank === null ? undefined : podium[rank];
  const Icon = rank === 1 ? Crown : Medal;
  return (
    <span
      data-testid="rank-badge"
      data-rank={rank ?? undefined}
      aria-label={rank === null ? t('common.unranked') : t('rankings.rankLabel', { rank })}
      className={cn(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ring-1',
        top ?? 'bg-stone-100 text-stone-700 ring-stone-300',
        className,
      )}
    >
      {top && (
        <Icon
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-white p-0.5 text-amber-600 shadow-sm"
        />
      )}
      {rank ?? '—'}
    </span>
  );
}
