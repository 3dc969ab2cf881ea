import type { Location } from '@tn/contracts/locations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeLocation, makePhoto } from '../../../testing/location-fixture.ts';
import { server } from '../../../testing/msw/server.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { FeaturedCarousel } from './discover/featured-carousel.tsx';
import { HeroCarousel } from './discover/hero-carousel.tsx';
import { LocationCard } from './location-card.tsx';
import { LocationDetail } from './location-detail.tsx';

// Leaflet is not what these tests look at (the popup has its own test).
vi.mock('../../../components/map/location-map.tsx', () => ({ LocationMap: () => null }));

const TEA_HILL = makePhoto();
const GREEN_TEA = makePhoto({
  url: 'https://upload.wikimedia.org/wikipedia/commons/a/ac/Tra_xanh.jpg',
  author: 'Phương Huy',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Tra_xanh.jpg',
});
const teaHills = makeLocation({
  id: 2,
  slug: 'doi-che-tan-cuong',
  name: 'Tân Cương tea hills',
  nameVi: 'Đồi chè Tân Cương',
  photos: [TEA_HILL, GREEN_TEA],
});
const lake = makeLocation({ id: 24, slug: 'ho-ba-be', name: 'Ba Bể Lake', nameVi: 'Hồ Ba Bể', photos: [] });

/** The credit's link: named by author and licence, to the source page, in a new tab. */
function expectCreditLink(scope: HTMLElement, photo: typeof TEA_HILL) {
  const link = within(scope).getByRole('link', { name: new RegExp(`^${photo.author}, ${photo.licence}\\b`) });
  expect(link.getAttribute('href')).toBe(photo.sourceUrl);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  return link;
}

/** A carousel's slides, in order (their role description is translated). */
const slides = () =>
  screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === i18n.t('carousel.slideRole'));

const visibleCredits = (scope: HTMLElement) =>
  within(scope)
    .queryAllByTestId('photo-credit')
    // The link's "opens in a new tab" hint is for screen readers only.
    .map((credit) => credit.textContent!.replace(/\s*\(.*\)$/, ''));

/** The tea hills' page with its two photos: its gallery, once shown. */
async function openTeaHillsGallery(): Promise<HTMLElement> {
  server.use(
    http.get('/api/locations/slug/:slug', () => HttpResponse.json(teaHills)),
    http.get('/api/locations/:id/similar', () => HttpResponse.json([] satisfies Location[])),
    http.get('/api/votes/recent', () => HttpResponse.json([])),
  );
  renderWithProviders(<LocationDetail slug={teaHills.slug} />, { path: `/location/${teaHills.slug}` });
  return screen.findByRole('region', { name: 'Ảnh về Đồi chè Tân Cương' });
}

