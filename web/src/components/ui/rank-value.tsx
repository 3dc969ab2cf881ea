import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber } from '../../lib/number-format.ts';
import { SpokenDash } from './spoken-dash.tsx';

/** "#3", or for a place with no match this month (rank null) a dash read out as "not ranked". */
export function RankValue({ rank }: { rank: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rank === null) return <SpokenDash label={t('common.unranked')} />;
  return <>#{formatNumber(rank, language)}</>;
}
