import { describe, expect, it } from 'vitest';
import { runTool, TOOLS } from '../src/openai/tools.ts';
import { COM_LAM, fixedData, INJECTED, NUI_COC } from './fixtures.ts';

/** The model's tools are the local mode's data functions, with the model's arguments checked. */
describe('tools', () => {
  const { data } = fixedData();

  it('declares strict JSON-schema parameters for each tool', () => {
    for (const tool of TOOLS) expect(tool.function.parameters).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('answers places with their facts in the language asked for', async () => {
    expect(await runTool(data, 'vi', 'find_places', '{"query":"nui coc"}')).toEqual({
      total: 1,
      places: [expect.objectContaining({ slug: NUI_COC.slug, name: 'Hồ Núi Cốc', openingHours: 'Hằng ngày, khoảng 7:30–17:30', ticketPrice: null, link: '/location/ho-nui-coc' })],
    });
  });

  it("answers this month's standings, only ranked places", async () => {
    expect(await runTool(data, 'en', 'get_rankings', '{"limit":5}')).toEqual({ month: 'current', standings: [expect.objectContaining({ slug: NUI_COC.slug, rank: 1 })] });
  });

  it('suggests by mood or category and never the place itself when asked what is near it', async () => {
    const spiritual = (await runTool(data, 'en', 'suggest_places', '{"category":"spiritual"}')) as { places: { slug: string }[] };
    expect(spiritual.places.map((p) => p.slug)).toEqual([INJECTED.slug]);
    const near = (await runTool(data, 'en', 'suggest_places', `{"near_slug":"${NUI_COC.slug}"}`)) as { places: { slug: string }[] };
    expect(near.places.map((p) => p.slug)).toEqual([INJECTED.slug]);
  });

  it('answers dishes with their price as listed (null: not listed) and where to try them', async () => {
    expect(await runTool(data, 'en', 'find_dishes', '{"query":"bamboo"}')).toEqual({
      dishes: [expect.objectContaining({ slug: COM_LAM.slug, price: null, whereToTry: [{ name: 'Pác Ngòi village homestays', kind: 'homestay_village', link: '/culinary/restaurant/homestay-ban-pac-ngoi' }] })],
    });
  });

  it('answers an error object for an unknown tool, bad JSON or arguments of the wrong type', async () => {
    expect(await runTool(data, 'en', 'drop_tables', '{}')).toEqual({ error: 'unknown tool drop_tables' });
    expect(await runTool(data, 'en', 'find_places', '{"query":')).toEqual({ error: 'arguments are not valid JSON' });
    // A category outside the list is ignored rather than trusted.
    expect(await runTool(data, 'en', 'find_places', '{"query":42,"category":"secret"}')).toMatchObject({ total: 2 });
  });

  it('says when a service cannot be read', async () => {
    const down = { places: async () => null, dishes: async () => null, restaurants: async () => null };
    expect(await runTool(down, 'en', 'get_rankings', '{}')).toEqual({ error: 'the places data cannot be read right now' });
    expect(await runTool(down, 'en', 'find_dishes', '{}')).toEqual({ error: 'the food data cannot be read right now' });
  });
});

describe('places to eat and stay', () => {
  it('finds them by kind and near a place', async () => {
    const { data, state } = fixedData();
    state.restaurants = [
      {
        id: 1,
        slug: 'homestay-ban-pac-ngoi',
        name: 'Pác Ngòi village homestays',
        nameVi: 'Homestay bản Pác Ngòi',
        kind: 'homestay_village',
        imageUrl: null,
        images: [],
        description: null,
        descriptionVi: null,
        address: 'Pác Ngòi, Ba Bể commune',
        addressVi: 'bản Pác Ngòi, xã Ba Bể',
        phone: null,
        website: null,
        openingHours: null,
        openingHoursVi: null,
        priceNote: 'A stay costs 50,000–70,000 VND a day',
        priceNoteVi: null,
        latitude: null,
        longitude: null,
        averageRating: null,
        ratingCount: 0,
        weightedRating: 3.5,
        createdAt: NUI_COC.createdAt,
        updatedAt: NUI_COC.updatedAt,
      },
    ];
    const homestays = (await runTool(data, 'vi', 'find_places_to_eat', '{"kind":"homestay_village"}')) as { placesToEat: { slug: string; priceNote: string }[] };
    // The Vietnamese price note is missing: the English one is quoted rather than nothing.
    expect(homestays.placesToEat).toEqual([expect.objectContaining({ slug: 'homestay-ban-pac-ngoi', priceNote: 'A stay costs 50,000–70,000 VND a day' })]);
    expect(await runTool(data, 'en', 'find_places_to_eat', `{"near_slug":"${NUI_COC.slug}"}`)).toEqual({ placesToEat: [], near: 'Núi Cốc Reservoir' });
  });
});
