import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { Carousel, CAROUSEL_INTERVAL_MS } from './carousel.tsx';

const items = ['Hồ Núi Cốc', 'Đồi chè Tân Cương', 'Hồ Ba Bể'];

function renderCarousel(autoplayMs = CAROUSEL_INTERVAL_MS, language: 'vi' | 'en' = 'en') {
  return renderWithProviders(
    <Carousel
      items={items}
      getKey={(item) => item}
      label="Top"
      autoplayMs={autoplayMs}
      renderSlide={(item) => (
        <div>
          <p>{item}</p>
          <a href={`#${item}`}>Explore {item}</a>
        </div>
      )}
    />,
    { language },
  );
}

/** The slide that is not hidden from assistive technology. */
function activeSlide(): string {
  const slides = screen.getAllByRole('group', { hidden: true });
  const active = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(active).toHaveLength(1);
  return within(active[0]!).getByRole('paragraph').textContent!;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    setVisibility('visible');
  });

  it('marks itself up as an APG carousel with labelled slides', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Top' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    // Hidden slides are inert: their links cannot be tabbed to.
    expect(slides[1]!.hasAttribute('inert')).toBe(true);
    expect(slides[0]!.hasAttribute('inert')).toBe(false);
  });

  it('advances every 5000 ms and wraps around, with aria-live off while rotating', () => {
    renderCarousel();
    const live = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    expect(live.getAttribute('aria-live')).toBe('off');
    expect(activeSlide()).toBe('Hồ Núi Cốc');
    tick(4999);
    expect(activeSlide()).toBe('Hồ Núi Cốc');
    tick(1);
    expect(activeSlide()).toBe('Đồi chè Tân Cương');
    tick(5000);
    expect(activeSlide()).toBe('Hồ Ba Bể');
    tick(5000);
    expect(activeSlide()).toBe('Hồ Núi Cốc');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Top' });
    fireEvent.mouseEnter(region);
    tick(20_000);
    expect(activeSlide()).toBe('Hồ Núi Cốc');
    fireEvent.mouseLeave(region);
    tick(5000);
    expect(activeSlide()).toBe('Đồi chè Tân Cương');
  });

  it('pauses while focus is inside, and announces changes politely then', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    tick(20_000);
    expect(activeSlide()).toBe('Hồ Núi Cốc');
    const live = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    // The keyboard still moves it.
    fireEvent.click(next);
    expect(activeSlide()).toBe('Đồi chè Tân Cương');
    act(() => next.blur());
    tick(5000);
    expect(activeSlide()).toBe('Hồ Ba Bể');
  });

  it('pauses while the tab is hidden', () => {
    renderCarousel();
    setVisibility('hidden');
    tick(20_000);
    expect(activeSlide()).toBe('Hồ Núi Cốc');
    setVisibility('visible');
    tick(5000);
    expect(activeSlide()).toBe('Đồi chè Tân Cương');
  });

  it('never rotates with prefers-reduced-motion, and offers no rotation control', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    try {
      renderCarousel();
      tick(30_000);
      expect(activeSlide()).toBe('Hồ Núi Cốc');
      expect(screen.queryByRole('button', { name: 'Pause auto-rotation' })).toBeNull();
      // Manual navigation still works.
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(activeSlide()).toBe('Đồi chè Tân Cương');
    } finally {
      window.matchMedia = original;
    }
  });

  it('can be stopped and restarted with the rotation button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause auto-rotation' }));
    // Clicking focused nothing in jsdom; leave the region to prove the stop is what holds it.
    tick(20_000);
    expect(activeSlide()).toBe('Hồ Núi Cốc');
    fireEvent.click(screen.getByRole('button', { name: 'Start auto-rotation' }));
    tick(5000);
    expect(activeSlide()).toBe('Đồi chè Tân Cương');
  });

  it('calls slides "mục" in Vietnamese, never "trang" (the rankings pager\'s pages)', () => {
    renderCarousel(CAROUSEL_INTERVAL_MS, 'vi');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Mục 1 / 3', 'Mục 2 / 3', 'Mục 3 / 3']);
    // Screen readers announce the roles in the page's language too.
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'mục')).toBe(true);
    expect(screen.getByRole('region', { name: 'Top' }).getAttribute('aria-roledescription')).toBe('trình chiếu');
    fireEvent.click(screen.getByRole('button', { name: 'Mục tiếp theo' }));
    expect(activeSlide()).toBe('Đồi chè Tân Cương');
    fireEvent.click(screen.getByRole('button', { name: 'Mục trước' }));
    expect(activeSlide()).toBe('Hồ Núi Cốc');
    fireEvent.click(screen.getByRole('button', { name: 'Chuyển đến mục 3' }));
    expect(activeSlide()).toBe('Hồ Ba Bể');
    expect(screen.queryByRole('button', { name: /trang/i })).toBeNull();
  });

  it('moves with previous/next (wrapping), dots and arrow keys; a manual move restarts the wait', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe('Hồ Ba Bể');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(activeSlide()).toBe('Đồi chè Tân Cương');
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    const region = screen.getByRole('region', { name: 'Top' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(activeSlide()).toBe('Hồ Ba Bể');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(activeSlide()).toBe('Đồi chè Tân Cương');
    tick(4000);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    tick(4000);
    expect(activeSlide()).toBe('Hồ Ba Bể');
    tick(1000);
    expect(activeSlide()).toBe('Hồ Núi Cốc');
  });

  it('does not rotate without autoplay', () => {
    renderWithProviders(<Carousel items={items} getKey={(i) => i} label="Featured" renderSlide={(i) => <p>{i}</p>} />, { language: 'en' });
    tick(30_000);
    expect(activeSlide()).toBe('Hồ Núi Cốc');
    expect(screen.queryByRole('button', { name: 'Pause auto-rotation' })).toBeNull();
    expect(screen.getAllByRole('group', { hidden: true })[0]!.parentElement!.getAttribute('aria-live')).toBe('polite');
  });
});
