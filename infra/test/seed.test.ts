import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { seedAll } from '../seed/seed.ts';
import { LOCATIONS } from '../seed/locations.ts';
import { DISHES } from '../seed/dishes.ts';
import { PLACES_TO_EAT } from '../seed/places-to-eat.ts';
import { RESTAURANT_KINDS } from '@tn/contracts/constants';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// Letters only Vietnamese uses among the Latin scripts we expect (tones, hooks, breves, đ).
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu;
// 0xx… or +84… with 9–11 digits, optionally grouped: what a Vietnamese phone number looks like.
const PHONE = /(?:\+84|(?<![\d.,])0)(?:[\s.-]?\d){8,10}(?!\d)/;
// Current Thái Nguyên, including former Bắc Kạn.
const BOX = { lat: [21.35, 22.75], lng: [105.45, 106.25] } as const;

// Dish 1's photo, exactly as content-sources lists it: the file under a/ac/, its author and
// licence, and the Commons page that states them.
const GREEN_TEA_FILE = 'Tr%C3%A0_xanh_Th%C3%A1i_Nguy%C3%AAn_%C4%91%E1%BA%A7u_n%C4%83m%2C_ng1th1n2022_(chung_tr%C3%A0)_(3).jpg';
const GREEN_TEA = {
  url: `https://upload.wikimedia.org/wikipedia/commons/a/ac/${GREEN_TEA_FILE}`,
  author: 'Phương Huy',
  licence: 'CC0',
  sourceUrl: `https://commons.wikimedia.org/wiki/File:${GREEN_TEA_FILE}`,
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const texts = (record: object) =>
  Object.entries(record).filter((e): e is [string, string] => typeof e[1] === 'string');

describe('seed data modules', () => {
  it('has every place of the facts sheet, in all three categories', () => {
    expect(LOCATIONS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(LOCATIONS.map((l) => l.category))).toEqual(new Set(['spiritual', 'cultural_historical', 'ecotourism']));
    const slugs = LOCATIONS.map((l) => l.slug);
    for (const required of [
      'ho-nui-coc',
      'doi-che-tan-cuong',
      'den-duom',
      'chua-hang',
      'ho-ba-be',
      'vuon-quoc-gia-ba-be',
      'bao-tang-van-hoa-cac-dan-toc-viet-nam',
    ]) {
      expect(slugs).toContain(required);
    }
  });

  it('has at least 20 dishes', () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['locations', LOCATIONS],
    ['dishes', DISHES],
    ['places to eat', PLACES_TO_EAT],
  ] as const)('%s: slugs are unique kebab-case folds of the Vietnamese name', (_, records) => {
    const slugs = records.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const r of records) {
      expect(r.slug).toMatch(KEBAB);
      expect(`-${fold(r.nameVi)}-`).toContain(`-${r.slug}-`);
    }
  });

  it('every location is complete and bilingual', () => {
    for (const l of LOCATIONS) {
      for (const key of ['name', 'nameVi', 'description', 'descriptionVi', 'address', 'addressVi'] as const) {
        expect(l[key].trim(), `${l.slug}.${key}`).not.toBe('');
      }
      for (const key of ['nameVi', 'descriptionVi', 'addressVi'] as const) {
        expect(l[key], `${l.slug}.${key}`).toMatch(VIETNAMESE);
      }
      // A field exists in both languages or in neither.
      for (const [en, vi] of [
        ['history', 'historyVi'],
        ['tips', 'tipsVi'],
        ['openingHours', 'openingHoursVi'],
        ['ticketPrice', 'ticketPriceVi'],
      ] as const) {
        expect(l[en] === null, `${l.slug}.${en}`).toBe(l[vi] === null);
        if (l[vi] !== null) expect(l[vi], `${l.slug}.${vi}`).toMatch(VIETNAMESE);
      }
      expect(l.addressVi, l.slug).toMatch(/tỉnh Thái Nguyên$/);
      expect(l.address, l.slug).toMatch(/Thái Nguyên province$/);
    }
  });

  it('every dish is complete and bilingual', () => {
    for (const d of DISHES) {
      for (const key of ['name', 'nameVi', 'description', 'descriptionVi', 'region', 'regionVi'] as const) {
        expect(d[key].trim(), `${d.slug}.${key}`).not.toBe('');
      }
      for (const key of ['nameVi', 'descriptionVi'] as const) expect(d[key], `${d.slug}.${key}`).toMatch(VIETNAMESE);
      expect(d.ingredient === null, d.slug).toBe(d.ingredientVi === null);
      expect(d.imageUrl).toBe('');
      // Written in each language, not copied across: the English text is not the Vietnamese one.
      expect(d.description, d.slug).not.toBe(d.descriptionVi);
      // No source gives a preparation time for any of the 20 dishes.
      expect(d.preparationTime, d.slug).toBeNull();
    }
  });

  it('seeds only the places to eat a source names, each with its kind, bilingual', () => {
    expect(PLACES_TO_EAT.map((p) => [p.slug, p.kind])).toEqual([
      ['homestay-ban-pac-ngoi', 'homestay_village'],
      ['homestay-ban-po-lu', 'homestay_village'],
      ['htx-che-thanh-luong', 'tea_cooperative'],
      ['htx-che-va-du-lich-cong-dong-tien-yen', 'tea_cooperative'],
      ['cung-duong-am-thuc-bac-son', 'food_street'],
    ]);
    for (const p of PLACES_TO_EAT) {
      expect(RESTAURANT_KINDS).toContain(p.kind);
      for (const key of ['name', 'nameVi', 'description', 'descriptionVi', 'address', 'addressVi'] as const) {
        expect(p[key].trim(), `${p.slug}.${key}`).not.toBe('');
      }
      for (const key of ['nameVi', 'descriptionVi', 'addressVi'] as const) expect(p[key], `${p.slug}.${key}`).toMatch(VIETNAMESE);
      expect(p.description, p.slug).not.toBe(p.descriptionVi);
      expect(p.addressVi, p.slug).toMatch(/tỉnh Thái Nguyên$/);
      expect(p.address, p.slug).toMatch(/Thái Nguyên province$/);
      expect(p.priceNote === null, p.slug).toBe(p.priceNoteVi === null);
      // No venue has a sourced position: no coordinates rather than a guessed marker.
      expect([p.latitude, p.longitude], p.slug).toEqual([null, null]);
    }
    // Prices only as stated, dated: the two Ba Bể homestay villages' stays.
    expect(PLACES_TO_EAT.filter((p) => p.priceNote !== null).map((p) => p.slug)).toEqual(['homestay-ban-pac-ngoi', 'homestay-ban-po-lu']);
    for (const p of PLACES_TO_EAT) if (p.priceNote) expect(p.priceNote).toMatch(/VND.*\((VIR, undated|about 2013)\)$/);
  });

  it('lists on menus only seeded dishes, each once, where a source ties it to the place', () => {
    const dishes = new Set(DISHES.map((d) => d.slug));
    const served = Object.fromEntries(PLACES_TO_EAT.map((p) => [p.slug, p.menus.flatMap((m) => m.dishSlugs)]));
    for (const [place, slugs] of Object.entries(served)) {
      for (const slug of slugs) expect(dishes, `${place}: ${slug}`).toContain(slug);
      expect(new Set(slugs).size, place).toBe(slugs.length);
    }
    expect(served).toEqual({
      'homestay-ban-pac-ngoi': ['ca-nuong-ba-be'],
      'homestay-ban-po-lu': [],
      'htx-che-thanh-luong': [],
      'htx-che-va-du-lich-cong-dong-tien-yen': ['che-tan-cuong'],
      'cung-duong-am-thuc-bac-son': [],
    });
  });

  it('tells each fact of a place once: About, History and Tips share no four words in a row', () => {
    const fourWords = (text: string | null) => {
      const words = (text ?? '').normalize('NFC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
      return new Set(words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(' ')));
    };
    for (const l of LOCATIONS) {
      for (const [a, b] of [
        ['description', 'history'],
        ['description', 'tips'],
        ['history', 'tips'],
        ['descriptionVi', 'historyVi'],
        ['descriptionVi', 'tipsVi'],
        ['historyVi', 'tipsVi'],
      ] as const) {
        const other = fourWords(l[b]);
        const shared = [...fourWords(l[a])].filter((seq) => other.has(seq));
        expect(shared, `${l.slug}: ${a} and ${b} share ${shared.map((s) => `"${s}"`).join(', ')}`).toEqual([]);
      }
    }
  });

  it('puts every location inside the province', () => {
    for (const l of LOCATIONS) {
      expect(l.latitude, l.slug).toBeGreaterThanOrEqual(BOX.lat[0]);
      expect(l.latitude, l.slug).toBeLessThanOrEqual(BOX.lat[1]);
      expect(l.longitude, l.slug).toBeGreaterThanOrEqual(BOX.lng[0]);
      expect(l.longitude, l.slug).toBeLessThanOrEqual(BOX.lng[1]);
    }
    // Two places never share one marker position.
    const points = LOCATIONS.map((l) => `${l.latitude},${l.longitude}`);
    expect(new Set(points).size).toBe(points.length);
    // The sheet flags this Ba Bể Lake point as ~19 km off ("check before use").
    const lake = LOCATIONS.find((l) => l.slug === 'ho-ba-be')!;
    expect([lake.latitude, lake.longitude]).not.toEqual([22.233, 105.567]);
  });

  it('invents no media and no phone numbers', () => {
    for (const l of LOCATIONS) expect(l.videoUrl, l.slug).toBe('');
    for (const record of [...LOCATIONS, ...DISHES, ...PLACES_TO_EAT]) {
      for (const [key, value] of texts(record)) expect(value, `${record.slug}.${key}`).not.toMatch(PHONE);
    }
  });

  it('shows only the credited Commons photos of places: the tea hills have one, Ba Bể Lake none', () => {
    const teaHill = {
      url: 'https://upload.wikimedia.org/wikipedia/commons/9/90/Tea_hill_in_Thai_Nguyen.jpg',
      author: 'Bacthai20',
      licence: 'CC0',
      sourceUrl: 'https://commons.wikimedia.org/wiki/File:Tea_hill_in_Thai_Nguyen.jpg',
    };
    const withPhotos = Object.fromEntries(LOCATIONS.filter((l) => l.photos.length > 0).map((l) => [l.slug, l.photos]));
    expect(withPhotos).toEqual({ 'doi-che-tan-cuong': [teaHill] });
    expect(LOCATIONS.find((l) => l.slug === 'ho-ba-be')!.photos).toEqual([]);
    // Babenp_2007_01_3.jpg (author and licence never seen) is gone.
    expect(JSON.stringify(LOCATIONS)).not.toMatch(/Babenp/i);
  });

  it('puts the green tea file (a photo of dish 1, Chè Tân Cương, not of a place) on no place', () => {
    const photos = LOCATIONS.flatMap((l) => l.photos);
    // Its file name in any spelling (spaces or underscores, encoded or not), or its author.
    const names = photos.map((photo) => decodeURIComponent(`${photo.url} ${photo.sourceUrl}`).normalize('NFC').replaceAll('_', ' '));
    for (const name of names) expect(name).not.toContain('Trà xanh Thái Nguyên đầu năm, ng1th1n2022 (chung trà) (3).jpg');
    expect(photos.map((photo) => photo.author)).not.toContain('Phương Huy');
  });

  it('gives dish 1, Chè Tân Cương, the green tea Commons file with its credit, and no other dish a photo', () => {
    const withPhotos = Object.fromEntries(DISHES.filter((d) => d.photo !== null).map((d) => [d.slug, d.photo]));
    expect(withPhotos).toEqual({ 'che-tan-cuong': GREEN_TEA });
    expect(DISHES[0]!.slug).toBe('che-tan-cuong');
  });

  it('the phone pattern catches phone numbers and spares prices and areas', () => {
    for (const phone of ['0208 3855 123', '0912345678', '+84 912 345 678', '0208.3855.123']) expect(phone).toMatch(PHONE);
    for (const fine of ['20,000 VND', '20.000 đồng', '10,048 ha', '22.103664', '1947–1954']) expect(fine).not.toMatch(PHONE);
  });

  it('links dishes only to seeded locations', () => {
    const slugs = new Set(LOCATIONS.map((l) => l.slug));
    for (const d of DISHES) if (d.locationSlug !== null) expect(slugs, d.slug).toContain(d.locationSlug);
    expect(DISHES.find((d) => d.slug === 'che-tan-cuong')!.locationSlug).toBe('doi-che-tan-cuong');
  });
});

