import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { pageWindow } from '../utils/page-window.ts';

export function RankingsPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('rankings.pagination')} className="flex items-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <span className="max-sm:sr-only">{t('rankings.previous')}</span>
      </Button>
      {pageWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          variant={n === page ? 'primary' : 'ghost'}
          size="sm"
          className="min-w-8 px-2! tabular-nums"
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('rankings.page', { page: n })}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <span className="max-sm:sr-only">{t('rankings.next')}</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
