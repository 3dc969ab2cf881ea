import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';
import { categoryLabel } from '../../../../lib/location-category.ts';

/** "All" plus each category present; the pressed one is the current filter (null = all). */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: readonly string[];
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  const { t } = useTranslation();
  const options: Array<{ key: string | null; label: string }> = [
    { key: null, label: t('discover.filter.all') },
    ...categories.map((category) => ({ key: category, label: categoryLabel(category, t) })),
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
