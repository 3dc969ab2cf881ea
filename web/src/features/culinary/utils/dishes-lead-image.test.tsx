import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../../../testing/location-fixture.ts';
import { makeDish } from '../../../testing/msw/culinary-fixtures.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { DishCard } from '../components/dish-card.tsx';
import { dishesLeadImage } from './photos.ts';

describe("the dish grid's lead picture (what the route preload script asks for before the app runs)", () => {
  it.each([
    ['a Commons original (its scaled copies)', makePhoto()],
    ["a visitor's photo (the sizes the media service stored)", makePhoto({ url: '/media/abc-800.webp', srcset: '/media/abc-320.webp 320w, /media/abc-800.webp 800w', width: 800, height: 600 })],
    ['a photo elsewhere (its address alone)', makePhoto({ url: 'https://example.org/photos/tea.jpg' })],
  ])("%s: the same address, srcset and sizes as the first card's <img>, asked for first", (_, photo) => {
    const dishes = [makeDish({ photo }), makeDish({ id: 2, slug: 'other', photo: makePhoto({ url: 'https://example.org/other.jpg' }) })];
    renderWithProviders(<DishCard dish={dishes[0]!} eager />);
    const img = screen.getAllByRole('img').find((element) => element.tagName === 'IMG')!;
    const lead = dishesLeadImage(dishes)!;
    expect({ src: lead.src, srcset: lead.srcset ?? null, sizes: lead.sizes ?? null }).toEqual({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
    });
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('none for a first dish without a photo, or no dish', () => {
    expect(dishesLeadImage([makeDish({ photo: null })])).toBeUndefined();
    expect(dishesLeadImage([])).toBeUndefined();
  });
});
