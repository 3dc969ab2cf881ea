import type { PhotoLicence } from '@tn/contracts/place-photos';
import type { TFunction } from 'i18next';

/** The licences a visitor may give their own photo, in the order the form offers them. */
export const PHOTO_LICENCE_CHOICES = ['CC-BY-4.0', 'CC0-1.0'] as const satisfies readonly PhotoLicence[];

/** Each licence's texts (photos.licences.<key>): an SPDX id has dots, which i18next reads as nesting. */
const LICENCE_KEY = { 'CC-BY-4.0': 'ccBy', 'CC0-1.0': 'cc0' } as const satisfies Record<PhotoLicence, string>;

/** "CC BY 4.0 (attribution)"… in the active language. */
export function licenceName(licence: PhotoLicence, t: TFunction): string {
  return t(`photos.licences.${LICENCE_KEY[licence]}.name`);
}

/** What the licence lets others do, in one sentence. */
export function licenceExplained(licence: PhotoLicence, t: TFunction): string {
  return t(`photos.licences.${LICENCE_KEY[licence]}.explained`);
}
