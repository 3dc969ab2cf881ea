import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber } from '../../lib/number-format.ts';

/** "#3", or for a place with no match this month (rank null) a dash read out as "not ranked". */
export function RankValue({ rank }: { rank: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rank === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('common.unranked')}</span>
      </>
    );
  }
  return <>#{formatNumber(rank, language)}</>;
}
