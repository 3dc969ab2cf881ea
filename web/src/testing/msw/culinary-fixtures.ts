import type { Photo } from '@tn/contracts/common';
import type { Dish, Menu, NearbyRestaurant, Restaurant, RestaurantRef, Review } from '@tn/contracts/culinary';
import type { MediaUpload } from '@tn/contracts/media';

/**
 * What the default culinary handlers answer, in the shapes of @tn/contracts/culinary: three
 * dishes (two rated, one not; only the tea with a credited photo), two places to eat (one with a
 * position, one without), one menu, two reviews of the tea, two places near the placed one.
 * Times are fixed: 23/10/2026 in Vietnam.
 */

const CREATED = '2026-10-23T03:00:00.000Z';

export function makeDish(overrides: Partial<Dish> = {}): Dish {
  return {
    id: 1,
    slug: 'che-tan-cuong',
    name: 'Tân Cương green tea',
    nameVi: 'Chè Tân Cương',
    imageUrl: '',
    photo: null,
    description: 'Green tea from the Tân Cương hills, pan-roasted by hand.',
    descriptionVi: 'Chè xanh vùng đồi Tân Cương, sao chảo bằng tay.',
    region: 'Tân Cương, Thái Nguyên city',
    regionVi: 'Tân Cương, TP Thái Nguyên',
    ingredient: 'Tea buds, withered and pan-roasted',
    ingredientVi: 'Búp chè, làm héo rồi sao chảo',
    preparationTime: null,
    locationId: 4,
    averageRating: 4.5,
    ratingCount: 2,
    weightedRating: 3.79,
    restaurants: [],
    price: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function makeRestaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    id: 1,
    slug: 'homestay-ban-pac-ngoi',
    name: 'Pác Ngòi village homestays',
    nameVi: 'Homestay bản Pác Ngòi',
    kind: 'homestay_village',
    imageUrl: null,
    images: [],
    description: 'Tày stilt houses beside Ba Bể Lake that cook home meals.',
    descriptionVi: 'Nhà sàn của người Tày bên hồ Ba Bể, nấu bữa cơm nhà.',
    address: 'Pác Ngòi village, Ba Bể commune',
    addressVi: 'bản Pác Ngòi, xã Ba Bể',
    phone: null,
    website: null,
    openingHours: null,
    openingHoursVi: null,
    priceNote: null,
    priceNoteVi: null,
    latitude: 22.4104,
    longitude: 105.6231,
    averageRating: null,
    ratingCount: 0,
    weightedRating: 3.5,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function toRestaurantRef({ id, slug, name, nameVi, kind }: Restaurant): RestaurantRef {
  return { id, slug, name, nameVi, kind };
}

export const homestay = makeRestaurant();
export const teaCooperative = makeRestaurant({
  id: 2,
  slug: 'htx-che-tan-cuong',
  name: 'Tân Cương tea cooperative',
  nameVi: 'HTX chè Tân Cương',
  kind: 'tea_cooperative',
  description: 'A tea cooperative that welcomes visitors to its hills.',
  descriptionVi: 'Hợp tác xã chè đón khách thăm đồi chè.',
  address: null,
  addressVi: null,
  phone: '0208 3855 123',
  website: 'https://example.com/htx-che',
  openingHours: '7:00–17:00 daily',
  openingHoursVi: '7:00–17:00 hằng ngày',
  latitude: null,
  longitude: null,
  averageRating: 4,
  ratingCount: 1,
  weightedRating: 3.58,
});

export const restaurants: Restaurant[] = [homestay, teaCooperative];

/** The tea's photo, as the seed gives it: a Wikimedia Commons file with its credit. */
const GREEN_TEA_FILE = 'Tr%C3%A0_xanh_Th%C3%A1i_Nguy%C3%AAn_%C4%91%E1%BA%A7u_n%C4%83m%2C_ng1th1n2022_(chung_tr%C3%A0)_(3).jpg';
export const teaPhoto: Photo = {
  url: `https://upload.wikimedia.org/wikipedia/commons/a/ac/${GREEN_TEA_FILE}`,
  author: 'Phương Huy',
  licence: 'CC0',
  sourceUrl: `https://commons.wikimedia.org/wiki/File:${GREEN_TEA_FILE}`,
};

export const tea = makeDish({ photo: teaPhoto, restaurants: [toRestaurantRef(teaCooperative)], price: '120.000 đ / 100 g' });
export const bambooRice = makeDish({
  id: 2,
  slug: 'com-lam-dinh-hoa',
  name: 'Định Hóa bamboo-tube rice',
  nameVi: 'Cơm lam Định Hóa',
  description: 'Glutinous rice cooked with stream water inside young bamboo.',
  descriptionVi: 'Gạo nếp nấu với nước suối trong ống tre non.',
  region: 'Định Hóa',
  regionVi: 'Định Hóa',
  ingredient: 'Glutinous rice, stream water, young bamboo',
  ingredientVi: 'Gạo nếp, nước suối, ống tre non',
  preparationTime: '2 hours',
  locationId: null,
  averageRating: 4,
  ratingCount: 1,
  weightedRating: 3.62,
});
export const sourShrimp = makeDish({
  id: 3,
  slug: 'tom-chua-ba-be',
  name: 'Ba Bể sour shrimp',
  nameVi: 'Tôm chua Ba Bể',
  description: 'Lake shrimp fermented with rice and chilli.',
  descriptionVi: 'Tôm hồ muối chua với cơm và ớt.',
  region: 'Khang Ninh, Ba Bể',
  regionVi: 'Khang Ninh, Ba Bể',
  ingredient: null,
  ingredientVi: null,
  locationId: null,
  averageRating: null,
  ratingCount: 0,
  weightedRating: 3.5,
  restaurants: [toRestaurantRef(homestay)],
});

/** Top rated first, as GET /api/dishes answers by default. */
export const dishes: Dish[] = [tea, bambooRice, sourShrimp];

export const menus: Record<number, Menu[]> = {
  [homestay.id]: [
    {
      id: 1,
      name: 'Home meal',
      nameVi: 'Bữa cơm nhà',
      description: 'Cooked for guests who stay the night.',
      descriptionVi: 'Nấu cho khách nghỉ lại qua đêm.',
      items: [
        {
          id: 1,
          price: null,
          dish: { id: 3, slug: 'tom-chua-ba-be', name: 'Ba Bể sour shrimp', nameVi: 'Tôm chua Ba Bể', description: sourShrimp.description, descriptionVi: sourShrimp.descriptionVi },
        },
        {
          id: 2,
          price: '150.000 đ',
          dish: { id: 2, slug: 'com-lam-dinh-hoa', name: 'Định Hóa bamboo-tube rice', nameVi: 'Cơm lam Định Hóa', description: bambooRice.description, descriptionVi: bambooRice.descriptionVi },
        },
      ],
    },
  ],
  [teaCooperative.id]: [],
};

/**
 * What GET /api/restaurants/{id}/nearby answers, nearest first: the placed homestay has two
 * neighbours (test values, outside the lists above); the cooperative, without a position, none.
 */
export const nearbyRestaurants: Record<number, NearbyRestaurant[]> = {
  [homestay.id]: [
    { id: 3, slug: 'homestay-ban-po-lu', name: 'Pò Lù village homestays', nameVi: 'Homestay bản Pò Lù', kind: 'homestay_village', distanceKm: 1.2 },
    { id: 4, slug: 'nha-hang-ven-ho', name: 'Lakeside restaurant', nameVi: 'Nhà hàng ven hồ', kind: 'restaurant', distanceKm: 12 },
  ],
};

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    dishId: tea.id,
    restaurantId: null,
    rating: 5,
    content: 'Hương cốm rất thơm, vị chát dịu và hậu ngọt.',
    imageUrl: null,
    authorName: 'Lan Nguyễn',
    createdAt: CREATED,
    updatedAt: CREATED,
    helpfulCount: 2,
    ...overrides,
  };
}

/** Newest first, as the server sends them. */
export const dishReviews: Record<number, Review[]> = {
  [tea.id]: [
    makeReview(),
    makeReview({
      id: 2,
      rating: 4,
      content: 'Good tea, the hills are worth the trip.',
      authorName: null,
      imageUrl: '/media/0000000000000000000000000000000000000000000000000000000000000001-800.webp',
      createdAt: '2026-10-20T03:00:00.000Z',
      updatedAt: '2026-10-20T03:00:00.000Z',
      helpfulCount: 0,
    }),
  ],
};
export const restaurantReviews: Record<number, Review[]> = {};

export function makeUpload(overrides: Partial<MediaUpload> = {}): MediaUpload {
  const url = '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-800.webp';
  return {
    id: '3f1c1c9e-8a55-4c9e-9a4e-0d6f3b7e2a10',
    url,
    variants: { '320': url.replace('-800', '-320'), '800': url },
    width: 800,
    height: 600,
    ...overrides,
  };
}
