import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply } from '@tn/contracts/chat';
import type { Location } from '@tn/contracts/locations';
import type { Matchup } from '@tn/contracts/votes';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '@tn/kit/testing';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { freePort } from '../stack/processes.ts';
import { startStack, type ServiceName, type Stack } from '../stack/start.ts';

/**
 * The travel assistant in local mode against the real seeded data, read through the real
 * catalog and culinary services (and voting and the ranking projector, for a rank that moves),
 * all behind the gateway as `pnpm start` runs them. Each expected fact is quoted from the seed.
 */

const ONLY: ServiceName[] = ['catalog', 'voting', 'ranking', 'culinary', 'chat'];
let db: TestDatabase;
let stack: Stack;
const log: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const servicePorts: Partial<Record<ServiceName, number>> = {};
  for (const name of ONLY) servicePorts[name] = await freePort();
  // The queue names are fixed in the services: a Redis database of its own keeps this stack's
  // projector away from any other stack's votes.
  const redis = new URL(testRedisUrl());
  redis.pathname = `/${1 + ((process.pid + 7) % 15)}`;
  try {
    stack = await startStack({
      only: ONLY,
      databaseUrl: db.url,
      redisUrl: redis.toString(),
      port: await freePort(),
      servicePorts,
      // The test run's own emulator (FIREBASE_AUTH_EMULATOR_HOST, inherited by the services).
      authEmulator: false,
      buildWeb: false,
      logLevel: 'warn',
      sink: (line) => log.push(line),
      env: { CHAT_DATA_CACHE_MS: '500', CHAT_RATE_LIMIT_MAX: '1000' },
    });
  } catch (err) {
    throw new Error(`the stack did not start:\n${log.join('\n')}`, { cause: err });
  }
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await db?.drop();
});

