import { screen } from '@testing-library/react';
import { PHOTO_AUTHOR_FALLBACK } from '@tn/contracts/constants';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { PhotoCredit } from './photo-credit.tsx';

const visitorsPhoto = { author: PHOTO_AUTHOR_FALLBACK, licence: 'CC BY 4.0', sourceUrl: '/media/abc/1600.webp' };

describe('a photo credit', () => {
  it.each([
    ['vi', 'Ảnh: Du khách, CC BY 4.0'],
    ['en', 'Photo: Visitor, CC BY 4.0'],
  ] as const)('names a visitor without a display name in the visitor’s language (%s)', (language, text) => {
    renderWithProviders(<PhotoCredit photo={visitorsPhoto} />, { language });
    expect(screen.getByTestId('photo-credit').textContent).toContain(text);
  });

  it('keeps an author’s own name as it is', () => {
    renderWithProviders(<PhotoCredit photo={{ ...visitorsPhoto, author: 'Lan Nguyen' }} />, { language: 'vi' });
    expect(screen.getByTestId('photo-credit').textContent).toContain('Ảnh: Lan Nguyen, CC BY 4.0');
  });
});
