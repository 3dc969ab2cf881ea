import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/ui/search-input.tsx';

export function LocationSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchInput
      value={value}
      onChange={onChange}
      label={t('discover.searchLabel')}
      placeholder={t('discover.searchPlaceholder')}
      clearLabel={t('discover.clearSearch')}
      className="relative w-full max-w-md"
    />
  );
}
