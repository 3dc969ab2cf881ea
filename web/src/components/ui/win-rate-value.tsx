import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatPercent } from '../../lib/number-format.ts';
import { SpokenDash } from './spoken-dash.tsx';

/**
 * "45,5%", or for a place with no match this month a dash read out as "no matches this month":
 * 0 % would read as a place that lost every match.
 */
export function WinRateValue({ matches, winRate }: { matches: number; winRate: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (matches === 0 || !Number.isFinite(winRate)) return <SpokenDash label={t('common.noMatches')} />;
  return <>{formatPercent(winRate, language)}</>;
}
