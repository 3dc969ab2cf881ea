import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
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
  // Previous on page 2 (Next on the one before the last) disables itself, and a disabled button
  // loses keyboard focus to the top of the page: focus goes to the page reached instead.
  const nav = useRef<HTMLElement>(null);
  const focusCurrent = useRef(false);
  const step = (to: number) => {
    focusCurrent.current = to <= 1 || to >= totalPages;
    onPage(to);
  };
  useEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);

  return (
    <nav ref={nav} aria-label={t('rankings.pagination')} className="flex items-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => step(page - 1)}>
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
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => step(page + 1)}>
        <span className="max-sm:sr-only">{t('rankings.next')}</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
