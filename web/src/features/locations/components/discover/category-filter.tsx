import { LOCATION_CATEGORIES, type LocationCategory } from '@tn/contracts/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';
import { categoryLabel } from '../../../../lib/location-category.ts';

/**
 * "All", then every category in the contract's order: the chips never move, whatever the
 * data or the standings. The pressed one is the current filter (null = all).
 */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: LocationCategory | null;
  onChange: (category: LocationCategory | null) => void;
}) {
  const { t } = useTranslation();
  const options: Array<{ key: LocationCategory | null; label: string }> = [
    { key: null, label: t('discover.filter.all') },
    ...LOCATION_CATEGORIES.map((category) => ({ key: category, label: categoryLabel(category, t) })),
  ];
  return (
    <div role="group" aria-label={t('discover.filter.label')} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.key === value;
        return (
          <button
            key={option.key ?? '*'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.key)}
            className={cn(
              'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium transition-colors',
              pressed
                ? 'bg-tea-800 text-white shadow-sm'
                : 'bg-white text-stone-700 ring-1 ring-stone-300 ring-inset hover:bg-tea-50 hover:text-tea-900',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
