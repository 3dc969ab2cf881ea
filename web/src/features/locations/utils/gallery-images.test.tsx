import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageGallery } from '../../../components/gallery/image-gallery.tsx';
import { makeLocation, makePhoto } from '../../../testing/location-fixture.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { placeGalleryImages, placeLeadImage } from './gallery-images.ts';

/** The gallery's main <img> as the browser reads it: what a preload must name exactly to be reused. */
function renderedMainImage(location: ReturnType<typeof makeLocation>) {
  renderWithProviders(
    <ImageGallery images={placeGalleryImages(location, 'Đồi chè')} label="Ảnh" empty={null} renderFallback={() => null} />,
  );
  const img = screen.getAllByRole('img', { name: 'Đồi chè' })[0]!;
  return { src: img.getAttribute('src'), srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes'), priority: img.getAttribute('fetchpriority') };
}

describe("a place's lead picture (what the route preload script asks for before the app runs)", () => {
  it.each([
    ['a Commons original (its scaled copies)', makePhoto()],
    ["a visitor's photo (the sizes the media service stored)", makePhoto({ url: '/media/abc-800.webp', srcset: '/media/abc-320.webp 320w, /media/abc-800.webp 800w', width: 800, height: 600 })],
    ['a photo elsewhere (its address alone)', makePhoto({ url: 'https://example.org/photos/tea.jpg' })],
  ])('%s: the same address, srcset and sizes as the gallery’s first <img>', (_, photo) => {
    // An empty address is not shown, a repeated file once: the lead is the first picture shown.
    const location = makeLocation({ photos: [makePhoto({ url: ' ' }), photo, photo, makePhoto({ url: 'https://example.org/other.jpg' })] });
    const lead = placeLeadImage(location)!;
    const img = renderedMainImage(location);
    expect({ src: lead.src, srcset: lead.srcset ?? null, sizes: lead.sizes ?? null }).toEqual({ src: img.src, srcset: img.srcset, sizes: img.sizes });
    expect(img.src).toBe(photo.url);
    expect(img.priority).toBe('high');
    if (photo.url.startsWith('https://upload.wikimedia.org/')) expect(lead.srcset).toMatch(/\/330px-Tea_hill_in_Thai_Nguyen\.jpg 330w, /);
  });

  it('none for a place without a photo', () => {
    expect(placeLeadImage(makeLocation({ photos: [] }))).toBeUndefined();
  });
});