describe('photo credits', () => {
  it('a card shows its cover photo with "Ảnh: author, licence" linking to the Commons page', () => {
    const { container } = renderWithProviders(<LocationCard location={teaHills} />);
    expect(screen.getByRole('img', { name: 'Đồi chè Tân Cương' }).getAttribute('src')).toBe(TEA_HILL.url);
    expect(visibleCredits(container)).toEqual(['Ảnh: Bacthai20, CC0']);
    const link = expectCreditLink(container, TEA_HILL);
    expect(link.textContent).toContain('mở trong thẻ mới');
    // The credit is its own tab stop beside the card's link.
    expect(screen.getByRole('link', { name: 'Đồi chè Tân Cương' }).getAttribute('href')).toBe('/location/doi-che-tan-cuong');
  });

  it('in English: "Photo: author, licence"', () => {
    const { container } = renderWithProviders(<LocationCard location={teaHills} />, { language: 'en' });
    expect(visibleCredits(container)).toEqual(['Photo: Bacthai20, CC0']);
    expect(expectCreditLink(container, TEA_HILL).textContent).toContain('opens in a new tab');
  });

  it('a place without a photo keeps the placeholder and shows no credit', () => {
    const { container } = renderWithProviders(<LocationCard location={lake} />);
    expect(screen.getByRole('img', { name: 'Hồ Ba Bể' }).getAttribute('data-placeholder')).toBe('ecotourism');
    expect(container.querySelector('img')).toBeNull();
    expect(visibleCredits(container)).toEqual([]);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/location/ho-ba-be']);
  });

  it('a photo that fails to load gives way to the placeholder, and its credit goes with it', () => {
    const { container } = renderWithProviders(<LocationCard location={teaHills} />);
    // Commons' scaled copies first, then the original.
    fireEvent.error(screen.getByRole('img', { name: 'Đồi chè Tân Cương' }));
    expect(visibleCredits(container)).toEqual(['Ảnh: Bacthai20, CC0']);
    fireEvent.error(screen.getByRole('img', { name: 'Đồi chè Tân Cương' }));
    expect(screen.getByRole('img', { name: 'Đồi chè Tân Cương' }).getAttribute('data-placeholder')).toBe('ecotourism');
    expect(visibleCredits(container)).toEqual([]);
  });

  it('the hero and featured carousels credit each slide that has a photo', () => {
    const { unmount } = renderWithProviders(<HeroCarousel locations={[teaHills, lake]} />);
    const [first, second] = slides();
    expect(visibleCredits(first!)).toEqual(['Ảnh: Bacthai20, CC0']);
    expectCreditLink(first!, TEA_HILL);
    expect(visibleCredits(second!)).toEqual([]);
    unmount();

    const featured = renderWithProviders(<FeaturedCarousel locations={[lake, teaHills]} />, { language: 'en' });
    expect(slides().map(visibleCredits)).toEqual([[], ['Photo: Bacthai20, CC0']]);
    expect(featured.container.querySelectorAll('img')).toHaveLength(1);
  });

  it('the detail gallery credits the photo on show, and the lightbox credits its slide', async () => {
    const gallery = await openTeaHillsGallery();
    expect(visibleCredits(within(gallery).getByRole('figure'))).toEqual(['Ảnh: Bacthai20, CC0']);
    expectCreditLink(within(gallery).getByRole('figure'), TEA_HILL);

    // The thumbnails show both photos: both are credited in a numbered list below them.
    const list = within(gallery).getByRole('list', { name: 'Nguồn ảnh' });
    expect(visibleCredits(list)).toEqual(['Ảnh: Bacthai20, CC0', 'Ảnh: Phương Huy, CC0']);
    expectCreditLink(list, GREEN_TEA);

    fireEvent.click(within(gallery).getByRole('button', { name: 'Ảnh sau' }));
    const caption = within(gallery).getByRole('figure');
    expect(visibleCredits(caption)).toEqual(['Ảnh: Phương Huy, CC0']);
    expectCreditLink(caption, GREEN_TEA);

    fireEvent.click(within(gallery).getByRole('button', { name: 'Nhấn để phóng to: Đồi chè Tân Cương' }));
    const lightbox = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    // The slide on show carries its credit; the slides beside it are inert.
    await waitFor(() => expect(within(lightbox).getByRole('link', { name: /^Phương Huy, CC0\b/ })).toBeTruthy());
    expectCreditLink(lightbox, GREEN_TEA);
    expect(visibleCredits(lightbox)).toContain('Ảnh: Phương Huy, CC0');
  }, 20_000);

  it('a gallery photo that cannot be loaded leaves the gallery: its counter, thumbnails, credits and lightbox count the rest', async () => {
    const gallery = await openTeaHillsGallery();
    const counter = () => within(gallery).getByText('Ảnh').parentElement!.textContent;
    expect(counter()).toBe('Ảnh 1 / 2');
    // The second photo fails: Commons' scaled copy, then the original.
    const thumbnail = within(gallery).getByRole('list', { name: 'Ảnh thu nhỏ' }).querySelectorAll('img')[1]!;
    fireEvent.error(thumbnail);
    fireEvent.error(thumbnail);
    expect(counter()).toBe('Ảnh 1 / 1');
    expect(within(gallery).queryByRole('list', { name: 'Ảnh thu nhỏ' })).toBeNull();
    expect(within(gallery).queryByRole('button', { name: 'Ảnh sau' })).toBeNull();
    expect(visibleCredits(gallery)).toEqual(['Ảnh: Bacthai20, CC0']);

    fireEvent.click(within(gallery).getByRole('button', { name: 'Nhấn để phóng to: Đồi chè Tân Cương' }));
    const lightbox = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(lightbox).getByRole('link', { name: /^Bacthai20, CC0\b/ })).toBeTruthy());
    expect(within(lightbox).queryByRole('link', { name: /^Phương Huy/ })).toBeNull();
  }, 20_000);

  it('a detail page without photos shows the placeholder, the no-images text and no credit', async () => {
    server.use(
      http.get('/api/locations/slug/:slug', () => HttpResponse.json(lake)),
      http.get('/api/locations/:id/similar', () => HttpResponse.json([] satisfies Location[])),
      http.get('/api/votes/recent', () => HttpResponse.json([])),
    );
    const { container } = renderWithProviders(<LocationDetail slug={lake.slug} />, { path: `/location/${lake.slug}` });
    await screen.findByRole('heading', { level: 1, name: 'Hồ Ba Bể' });
    expect(screen.getByText('Chưa có hình ảnh')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(visibleCredits(container)).toEqual([]);
  });
});
