import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { cn } from '../../../lib/cn.ts';
import { rankMovement } from '../utils/rank-movement.ts';
import { formatNumber } from '../../../lib/number-format.ts';

const TONES = {
  up: 'text-emerald-700',
  down: 'text-red-700',
  same: 'text-stone-500',
  new: 'rounded-full bg-sky-50 px-1.5 text-sky-800 ring-1 ring-sky-200',
} as const;

/**
 * "▲ 3", "▼ 1", "=" or "new" beside a rank, against the place's final rank of the month before.
 * The arrow or word carries the meaning, not only its colour; a screen reader hears the sentence
 * ("up 3 places since last month") instead of the symbols.
 */
export function RankMovementMarker({
  rank,
  previousRank,
  className,
}: {
  rank: number | null;
  previousRank: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const movement = rankMovement(rank, previousRank);
  if (!movement) return null;

  let symbol: string;
  let sentence: string;
  switch (movement.kind) {
    case 'up':
      symbol = `▲ ${formatNumber(movement.places, language)}`;
      sentence = t('rankings.movement.up', { count: movement.places });
      break;
    case 'down':
      symbol = `▼ ${formatNumber(movement.places, language)}`;
      sentence = t('rankings.movement.down', { count: movement.places });
      break;
    case 'same':
      symbol = '=';
      sentence = t('rankings.movement.same');
      break;
    case 'new':
      symbol = t('rankings.movement.newBadge');
      sentence = t('rankings.movement.new');
      break;
  }

  return (
    <span
      data-testid="rank-movement"
      data-movement={movement.kind}
      title={sentence}
      className={cn('inline-flex items-center text-xs font-semibold whitespace-nowrap tabular-nums', TONES[movement.kind], className)}
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