interface Tables {
  'catalog.locations': { id: number; slug: string; name: string; photos: unknown; updatedAt: Date };
  'culinary.dishes': {
    id: number;
    slug: string;
    locationId: number | null;
    photoUrl: string | null;
    photoAuthor: string | null;
    photoLicence: string | null;
    photoSourceUrl: string | null;
    updatedAt: Date;
  };
  'culinary.restaurants': { id: number; slug: string; kind: string; ratingSum: number; ratingCount: number };
  'culinary.menus': { id: number; restaurantId: number; name: string };
  'culinary.menu_items': { id: number; menuId: number; dishId: number; price: string | null };
  'culinary.dish_restaurants': { id: number; dishId: number; restaurantId: number };
  'culinary.reviews': { id: number };
}

describe('seedAll against PostgreSQL', () => {
  let testDb: TestDatabase;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = createDb<Tables>(testDb.url, { max: 2 });
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });

  const seed = async () => {
    const lines: string[] = [];
    await seedAll(testDb.url, (line) => lines.push(line));
    return lines;
  };
  const lastUpdate = async () => {
    const { rows } = await sql<{ l: Date; d: Date; r: Date; m: Date; i: Date }>`
      select (select max(updated_at) from catalog.locations) as l,
             (select max(updated_at) from culinary.dishes) as d,
             (select max(updated_at) from culinary.restaurants) as r,
             (select max(updated_at) from culinary.menus) as m,
             (select max(updated_at) from culinary.menu_items) as i`.execute(db);
    return rows[0]!;
  };

  const count = async (t: keyof Tables) =>
    (await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const menuCount = PLACES_TO_EAT.flatMap((p) => p.menus).length;
  const itemCount = PLACES_TO_EAT.flatMap((p) => p.menus.flatMap((m) => m.dishSlugs)).length;

  it('holds every seeded row: places, dishes, the places to eat a source names, no review', async () => {
    expect(await count('catalog.locations')).toBe(LOCATIONS.length);
    expect(await count('culinary.dishes')).toBe(DISHES.length);
    expect(await count('culinary.restaurants')).toBe(PLACES_TO_EAT.length);
    expect(await count('culinary.menus')).toBe(menuCount);
    expect(await count('culinary.menu_items')).toBe(itemCount);
    expect(await count('culinary.dish_restaurants')).toBe(itemCount);
    expect(await count('culinary.reviews')).toBe(0);
  });

  it('stores each place to eat with its kind, its menus and the dishes they serve, no price invented', async () => {
    const places = await db.selectFrom('culinary.restaurants').select(['slug', 'kind', 'ratingSum', 'ratingCount']).orderBy('id').execute();
    expect(places).toEqual(PLACES_TO_EAT.map((p) => ({ slug: p.slug, kind: p.kind, ratingSum: 0, ratingCount: 0 })));
    const served = await db
      .selectFrom('culinary.menu_items as mi')
      .innerJoin('culinary.menus as m', 'm.id', 'mi.menuId')
      .innerJoin('culinary.restaurants as r', 'r.id', 'm.restaurantId')
      .innerJoin('culinary.dishes as d', 'd.id', 'mi.dishId')
      .select(['r.slug as place', 'm.name as menu', 'd.slug as dish', 'mi.price'])
      .orderBy('mi.id')
      .execute();
    expect(served).toEqual(
      PLACES_TO_EAT.flatMap((p) => p.menus.flatMap((m) => m.dishSlugs.map((dish) => ({ place: p.slug, menu: m.name, dish, price: null })))),
    );
    const links = await db
      .selectFrom('culinary.dish_restaurants as dr')
      .innerJoin('culinary.restaurants as r', 'r.id', 'dr.restaurantId')
      .innerJoin('culinary.dishes as d', 'd.id', 'dr.dishId')
      .select(['r.slug as place', 'd.slug as dish'])
      .orderBy('dr.id')
      .execute();
    expect(links).toEqual(served.map(({ place, dish }) => ({ place, dish })));
  });

  it('changes nothing when run again, twice', async () => {
    const before = await lastUpdate();
    for (let run = 0; run < 2; run++) {
      expect(await seed()).toEqual([
        `seed catalog.locations: ${LOCATIONS.length} rows (0 inserted, 0 updated, ${LOCATIONS.length} unchanged)`,
        `seed culinary.dishes: ${DISHES.length} rows (0 inserted, 0 updated, ${DISHES.length} unchanged)`,
        `seed culinary.restaurants: ${PLACES_TO_EAT.length} rows (0 inserted, 0 updated, ${PLACES_TO_EAT.length} unchanged)`,
        `seed culinary.menus: ${menuCount} rows (0 inserted, 0 updated, ${menuCount} unchanged)`,
        `seed culinary.menu_items: ${itemCount} rows (0 inserted, 0 updated, ${itemCount} unchanged)`,
        `seed culinary.dish_restaurants: ${itemCount} rows (0 inserted, 0 updated, ${itemCount} unchanged)`,
      ]);
    }
    expect(await lastUpdate()).toEqual(before);
  });

  it('stores the photos as a JSON array of credited photos, the cover first', async () => {
    const rows = await db.selectFrom('catalog.locations').select(['slug', 'photos']).execute();
    const stored = Object.fromEntries(rows.map((r) => [r.slug, r.photos]));
    expect(stored).toEqual(Object.fromEntries(LOCATIONS.map((l) => [l.slug, l.photos])));
    const { rows: types } = await sql<{ type: string; n: number }>`
      select jsonb_typeof(photos) as type, count(*)::int as n from catalog.locations group by 1`.execute(db);
    expect(types).toEqual([{ type: 'array', n: LOCATIONS.length }]);
  });

  it('refuses a photo without its credit', async () => {
    const uncredited = [
      [{ url: 'https://upload.wikimedia.org/x.jpg' }],
      [{ url: 'https://upload.wikimedia.org/x.jpg', author: ' ', licence: 'CC0', sourceUrl: 'https://commons.wikimedia.org/wiki/File:X.jpg' }],
      ['https://upload.wikimedia.org/x.jpg'],
      { url: 'https://upload.wikimedia.org/x.jpg' },
    ];
    for (const photos of uncredited) {
      await expect(
        db.updateTable('catalog.locations').set({ photos: JSON.stringify(photos) }).where('slug', '=', 'ho-ba-be').execute(),
        JSON.stringify(photos),
      ).rejects.toThrow(/locations_photos_credited/);
    }
  });

  it("stores dish 1's photo with its credit, and no photo for any other dish", async () => {
    const rows = await db
      .selectFrom('culinary.dishes')
      .select(['slug', 'photoUrl', 'photoAuthor', 'photoLicence', 'photoSourceUrl'])
      .where('photoUrl', 'is not', null)
      .execute();
    expect(rows).toEqual([
      { slug: 'che-tan-cuong', photoUrl: GREEN_TEA.url, photoAuthor: GREEN_TEA.author, photoLicence: GREEN_TEA.licence, photoSourceUrl: GREEN_TEA.sourceUrl },
    ]);
    // Nor any part of a credit on another dish.
    const { rows: anyPart } = await sql<{ slug: string }>`
      select slug from culinary.dishes where num_nonnulls(photo_url, photo_author, photo_licence, photo_source_url) > 0`.execute(db);
    expect(anyPart).toEqual([{ slug: 'che-tan-cuong' }]);
  });

  it('resolves every dish link to the right location', async () => {
    const rows = await db
      .selectFrom('culinary.dishes as d')
      .leftJoin('catalog.locations as l', 'l.id', 'd.locationId')
      .select(['d.slug as dish', 'l.slug as location'])
      .execute();
    const expected = Object.fromEntries(DISHES.map((d) => [d.slug, d.locationSlug]));
    expect(Object.fromEntries(rows.map((r) => [r.dish, r.location]))).toEqual(expected);
    expect(rows.filter((r) => r.location !== null).length).toBeGreaterThan(0);
  });

  it('repairs edited rows and restores deleted ones, relinking their dishes', async () => {
    await db.updateTable('catalog.locations').set({ name: 'edited' }).where('slug', '=', 'ho-nui-coc').execute();
    // Deleting Ba Bể Lake nulls its dishes' links (on delete set null).
    await db.deleteFrom('catalog.locations').where('slug', '=', 'ho-ba-be').execute();
    const linkedToLake = DISHES.filter((d) => d.locationSlug === 'ho-ba-be').length;

    const lines = await seed();
    expect(lines[0]).toBe(
      `seed catalog.locations: ${LOCATIONS.length} rows (1 inserted, 1 updated, ${LOCATIONS.length - 2} unchanged)`,
    );
    expect(lines[1]).toBe(
      `seed culinary.dishes: ${DISHES.length} rows (0 inserted, ${linkedToLake} updated, ${DISHES.length - linkedToLake} unchanged)`,
    );
    const nuiCoc = await db.selectFrom('catalog.locations').select('name').where('slug', '=', 'ho-nui-coc').executeTakeFirstOrThrow();
    expect(nuiCoc.name).toBe(LOCATIONS.find((l) => l.slug === 'ho-nui-coc')!.name);
    const lake = await db.selectFrom('catalog.locations').select('id').where('slug', '=', 'ho-ba-be').executeTakeFirstOrThrow();
    const relinked = await db.selectFrom('culinary.dishes').select('slug').where('locationId', '=', lake.id).execute();
    expect(relinked).toHaveLength(linkedToLake);
  });

  it('repairs an edited place to eat and restores a deleted menu with its dish links', async () => {
    await db.updateTable('culinary.restaurants').set({ kind: 'restaurant' }).where('slug', '=', 'homestay-ban-pac-ngoi').execute();
    // Deleting the menu takes its items with it (on delete cascade); the serving link is separate.
    const tea = await db.selectFrom('culinary.restaurants').select('id').where('slug', '=', 'htx-che-va-du-lich-cong-dong-tien-yen').executeTakeFirstOrThrow();
    await db.deleteFrom('culinary.menus').where('restaurantId', '=', tea.id).execute();
    await db.deleteFrom('culinary.dish_restaurants').where('restaurantId', '=', tea.id).execute();

    const lines = await seed();
    expect(lines.slice(2)).toEqual([
      `seed culinary.restaurants: ${PLACES_TO_EAT.length} rows (0 inserted, 1 updated, ${PLACES_TO_EAT.length - 1} unchanged)`,
      `seed culinary.menus: ${menuCount} rows (1 inserted, 0 updated, ${menuCount - 1} unchanged)`,
      `seed culinary.menu_items: ${itemCount} rows (1 inserted, 0 updated, ${itemCount - 1} unchanged)`,
      `seed culinary.dish_restaurants: ${itemCount} rows (1 inserted, 0 updated, ${itemCount - 1} unchanged)`,
    ]);
    const pacNgoi = await db.selectFrom('culinary.restaurants').select('kind').where('slug', '=', 'homestay-ban-pac-ngoi').executeTakeFirstOrThrow();
    expect(pacNgoi.kind).toBe('homestay_village');
    expect(await count('culinary.menu_items')).toBe(itemCount);
  });
});
