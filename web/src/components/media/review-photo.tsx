import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/**
 * A review's photo, named after its author, loaded lazily: under the review on the dish and
 * place-to-eat pages, and on the editors' card of a reported review (there shown whole, since the
 * photo may be what was reported). A review keeps no photo sizes, so the box has a fixed height
 * (whole) or shape: nothing below it moves when the photo arrives.
 */
export function ReviewPhoto({ url, author, whole = false }: { url: string; author: string; whole?: boolean }) {
  const { t } = useTranslation();
  return (
    <img
      src={url}
      alt={t('culinary.reviews.photoAlt', { author })}
      loading="lazy"
      decoding="async"
      className={cn(
        'justify-self-start rounded-xl bg-stone-100 ring-1 ring-stone-200',
        whole ? 'h-72 w-auto max-w-full object-contain' : 'aspect-[4/3] w-full max-w-sm object-cover',
      )}
    />
  );
}
