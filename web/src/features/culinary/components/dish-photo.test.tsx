import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { bambooRice, tea, teaPhoto } from '../../../testing/msw/culinary-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { DishCard } from './dish-card.tsx';
import { DishDetail } from './dish-detail.tsx';

/** The visible credits in `scope` (the link's "opens in a new tab" hint is for screen readers only). */
const visibleCredits = (scope: HTMLElement) =>
  within(scope)
    .queryAllByTestId('photo-credit')
    .map((credit) => credit.textContent!.replace(/\s*\(.*\)$/, ''));

/** The credit's link: named by author and licence, to the Commons file page, in a new tab. */
function expectCommonsLink(scope: HTMLElement) {
  const link = within(scope).getByRole('link', { name: /^Phương Huy, CC0\b/ });
  expect(link.getAttribute('href')).toBe(teaPhoto.sourceUrl);
  expect(link.getAttribute('href')).toMatch(/^https:\/\/commons\.wikimedia\.org\/wiki\/File:/);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  return link;
}

describe('dish photos', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signedOut', user: null });
  });

  it('a dish card shows its photo with "Ảnh: author, licence" linking to the Commons page', () => {
    const { container } = renderWithProviders(<DishCard dish={tea} />);
    expect(screen.getByRole('img', { name: 'Chè Tân Cương' }).getAttribute('src')).toBe(teaPhoto.url);
    expect(visibleCredits(container)).toEqual(['Ảnh: Phương Huy, CC0']);
    expect(expectCommonsLink(container).textContent).toContain('mở trong thẻ mới');
  });

  it('in English: "Photo: author, licence"', () => {
    const { container } = renderWithProviders(<DishCard dish={tea} />, { language: 'en' });
    expect(screen.getByRole('img', { name: 'Tân Cương green tea' }).getAttribute('src')).toBe(teaPhoto.url);
    expect(visibleCredits(container)).toEqual(['Photo: Phương Huy, CC0']);
    expect(expectCommonsLink(container).textContent).toContain('opens in a new tab');
  });

  it('a dish without a photo keeps the placeholder and shows no credit', () => {
    const { container } = renderWithProviders(<DishCard dish={bambooRice} />);
    expect(screen.getByRole('img', { name: 'Cơm lam Định Hóa' }).getAttribute('data-placeholder')).toBe('dish');
    expect(visibleCredits(container)).toEqual([]);
  });

  it('a photo that fails to load gives way to the placeholder, and its credit goes with it', () => {
    const { container } = renderWithProviders(<DishCard dish={tea} />);
    // Commons' scaled copies first, then the original.
    fireEvent.error(screen.getByRole('img', { name: 'Chè Tân Cương' }));
    expect(visibleCredits(container)).toEqual(['Ảnh: Phương Huy, CC0']);
    fireEvent.error(screen.getByRole('img', { name: 'Chè Tân Cương' }));
    expect(screen.getByRole('img', { name: 'Chè Tân Cương' }).getAttribute('data-placeholder')).toBe('dish');
    expect(visibleCredits(container)).toEqual([]);
  });

  it.each([
    ['vi' as const, 'Chè Tân Cương', 'Ảnh: Phương Huy, CC0'],
    ['en' as const, 'Tân Cương green tea', 'Photo: Phương Huy, CC0'],
  ])('the dish page (%s) shows the photo with its credit, linking to the Commons page', async (language, name, credit) => {
    renderWithProviders(<DishDetail slug={tea.slug} />, { path: `/culinary/dish/${tea.slug}`, language });
    await screen.findByRole('heading', { level: 1, name });
    const main = screen.getAllByRole('article')[0]!;
    expect(within(main).getByRole('img', { name }).getAttribute('src')).toBe(teaPhoto.url);
    expect(visibleCredits(main)).toContain(credit);
    expectCommonsLink(main);
  });

  it("a similar dish's thumbnail is credited beside it; the dish without a photo shows its placeholder", async () => {
    renderWithProviders(<DishDetail slug={bambooRice.slug} />, { path: `/culinary/dish/${bambooRice.slug}`, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Định Hóa bamboo-tube rice' });
    const main = screen.getAllByRole('article')[0]!;
    expect(within(main).getByRole('img', { name: 'Định Hóa bamboo-tube rice' }).getAttribute('data-placeholder')).toBe('dish');
    const similar = screen.getByRole('heading', { name: 'Similar dishes' }).parentElement!;
    await within(similar).findByRole('link', { name: 'Tân Cương green tea' });
    expect(visibleCredits(similar)).toEqual(['Photo: Phương Huy, CC0']);
    expectCommonsLink(similar);
  });
});
