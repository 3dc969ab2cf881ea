import type { MatchupLocation } from '@tn/contracts/votes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../../../testing/location-fixture.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { MatchupCard } from './matchup-card.tsx';

function card(overrides: Partial<MatchupLocation> = {}): MatchupLocation {
  return {
    id: 2,
    slug: 'doi-che-tan-cuong',
    name: 'Tân Cương tea hills',
    nameVi: 'Đồi chè Tân Cương',
    description: 'Tea hills.',
    descriptionVi: 'Đồi chè.',
    photo: makePhoto(),
    category: 'ecotourism',
    eloScore: 1000,
    matches: 0,
    wins: 0,
    rank: null,
    ...overrides,
  };
}

const renderCard = (location: MatchupLocation, language: 'vi' | 'en' = 'vi') =>
  renderWithProviders(
    <MatchupCard location={location} signedIn={false} authLoading={false} busy={false} choosing={false} onChoose={() => {}} round={0} />,
    { path: '/voting', language },
  );

describe('MatchupCard photo', () => {
  it('shows the cover photo with its credit, linking to the Commons page in a new tab', () => {
    renderCard(card());
    const article = screen.getByRole('article', { name: 'Đồi chè Tân Cương' });
    expect(within(article).getByRole('img', { name: 'Đồi chè Tân Cương' }).getAttribute('src')).toBe(makePhoto().url);
    expect(within(article).getByTestId('photo-credit').textContent).toMatch(/^Ảnh: Bacthai20, CC0 \(/);
    const link = within(article).getByRole('link', { name: /^Bacthai20, CC0\b/ });
    expect(link.getAttribute('href')).toBe('https://commons.wikimedia.org/wiki/File:Tea_hill_in_Thai_Nguyen.jpg');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('in English', () => {
    renderCard(card(), 'en');
    expect(screen.getByTestId('photo-credit').textContent).toMatch(/^Photo: Bacthai20, CC0 \(/);
  });

  it('without a photo: the placeholder and no credit', () => {
    renderCard(card({ photo: null, slug: 'ho-ba-be', name: 'Ba Bể Lake', nameVi: 'Hồ Ba Bể' }));
    const article = screen.getByRole('article', { name: 'Hồ Ba Bể' });
    expect(within(article).getByRole('img', { name: 'Hồ Ba Bể' }).getAttribute('data-placeholder')).toBe('ecotourism');
    expect(within(article).queryByTestId('photo-credit')).toBeNull();
    expect(within(article).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/location/ho-ba-be']);
  });
});