async function ask(message: string, language: 'vi' | 'en', history?: { role: 'user' | 'assistant'; content: string }[]) {
  const res = await fetch(`${stack.url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, language, ...(history ? { history } : {}) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const reply = (await res.json()) as ChatReply;
  expect(reply.provider).toEqual({ mode: 'local', model: null });
  return reply.message;
}

/** A clock time such as 7:30 or 17:00: what an answer must never state for a place without hours. */
const CLOCK_TIME = /\b\d{1,2}[:h]\d{2}\b/;

// [question, language, what the answer must contain (quoted from the seed), what it must not]
const TABLE: [string, 'vi' | 'en', (string | RegExp)[], (string | RegExp)[]?][] = [
  // Opening hours, with and without diacritics, in both languages.
  ['Hồ Núi Cốc mở cửa lúc mấy giờ?', 'vi', ['Hằng ngày, khoảng 7:30–17:30', '](/location/ho-nui-coc)']],
  ['ho nui coc mo cua may gio', 'vi', ['Hằng ngày, khoảng 7:30–17:30', '[Hồ Núi Cốc](/location/ho-nui-coc)']],
  ['What are the opening hours of Nui Coc lake?', 'en', ['Daily, about 7:30–17:30', '[Núi Cốc Reservoir](/location/ho-nui-coc)']],
  ['giờ mở cửa bảo tàng văn hóa các dân tộc việt nam', 'vi', ['8:00–17:00 hằng ngày']],
  // Tickets.
  ['Giá vé Bảo tàng Văn hóa các dân tộc Việt Nam bao nhiêu?', 'vi', ['20.000 đồng', '/location/bao-tang-van-hoa-cac-dan-toc-viet-nam']],
  ['gia ve bao tang van hoa cac dan toc viet nam', 'vi', ['20.000 đồng']],
  ["How much is a ticket to the Museum of Cultures of Vietnam's Ethnic Groups?", 'en', ['20,000 VND']],
  ['vé vào Hang Phượng Hoàng bao nhiêu tiền?', 'vi', ['Người lớn 50.000 đồng; trẻ em 20.000 đồng']],
  ['how much does phuong hoang cave cost', 'en', ['Adults 50,000 VND; children 20,000 VND']],
  // Where, with the route link; tips.
  ['Đền Đuổm ở đâu?', 'vi', ['xóm Đuổm, xã Động Đạt', 'https://www.google.com/maps/dir/?api=1&destination=', '[Đền Đuổm](/location/den-duom)']],
  ['where is duom temple', 'en', ['Động Đạt commune', 'https://www.google.com/maps/dir/']],
  ['lưu ý khi đi chùa hang', 'vi', ['ngày 20 tháng Giêng âm lịch', '/location/chua-hang)']],
  // What the data does not hold is said to be unknown, never made up.
  ['Đồi chè Tân Cương mở cửa mấy giờ?', 'vi', ['Giờ mở cửa: chưa có thông tin', '/location/doi-che-tan-cuong'], [CLOCK_TIME]],
  ['When does Tan Cuong tea hills open?', 'en', ['Opening hours: not in our data yet'], [CLOCK_TIME]],
  ['Chùa Một Cột mở cửa mấy giờ?', 'vi', ['không tìm thấy'], [CLOCK_TIME, '/location/']],
  ['What time does the Eiffel Tower open?', 'en', ['could not find'], [CLOCK_TIME, '/location/']],
  ['thời tiết ngày mai thế nào?', 'vi', ['chưa biết câu trả lời'], ['/location/']],
  // Dishes and where to try them.
  ['Ăn gì ở Thái Nguyên?', 'vi', ['](/culinary/dish/', '[Xem thêm ẩm thực](/culinary)']],
  ['nen an gi', 'vi', ['](/culinary/dish/']],
  ['What local food should I try?', 'en', ['](/culinary/dish/']],
  ['ăn cá nướng Ba Bể ở đâu?', 'vi', ['[Cá nướng Ba Bể](/culinary/dish/ca-nuong-ba-be)', '[Homestay bản Pác Ngòi](/culinary/restaurant/homestay-ban-pac-ngoi)']],
  ['where can I try com lam', 'en', ['[Định Hóa bamboo-tube rice](/culinary/dish/com-lam-dinh-hoa)', 'Price: price not listed']],
  // The tea (a dish) by its area and last word, not the tea hills' tickets.
  ['How much is Tân Cương tea?', 'en', ['[Tân Cương green tea](/culinary/dish/che-tan-cuong)', 'Price: price not listed'], ['/location/doi-che-tan-cuong', 'Tickets']],
  // Suggestions by category and mood.
  ['gợi ý vài địa điểm tâm linh', 'vi', ['Du lịch tâm linh', '/location/'], ['Du lịch sinh thái', 'Văn hóa – Lịch sử']],
  ['suggest somewhere for an adventure', 'en', ['(Ecotourism)', '/location/'], ['(Spiritual Tourism)']],
  ['places near Ba Be lake', 'en', ['Near **[Ba Bể Lake](/location/ho-ba-be)**', '/location/']],
  ['gan ho ba be co gi choi', 'vi', ['Gần **[Hồ Ba Bể](/location/ho-ba-be)**']],
  ['what to eat near Ba Be lake', 'en', ['Local specialties around **[Ba Bể Lake](/location/ho-ba-be)**', '[Ba Bể sour shrimp](/culinary/dish/tom-chua-ba-be)']],
  // A kind of place: the one there is, the choice between several, or the best of them.
  ['museum opening hours', 'en', ['[Museum of Cultures of Vietnam\'s Ethnic Groups](/location/bao-tang-van-hoa-cac-dan-toc-viet-nam)', '8:00–17:00 daily']],
  ['waterfall ticket price', 'en', ['Which place do you mean?', '[Khuôn Tát Waterfall](/location/thac-khuon-tat)'], [CLOCK_TIME, /VND/]],
  ['thác nào đẹp nhất?', 'vi', ['[Thác Khuôn Tát](/location/thac-khuon-tat)'], ['/location/ho-nui-coc']],
  // What a place is, by name alone.
  ['Kể về Hồ Ba Bể', 'vi', ['[Hồ Ba Bể](/location/ho-ba-be)', 'Loại hình: Du lịch sinh thái', 'Chỉ đường (Google Maps)']],
  // "gia" and "ve" typed without diacritics are everyday words ("gia đình", "quốc gia", "về"),
  // not a price: the whole overview, not a lone ticket line.
  ['Hồ Núi Cốc có phù hợp cho gia đình không?', 'vi', ['[Hồ Núi Cốc](/location/ho-nui-coc)', 'Loại hình: Du lịch sinh thái', 'Hằng ngày, khoảng 7:30–17:30', 'Hồ nhân tạo trên dòng sông Công']],
  ['ke ve ho ba be', 'vi', ['[Hồ Ba Bể](/location/ho-ba-be)', 'Hồ tự nhiên lớn nhất Việt Nam', 'Loại hình: Du lịch sinh thái', 'Chỉ đường (Google Maps)']],
  ['cho toi biet ve chua hang', 'vi', ['[Chùa Hang (Kim Sơn tự)](/location/chua-hang)', 'bài thơ khắc từ năm 1497', 'Loại hình: Du lịch tâm linh']],
  ['Có vườn quốc gia nào đẹp?', 'vi', ['[Vườn quốc gia Ba Bể](/location/vuon-quoc-gia-ba-be)'], ['không tìm thấy', 'Giá vé']],
  ['Which national park is worth visiting?', 'en', ['[Ba Bể National Park](/location/vuon-quoc-gia-ba-be)']],
  // A price asked without diacritics still is one.
  ['ve vao cua hang phuong hoang', 'vi', ['Người lớn 50.000 đồng; trẻ em 20.000 đồng'], ['Giờ mở cửa']],
  ['xin chào', 'vi', ['Xin chào! Tôi là trợ lý du lịch Thái Nguyên']],
  ['thanks!', 'en', ["You're welcome!"]],
  ['Tell me about Thai Nguyen', 'en', ['Some suggestions:', '/location/']],
  // Festivals are in a place's tips.
  ['Is there a festival at Đền Đuổm?', 'en', ['it falls on the 6th day of the first lunar month']],
  // Places to stay and to eat, with their prices as sourced.
  ['homestay nào rẻ?', 'vi', ['[Homestay bản Pác Ngòi](/culinary/restaurant/homestay-ban-pac-ngoi)', 'Lưu trú 50.000–70.000 đồng một ngày']],
  ['where to stay near Ba Be', 'en', ['Places to eat and stay near **[Ba Bể Lake](/location/ho-ba-be)**', '[Pác Ngòi village homestays](/culinary/restaurant/homestay-ban-pac-ngoi)']],
];

describe('local mode on the seeded data, through the services', () => {
  it.each(TABLE)('%s (%s)', async (question, language, mustContain, mustNotContain = []) => {
    const answer = await ask(question, language);
    for (const fact of mustContain) expect(answer).toMatch(typeof fact === 'string' ? new RegExp(escapeRegExp(fact)) : fact);
    for (const wrong of mustNotContain) expect(answer).not.toMatch(typeof wrong === 'string' ? new RegExp(escapeRegExp(wrong)) : wrong);
  });

  it('follows the conversation: "and the ticket?" after a question about a place', async () => {
    const answer = await ask('vé bao nhiêu?', 'vi', [
      { role: 'user', content: 'Bảo tàng Văn hóa các dân tộc Việt Nam mở cửa mấy giờ?' },
      { role: 'assistant', content: '8:00–17:00 hằng ngày' },
    ]);
    expect(answer).toContain('20.000 đồng');
  });
});

describe('through the gateway', () => {
  it('streams as server-sent events when asked', async () => {
    const res = await fetch(`${stack.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ message: 'When does Núi Cốc Reservoir open?', language: 'en' }),
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = await res.text();
    expect(body).toMatch(/^event: done\ndata: \{"message":".*Daily, about 7:30–17:30.*","provider":\{"mode":"local","model":null\}\}\n\n$/m);
  });
});

