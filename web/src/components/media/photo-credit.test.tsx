import { fireEvent, screen } from '@testing-library/react';
import { PHOTO_AUTHOR_FALLBACK } from '@tn/contracts/constants';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { CreditedPhoto } from './credited-photo.tsx';
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

  it('beside a small picture, goes when the picture fails to load, and comes back when it loads again', () => {
    const photo = { ...visitorsPhoto, author: 'Lan Nguyen', url: 'https://upload.wikimedia.org/thumb/che.jpg', width: 640, height: 480 };
    const row = (
      <div>
        <CreditedPhoto photo={photo} alt="Chè Tân Cương" credit="outside" placeholder={<span data-testid="placeholder" />} />
        <PhotoCredit photo={photo} besidePicture />
        <PhotoCredit photo={{ ...photo, author: 'Lan' }} />
      </div>
    );
    const view = renderWithProviders(row, { language: 'vi' });
    expect(screen.getAllByTestId('photo-credit')).toHaveLength(2);
    fireEvent.error(screen.getByRole('img', { name: 'Chè Tân Cương' }));
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    // Only the credit beside it goes: another picture with that address (a gallery) keeps its own.
    expect(screen.getAllByTestId('photo-credit').map((credit) => credit.textContent)).toEqual([expect.stringContaining('Lan,')]);
    view.unmount();

    // Another visit of the page with the connection back: the picture loads, and its credit is shown.
    renderWithProviders(row, { language: 'vi' });
    fireEvent.load(screen.getByRole('img', { name: 'Chè Tân Cương' }));
    expect(screen.getAllByTestId('photo-credit')).toHaveLength(2);
  });
});
