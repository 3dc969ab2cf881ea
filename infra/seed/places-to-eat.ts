/**
 * The places to eat that a source names (docs/content-sources.md, Places to eat), seeded into
 * culinary.restaurants with their kind. No source names a restaurant with an address in the
 * province, so none is seeded; these are the venues the sources do name: homestay villages at
 * Ba Bể, tea cooperatives, a street of eateries. Every sentence restates a source.
 *
 * - No phone, website, opening hours, photo or coordinates: none is sourced (all null; the map
 *   shows no marker rather than a guessed one).
 * - A price only where a source states one, with its date (priceNote), else null: "price not
 *   listed". The prices found are for a stay, not a dish, so no menu item has a price.
 * - A menu lists a dish of infra/seed/dishes.ts only where the sources tie the dish to the venue.
 * - Addresses follow the rules of locations.ts: 2025 units where known (Ba Bể from the April 2025
 *   draft: verify against the final list), else the pre-2025 unit marked "former".
 */

import type { RestaurantKind } from '@tn/contracts/constants';

export interface SeedMenu {
  name: string;
  nameVi: string;
  description: string | null;
  descriptionVi: string | null;
  /** Dishes by slug, in display order; no price is sourced for any of them. */
  dishSlugs: string[];
}

export interface SeedPlaceToEat {
  slug: string;
  name: string;
  nameVi: string;
  kind: RestaurantKind;
  description: string;
  descriptionVi: string;
  address: string;
  addressVi: string;
  /** A price a source states for the venue, dated; null where none is stated. */
  priceNote: string | null;
  priceNoteVi: string | null;
  /** Only sourced positions; none of these venues has one. */
  latitude: number | null;
  longitude: number | null;
  menus: SeedMenu[];
}

