import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { paths, type CulinaryTab } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { FeaturedDishes } from './featured-dishes.tsx';
import { RestaurantsPanel } from './restaurants-panel.tsx';
import { TopRatedPanel } from './top-rated-panel.tsx';

const TABS = [
  { tab: 'featured-dishes', label: 'culinary.tabs.featured' },
  { tab: 'restaurants', label: 'culinary.tabs.restaurants' },
  { tab: 'top-rated', label: 'culinary.tabs.topRated' },
] as const satisfies ReadonlyArray<{ tab: CulinaryTab; label: string }>;

/**
 * The culinary guide: title, the three tabs (held in the path: /culinary, /culinary/restaurants,
 * /culinary/top-rated) as links, and the open tab's content. Links rather than an ARIA tab list:
 * each tab is a page of its own, with an address, Back, and a new tab on middle click.
 */
export function CulinaryScreen({ tab }: { tab: CulinaryTab }) {
  const { t } = useTranslation();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <PageTitle title={t('pages.culinary.title')} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-tea-950 md:text-4xl">{t('culinary.title')}</h1>
        <p className="mt-3 text-base text-stone-600 md:text-lg">{t('culinary.subtitle')}</p>
      </header>

      {/* On a phone the three tabs share the width, a long label on two lines ("Đánh giá cao
          nhất" does not fit beside the others on one): none is cut off at the screen's edge. */}
      <nav aria-label={t('culinary.tabs.label')} className="mt-8">
        <ul className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1 sm:inline-flex">
          {TABS.map((item) => {
            const active = item.tab === tab;
            return (
              <li key={item.tab} className="flex">
                <Link
                  to={paths.culinaryTab(item.tab)}
                  aria-current={active ? 'page' : undefined}
                  preventScrollReset
                  className={cn(
                    'flex min-h-10 w-full items-center justify-center rounded-lg px-2 py-1 text-center text-sm leading-tight font-medium transition-colors sm:px-4 sm:whitespace-nowrap',
                    active ? 'bg-white text-tea-900 shadow-sm ring-1 ring-stone-200' : 'text-stone-700 hover:bg-white/70 hover:text-tea-900',
                  )}
                >
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-8">
        {tab === 'featured-dishes' && <FeaturedDishes />}
        {tab === 'restaurants' && <RestaurantsPanel />}
        {tab === 'top-rated' && <TopRatedPanel />}
      </div>
    </div>
  );
}
