import type { Photo } from '@tn/contracts/common';
import type { Location } from '@tn/contracts/locations';

/** A credited photo as the API sends it (the seed's tea-hill file). */
export function makePhoto(overrides: Partial<Photo> = {}): Photo {
  return {
    url: 'https://upload.wikimedia.org/wikipedia/commons/9/90/Tea_hill_in_Thai_Nguyen.jpg',
    author: 'Bacthai20',
    licence: 'CC0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Tea_hill_in_Thai_Nguyen.jpg',
    ...overrides,
  };
}

export function makeLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    slug: 'nui-coc-lake',
    name: 'Nui Coc Lake',
    nameVi: 'Hồ Núi Cốc',
    description: 'A large lake among the hills.',
    descriptionVi: 'Hồ lớn giữa đồi núi.',
    photos: [],
    videoUrl: '',
    address: 'Dai Tu District, Thai Nguyen',
    addressVi: 'Huyện Đại Từ, Thái Nguyên',
    openingHours: null,
    openingHoursVi: null,
    ticketPrice: null,
    ticketPriceVi: null,
    history: null,
    historyVi: null,
    tips: null,
    tipsVi: null,
    category: 'ecotourism',
    region: null,
    latitude: 21.6,
    longitude: 105.7,
    eloScore: 1000,
    matches: 0,
    wins: 0,
    losses: 0,
    winRate: 0,
    rank: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
