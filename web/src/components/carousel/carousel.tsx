import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useAutoplay } from './use-autoplay.ts';

/** The hero carousel turns every 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderSlide: (item: T, state: { index: number; active: boolean }) => ReactNode;
  /** Names the carousel for assistive technology ("Top attractions"). */
  label: string;
  /** Auto-advance interval in ms; off when omitted. */
  autoplayMs?: number;
  /** 'overlay': controls over dark slides (hero); 'below': controls under light cards. */
  variant?: 'overlay' | 'below';
  className?: string;
  /** Reserved height/aspect for the slide viewport, so nothing shifts as slides load. */
  viewportClassName?: string;
}

/**
 * An accessible carousel following the WAI-ARIA APG pattern: a region with
 * aria-roledescription "carousel" (translated), slides as groups with roledescription "slide", previous /
 * next buttons and dots, a rotation control, aria-live off while rotating; hidden slides are
 * inert so Tab never lands in a slide that cannot be seen. Arrow keys and swipes move too.
 */
export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  autoplayMs,
  variant = 'overlay',
  className,
  viewportClassName,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const count = items.length;
  const [rawIndex, setIndex] = useState(0);
  // The list can shrink under us (a new filter): stay in range without an effect.
  const index = count === 0 ? 0 : Math.min(rawIndex, count - 1);
  const slidesId = useId();

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const prev = useCallback(() => goTo(index - 1), [goTo, index]);

  const autoplay = useAutoplay({
    delayMs: autoplayMs ?? CAROUSEL_INTERVAL_MS,
    enabled: autoplayMs !== undefined && count > 1,
    advance: next,
    resetKey: index,
  });

  const pointerStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') pointerStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pointerStart.current === null) return;
    const dx = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (dx <= -SWIPE_THRESHOLD_PX) next();
    else if (dx >= SWIPE_THRESHOLD_PX) prev();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    }
  };

  if (count === 0) return null;
  const multiple = count > 1;
  const overlay = variant === 'overlay';

  const arrowClass = cn(
    'inline-flex size-11 items-center justify-center rounded-full shadow-md transition-colors [&_svg]:size-5',
    overlay
      ? 'bg-white/90 text-stone-900 hover:bg-white'
      : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  );

  return (
    <section
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      className={cn('relative', className)}
      onKeyDown={onKeyDown}
      {...autoplay.handlers}
    >
      <div className={cn('relative overflow-hidden', viewportClassName)}>
        <div
          id={slidesId}
          aria-live={autoplay.running ? 'off' : 'polite'}
          className="flex h-full touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (pointerStart.current = null)}
        >
          {items.map((item, i) => {
            const active = i === index;
            return (
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription={t('carousel.slideRole')}
                aria-label={t('carousel.slideLabel', { index: i + 1, count })}
                aria-hidden={!active}
                inert={!active}
                // No height of its own: the flex row stretches every slide to the tallest (a
                // percentage height would not resolve against the row's auto height, leaving a
                // shorter slide short, with a blank band below it).
                className="w-full shrink-0"
              >
                {renderSlide(item, { index: i, active })}
              </div>
            );
          })}
        </div>

        {multiple && overlay && (
          <>
            <button type="button" aria-controls={slidesId} aria-label={t('carousel.previous')} onClick={prev} className={cn(arrowClass, 'absolute top-1/2 left-3 -translate-y-1/2 md:left-5')}>
              <ChevronLeft aria-hidden="true" />
            </button>
            <button type="button" aria-controls={slidesId} aria-label={t('carousel.next')} onClick={next} className={cn(arrowClass, 'absolute top-1/2 right-3 -translate-y-1/2 md:right-5')}>
              <ChevronRight aria-hidden="true" />
            </button>
          </>
        )}
      </div>

      {multiple && (
        <div
          className={cn(
            'flex items-center justify-center gap-3',
            overlay ? 'absolute inset-x-0 bottom-3 md:bottom-5' : 'mt-4',
          )}
        >
          {autoplay.available && (
            <button
              type="button"
              aria-controls={slidesId}
              aria-label={autoplay.playing ? t('carousel.pause') : t('carousel.play')}
              onClick={autoplay.toggle}
              className={cn(
                'inline-flex size-8 items-center justify-center rounded-full [&_svg]:size-4',
                overlay ? 'bg-white/90 text-stone-900 shadow hover:bg-white' : 'text-stone-700 hover:bg-stone-100',
              )}
            >
              {autoplay.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </button>
          )}
          {!overlay && (
            <button type="button" aria-controls={slidesId} aria-label={t('carousel.previous')} onClick={prev} className={arrowClass}>
              <ChevronLeft aria-hidden="true" />
            </button>
          )}
          <div className={cn('flex items-center rounded-full px-1', overlay && 'bg-black/30')}>
            {items.map((item, i) => (
              <button
                key={getKey(item)}
                type="button"
                aria-controls={slidesId}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                className="group inline-flex size-7 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    // Every dot keeps one 24 px box and the inactive ones are clipped to 8 px circles:
                    // a pill that grew in width would move its centred box every slide (a layout shift).
                    'block h-2 w-6 rounded-full transition-[clip-path,background-color]',
                    i === index ? '[clip-path:inset(0_round_4px)]' : '[clip-path:inset(0_8px_round_4px)]',
                    overlay
                      ? i === index
                        ? 'bg-white'
                        : 'bg-white/60 group-hover:bg-white/90'
                      : i === index
                        ? 'bg-tea-700'
                        : 'bg-stone-300 group-hover:bg-stone-500',
                  )}
                />
              </button>
            ))}
          </div>
          {!overlay && (
            <button type="button" aria-controls={slidesId} aria-label={t('carousel.next')} onClick={next} className={arrowClass}>
              <ChevronRight aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