export const PLACES_TO_EAT: SeedPlaceToEat[] = [
  {
    // Sources R15, R16, R17, R18 (the homestays and their meals); the dish is placed at Pác Ngòi by 88, 89.
    slug: 'homestay-ban-pac-ngoi',
    name: 'Pác Ngòi village homestays',
    nameVi: 'Homestay bản Pác Ngòi',
    kind: 'homestay_village',
    description:
      'About 20 Tày stilt houses in Pác Ngòi village, beside Ba Bể Lake with their own boat landing, take in guests and cook Tày home meals: smoked or grilled lake catfish, pan-fried pork, "rau dớn" greens stir-fried with garlic or as a salad, catfish soup with bamboo shoots, and home-grown vegetables and chicken.',
    descriptionVi:
      'Khoảng 20 nhà sàn của người Tày ở bản Pác Ngòi, bên hồ Ba Bể và có bến thuyền riêng, đón khách lưu trú và nấu bữa cơm nhà kiểu Tày: cá da trơn của hồ hun khói hoặc nướng, thịt lợn rán, rau dớn xào tỏi hoặc làm nộm, canh cá nấu măng, cùng rau và gà nhà tự nuôi trồng.',
    // Ba Bể unit from the April 2025 draft: verify against the final list.
    address: 'Pác Ngòi village, Ba Bể commune, Thái Nguyên province',
    addressVi: 'bản Pác Ngòi, xã Ba Bể, tỉnh Thái Nguyên',
    priceNote: 'A stay costs 50,000–70,000 VND a day (VIR, undated)',
    priceNoteVi: 'Lưu trú 50.000–70.000 đồng một ngày (báo VIR, không rõ năm)',
    latitude: null,
    longitude: null,
    menus: [
      {
        name: 'Tày home meals',
        nameVi: 'Bữa cơm nhà người Tày',
        description: null,
        descriptionVi: null,
        dishSlugs: ['ca-nuong-ba-be'],
      },
    ],
  },
  {
    // Sources R15, R11.
    slug: 'homestay-ban-po-lu',
    name: 'Pò Lù village homestays',
    nameVi: 'Homestay bản Pò Lù',
    kind: 'homestay_village',
    description:
      'Guesthouses with meals in Pò Lù (also written Bó Lù) village at Ba Bể. With Pác Ngòi, it offers most of the lodging and catering around the lake.',
    descriptionVi:
      'Các nhà nghỉ có phục vụ bữa ăn ở bản Pò Lù (còn viết là Bó Lù) tại Ba Bể. Cùng với Pác Ngòi, bản cung cấp phần lớn dịch vụ lưu trú và ăn uống quanh hồ.',
    // Former xã Nam Mẫu; Ba Bể unit from the April 2025 draft: verify against the final list.
    address: 'Pò Lù village, Ba Bể commune, Thái Nguyên province',
    addressVi: 'bản Pò Lù, xã Ba Bể, tỉnh Thái Nguyên',
    priceNote: 'A stay cost about 60,000 VND a night (about 2013)',
    priceNoteVi: 'Lưu trú khoảng 60.000 đồng một đêm (khoảng năm 2013)',
    latitude: null,
    longitude: null,
    // No source names a dish served here.
    menus: [],
  },
  {
    // Source R19 (a tour company).
    slug: 'htx-che-thanh-luong',
    name: 'Thanh Lương tea cooperative',
    nameVi: 'HTX chè Thanh Lương',
    kind: 'tea_cooperative',
    description:
      'A tea cooperative about 150 m from the gate of the Hồ Núi Cốc tourist area, selling tea made in the Tân Cương style on site.',
    descriptionVi: 'Hợp tác xã chè cách cổng khu du lịch Hồ Núi Cốc khoảng 150 m, bán chè làm theo kiểu chè Tân Cương ngay tại chỗ.',
    // The 2025 unit of xã Tân Thái is unverified: the pre-2025 address, marked former.
    address: 'Tân Thái commune, former Đại Từ district, Thái Nguyên province',
    addressVi: 'xã Tân Thái, huyện Đại Từ (cũ), tỉnh Thái Nguyên',
    priceNote: null,
    priceNoteVi: null,
    latitude: null,
    longitude: null,
    // "Tân Cương-style" tea is not said to come from Tân Cương: not linked to Chè Tân Cương.
    menus: [],
  },
  {
    // Source R20.
    slug: 'htx-che-va-du-lich-cong-dong-tien-yen',
    name: 'Tiến Yên tea and community-tourism cooperative',
    nameVi: 'HTX chè và du lịch cộng đồng Tiến Yên',
    kind: 'tea_cooperative',
    description: 'A cooperative in Tân Cương commune that grows organic tea and lets visitors try tea processing.',
    descriptionVi: 'Hợp tác xã ở xã Tân Cương trồng chè hữu cơ và cho du khách trải nghiệm chế biến chè.',
    address: 'Tân Cương commune, Thái Nguyên province',
    addressVi: 'xã Tân Cương, tỉnh Thái Nguyên',
    priceNote: null,
    priceNoteVi: null,
    latitude: null,
    longitude: null,
    menus: [
      {
        name: 'Tea',
        nameVi: 'Chè',
        description: 'Organic tea grown by the cooperative in Tân Cương.',
        descriptionVi: 'Chè hữu cơ do hợp tác xã trồng tại Tân Cương.',
        dishSlugs: ['che-tan-cuong'],
      },
    ],
  },
  {
    // Source 93.
    slug: 'cung-duong-am-thuc-bac-son',
    name: 'Bắc Sơn street food strip',
    nameVi: 'Cung đường ẩm thực Bắc Sơn',
    kind: 'food_street',
    description:
      'A stretch of Bắc Sơn street in Thái Nguyên city, from Bắc Kạn and Lương Ngọc Quyến streets, lined with many restaurants and cafés.',
    descriptionVi:
      'Đoạn đường Bắc Sơn ở thành phố Thái Nguyên, từ đường Bắc Kạn và Lương Ngọc Quyến, có nhiều nhà hàng và quán cà phê.',
    // The 2025 ward of this street is unverified: the city, marked former.
    address: 'Bắc Sơn street, former Thái Nguyên city, Thái Nguyên province',
    addressVi: 'đường Bắc Sơn, TP Thái Nguyên (cũ), tỉnh Thái Nguyên',
    priceNote: null,
    priceNoteVi: null,
    latitude: null,
    longitude: null,
    // The source names no dish.
    menus: [],
  },
];
