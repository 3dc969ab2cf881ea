import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '../../testing/location-fixture.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { LocationImage } from './location-image.tsx';

describe('Photos on cards and the hero', () => {
  it("a visitor's photo: the browser picks a stored size (srcset + sizes), its box is reserved (width, height), lazy and async", () => {
    const photo = makePhoto({
      url: '/media/abc-800.webp',
      sourceUrl: '/media/abc-1600.webp',
      author: 'Lan Nguyen',
      licence: 'CC BY 4.0',
      srcset: '/media/abc-320.webp 320w, /media/abc-800.webp 800w',
      width: 800,
      height: 600,
    });
    renderWithProviders(<LocationImage photo={photo} name="Hồ Núi Cốc" category="ecotourism" sizes="(min-width: 1024px) 33vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Hồ Núi Cốc' });
    expect(img.getAttribute('srcset')).toBe('/media/abc-320.webp 320w, /media/abc-800.webp 800w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 33vw, 100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(screen.getByTestId('photo-credit').textContent).toBe('Ảnh: Lan Nguyen, CC BY 4.0 (trang nguồn của ảnh, mở trong thẻ mới)');
  });

  it('a Commons photo: the browser picks one of Commons\' scaled copies, served from the site (srcset + sizes), the original as src', () => {
    renderWithProviders(<LocationImage photo={makePhoto()} name="Đồi chè" category="ecotourism" loading="eager" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Đồi chè' });
    expect(img.getAttribute('src')).toBe(makePhoto().url);
    const thumb = (width: number) =>
      `/media/commons/9/90/Tea_hill_in_Thai_Nguyen.jpg/${width}px-Tea_hill_in_Thai_Nguyen.jpg ${width}w`;
    expect(img.getAttribute('srcset')).toBe([330, 500, 720, 960, 1080, 1280, 1920].map(thumb).join(', '));
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('a Commons copy that fails: the original alone, then the placeholder if that fails too', () => {
    renderWithProviders(<LocationImage photo={makePhoto()} name="Đồi chè" category="ecotourism" />);
    fireEvent.error(screen.getByRole('img', { name: 'Đồi chè' }));
    const img = screen.getByRole('img', { name: 'Đồi chè' });
    expect(img.tagName).toBe('IMG');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('src')).toBe(makePhoto().url);
    fireEvent.error(img);
    const placeholder = screen.getByRole('img', { name: 'Đồi chè' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.dataset.placeholder).toBe('ecotourism');
  });

  it('a sourced photo elsewhere, without stored sizes: a plain src, no srcset or sizes', () => {
    const photo = makePhoto({ url: 'https://example.org/photos/tea.jpg' });
    renderWithProviders(<LocationImage photo={photo} name="Đồi chè" category="ecotourism" loading="eager" />);
    const img = screen.getByRole('img', { name: 'Đồi chè' });
    expect(img.getAttribute('src')).toBe('https://example.org/photos/tea.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('the first screen\'s largest picture is fetched first (fetchpriority high)', () => {
    renderWithProviders(<LocationImage photo={makePhoto()} name="Đồi chè" category="ecotourism" loading="eager" fetchPriority="high" />);
    expect(screen.getByRole('img', { name: 'Đồi chè' }).getAttribute('fetchpriority')).toBe('high');
  });
});
