import { useTranslation } from 'react-i18next';
import { SectionPlaceholder } from '../../components/layout/section-placeholder.tsx';

// Placeholder until the voting feature lands; its issue replaces this screen.
export default function VotingRoute() {
  const { t } = useTranslation();
  return <SectionPlaceholder title={t('pages.voting.title')} message={t('pages.voting.message')} />;
}
