import { RATING_MAX, RATING_MIN } from '@tn/contracts/constants';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * The rating, 1 to 5 stars, as a group of native radio buttons: one tab stop, arrows change the
 * rating, each star read out as "4 stars". 0 means not chosen yet.
 *
 * Only the chosen star (the first before one is chosen) is in the tab order, as the browser
 * itself treats a radio group. A dialog's focus trap does not know radio groups: it took the
 * first star for the dialog's first stop, so Shift+Tab from the chosen star never left the
 * stars, and Tab from the dialog's last button went to star 1.
 */
export function StarPicker({ value, onChange, legend }: { value: number; onChange: (value: number) => void; legend: string }) {
  const { t } = useTranslation();
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;

  return (
    // min-w-0: a fieldset is never narrower than its content by default; on a 320 px phone the
    // stars and their label side by side pushed the dialog past its right edge. The label goes
    // under the stars when they do not fit side by side.
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex gap-1" onMouseLeave={() => setHover(0)}>
          {STARS.map((star) => (
            <label
              key={star}
              onMouseEnter={() => setHover(star)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-tea-600"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                tabIndex={star === (value || RATING_MIN) ? 0 : -1}
                onChange={() => onChange(star)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn('size-8 transition-colors', star <= shown ? 'fill-amber-400 text-amber-600' : 'text-stone-400')}
              />
              <span className="sr-only">{t('culinary.reviews.dialog.stars', { count: star })}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-stone-700" aria-hidden="true">
          {value > 0 ? t('culinary.reviews.dialog.stars', { count: value }) : t('culinary.reviews.dialog.noRating')}
        </span>
      </div>
    </fieldset>
  );
}