describe('live data: the next answer shows a change without a restart', () => {
  it("a vote moves a place's rank and this month's leader", async () => {
    const user = await createEmulatorUser({ provider: 'google.com' });
    const auth = { authorization: `Bearer ${user.idToken}` };
    const matchup = (await (await fetch(`${stack.url}/api/matchup`, { headers: auth })).json()) as Matchup;
    const winner = await placeBySlug(matchup.left.slug);
    expect(winner.rank).toBeNull();
    const question = `${winner.nameVi ?? winner.name} xếp hạng mấy?`;
    expect(await ask(question, 'vi')).toContain('Chưa xếp hạng tháng này');
    expect(await ask('Which place leads this month?', 'en')).toContain('Nobody has voted this month yet');

    const vote = await fetch(`${stack.url}/api/vote`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ winningLocationId: matchup.left.id, losingLocationId: matchup.right.id, matchupToken: matchup.matchupToken }),
    });
    expect(vote.status, await vote.clone().text()).toBe(200);

    // The projector applies the vote, the assistant's short cache expires: within seconds.
    await expect.poll(() => ask(question, 'vi'), { timeout: 15_000, interval: 200 }).toContain('Hạng **#1** tháng này');
    const leader = await ask('Which place leads this month?', 'en');
    expect(leader).toContain(`#1 **[${winner.name}](/location/${winner.slug})**`);
    expect(leader).toContain('#2');
  });

  it('a new dish', async () => {
    const question = 'Where can I try Test-kitchen rice cake?';
    expect(await ask(question, 'en')).not.toContain('/culinary/dish/test-kitchen-rice-cake');
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      await admin.query(
        "insert into culinary.dishes (slug, name, name_vi, description) values ('test-kitchen-rice-cake', 'Test-kitchen rice cake', 'Bánh gạo thử nghiệm', 'A dish made up by this test.')",
      );
    } finally {
      await admin.end();
    }
    await expect.poll(() => ask(question, 'en'), { timeout: 10_000, interval: 200 }).toContain('[Test-kitchen rice cake](/culinary/dish/test-kitchen-rice-cake)');
    expect(await ask('bánh gạo thử nghiệm ăn ở đâu?', 'vi')).toContain('Nơi thưởng thức: chưa có địa chỉ nào');
  });
});

async function placeBySlug(slug: string): Promise<Location> {
  const res = await fetch(`${stack.url}/api/locations/slug/${slug}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Location;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
