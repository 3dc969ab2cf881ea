import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** "Do du khách đề xuất" / "Suggested by visitors": a place to eat a visitor suggested and an editor approved. */
export function SuggestedBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="suggested-badge"
      className={cn('inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200', className)}
    >
      <Users aria-hidden="true" className="size-3.5" />
      {t('suggestPlace.badge')}
    </span>
  );
}
