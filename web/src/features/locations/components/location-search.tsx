import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function LocationSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="search" className="relative w-full max-w-md">
      <label htmlFor={id} className="sr-only">
        {t('discover.searchLabel')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('discover.searchPlaceholder')}
        maxLength={100}
        autoComplete="off"
        className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-10 pl-9 text-sm text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-tea-600 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('discover.clearSearch')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
