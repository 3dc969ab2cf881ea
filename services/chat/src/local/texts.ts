import type { ChatLanguage } from '@tn/contracts/chat';

/**
 * Everything local mode says in its own words, in Vietnamese and English. Facts (hours, prices,
 * names, descriptions) never come from here: they are quoted from the services' data.
 */
// Numbers as the web app writes them in each language (1.016 / 1,016; 4,5 / 4.5).
const viNumber = (value: number) => value.toLocaleString('vi-VN');
const enNumber = (value: number) => value.toLocaleString('en-US');

const VI = {
  categories: { spiritual: 'Du lịch tâm linh', cultural_historical: 'Văn hóa – Lịch sử', ecotourism: 'Du lịch sinh thái' } as Record<string, string>,
  kinds: { homestay_village: 'Bản homestay', tea_cooperative: 'Hợp tác xã chè', food_street: 'Phố ẩm thực', restaurant: 'Nhà hàng' } as Record<string, string>,
  category: 'Loại hình',
  address: 'Địa chỉ',
  hours: 'Giờ mở cửa',
  ticket: 'Giá vé',
  tips: 'Lưu ý',
  price: 'Giá',
  priceNote: 'Giá tham khảo',
  region: 'Vùng',
  addressUnknown: 'chưa có địa chỉ trong dữ liệu của chúng tôi',
  hoursUnknown: 'chưa có thông tin trong dữ liệu của chúng tôi',
  ticketUnknown: 'chưa có thông tin trong dữ liệu của chúng tôi',
  tipsUnknown: 'chưa có lưu ý nào trong dữ liệu của chúng tôi',
  priceUnknown: 'chưa có thông tin giá',
  directions: 'Chỉ đường (Google Maps)',
  details: 'Xem chi tiết',
  /** An Elo score as the app writes it in this language: 1.016 / 1,016. */
  score: viNumber,
  rank: (rank: number, score: number, matches: number) =>
    `Hạng **#${rank}** tháng này (điểm Elo ${viNumber(score)}, ${matches} lượt so tài)`,
  unranked: 'Chưa xếp hạng tháng này (chưa có lượt bình chọn nào)',
  leaderIs: (leader: string) => `Dẫn đầu tháng này: ${leader}.`,
  standingsTitle: 'Bảng xếp hạng tháng này:',
  noStandings: 'Tháng này chưa có lượt bình chọn nào, nên chưa có bảng xếp hạng. Hãy bình chọn ở trang Bình chọn!',
  seeRankings: 'Xem toàn bộ bảng xếp hạng',
  whereToTry: 'Nơi thưởng thức',
  noWhereToTry: 'chưa có địa chỉ nào trong dữ liệu của chúng tôi',
  dishesTitle: 'Một số món đặc sản Thái Nguyên nên thử:',
  seeCulinary: 'Xem thêm ẩm thực',
  suggestTitle: 'Gợi ý cho bạn:',
  suggestFor: (what: string) => `Gợi ý ${what}:`,
  moods: { adventure: 'cho chuyến đi phiêu lưu', relaxation: 'để thư giãn', culture: 'để tìm hiểu văn hóa', nature: 'để gần gũi thiên nhiên', food: 'cho người mê ẩm thực' } as Record<string, string>,
  nearTitle: (place: string) => `Gần ${place}:`,
  nearEat: 'Nơi ăn uống gần đó',
  foodAround: (place: string) => `Đặc sản quanh ${place}:`,
  noFoodAround: (place: string) => `Chúng tôi chưa có món ăn nào gắn với ${place} trong dữ liệu.`,
  whichOne: 'Bạn hỏi về địa điểm nào? Có mấy nơi như vậy:',
  stayTitle: 'Nơi ăn, nghỉ trong dữ liệu của chúng tôi:',
  stayNear: (place: string) => `Nơi ăn, nghỉ gần ${place}:`,
  noStay: 'Chúng tôi chưa có nơi nào như vậy trong dữ liệu.',
  noStayNear: (place: string) => `Chúng tôi chưa có nơi ăn, nghỉ nào gần ${place} trong dữ liệu.`,
  thanks: 'Không có gì! Bạn cứ hỏi thêm về địa điểm, món ăn hay bảng xếp hạng nhé.',
  nothingNear: 'Chúng tôi chưa có địa điểm nào khác gần đó trong dữ liệu.',
  greeting:
    'Xin chào! Tôi là trợ lý du lịch Thái Nguyên. Bạn có thể hỏi về địa điểm (ở đâu, giờ mở cửa, giá vé), bảng xếp hạng tháng này, món ăn đặc sản và nơi thưởng thức, hoặc nhờ tôi gợi ý nơi nên đi.',
  unknown:
    'Xin lỗi, tôi chưa biết câu trả lời cho câu hỏi này. Tôi chỉ trả lời từ dữ liệu của ứng dụng: địa điểm (ở đâu, giờ mở cửa, giá vé, lưu ý), bảng xếp hạng tháng này, món ăn và nơi thưởng thức, và gợi ý theo loại hình hoặc sở thích.',
  whichPlace:
    'Tôi chưa nhận ra bạn hỏi về địa điểm nào. Hãy cho tôi biết tên địa điểm, ví dụ "Hồ Núi Cốc mở cửa lúc mấy giờ?".',
  notFound: 'Tôi không tìm thấy địa điểm hay món ăn nào như vậy trong dữ liệu của chúng tôi, nên không thể trả lời chắc chắn.',
  placesUnavailable: 'Hiện tôi không đọc được dữ liệu địa điểm. Bạn vui lòng thử lại sau ít phút.',
  foodUnavailable: 'Hiện tôi không đọc được dữ liệu ẩm thực. Bạn vui lòng thử lại sau ít phút.',
  rating: (average: number, count: number) => `${viNumber(average)}/5 (${count} đánh giá)`,
};

type Texts = typeof VI;

const EN: Texts = {
  categories: { spiritual: 'Spiritual Tourism', cultural_historical: 'Cultural & Historical', ecotourism: 'Ecotourism' },
  kinds: { homestay_village: 'Homestay village', tea_cooperative: 'Tea cooperative', food_street: 'Food street', restaurant: 'Restaurant' },
  category: 'Category',
  address: 'Address',
  hours: 'Opening hours',
  ticket: 'Tickets',
  tips: 'Tips',
  price: 'Price',
  priceNote: 'Prices',
  region: 'Area',
  addressUnknown: 'no address in our data yet',
  hoursUnknown: 'not in our data yet',
  ticketUnknown: 'not in our data yet',
  tipsUnknown: 'no tips in our data yet',
  priceUnknown: 'price not listed',
  directions: 'Directions (Google Maps)',
  details: 'See details',
  score: enNumber,
  rank: (rank, score, matches) => `Ranked **#${rank}** this month (Elo ${enNumber(score)}, ${matches} matchups)`,
  unranked: 'Not ranked this month (no votes on it yet)',
  leaderIs: (leader) => `This month's leader: ${leader}.`,
  standingsTitle: "This month's standings:",
  noStandings: 'Nobody has voted this month yet, so there are no standings. Cast a vote on the Voting page!',
  seeRankings: 'See the full rankings',
  whereToTry: 'Where to try it',
  noWhereToTry: 'no place in our data yet',
  dishesTitle: 'Some Thái Nguyên specialties worth trying:',
  seeCulinary: 'More about local food',
  suggestTitle: 'Some suggestions:',
  suggestFor: (what) => `Suggestions (${what}):`,
  moods: { adventure: 'for an adventure', relaxation: 'to relax', culture: 'for culture lovers', nature: 'for nature lovers', food: 'for food lovers' },
  nearTitle: (place) => `Near ${place}:`,
  nearEat: 'Places to eat nearby',
  foodAround: (place) => `Local specialties around ${place}:`,
  noFoodAround: (place) => `We have no dish tied to ${place} in our data yet.`,
  whichOne: 'Which place do you mean? There are several:',
  stayTitle: 'Places to eat and stay in our data:',
  stayNear: (place) => `Places to eat and stay near ${place}:`,
  noStay: 'We have no such place in our data yet.',
  noStayNear: (place) => `We have no place to eat or stay near ${place} in our data yet.`,
  thanks: "You're welcome! Ask me anything else about places, food or the rankings.",
  nothingNear: 'We have no other place near it in our data yet.',
  greeting:
    "Hello! I'm the Thái Nguyên travel assistant. Ask me about places (where, opening hours, tickets), this month's rankings, local dishes and where to try them, or for suggestions of where to go.",
  unknown:
    "Sorry, I don't know the answer to that. I answer only from this app's data: places (where, opening hours, tickets, tips), this month's rankings, dishes and where to try them, and suggestions by category or mood.",
  whichPlace: 'I could not tell which place you mean. Please name it, for example "When does Núi Cốc Reservoir open?".',
  notFound: "I could not find such a place or dish in our data, so I can't answer that reliably.",
  placesUnavailable: "I can't read the places data right now. Please try again in a few minutes.",
  foodUnavailable: "I can't read the food data right now. Please try again in a few minutes.",
  rating: (average, count) => `${enNumber(average)}/5 (${count} reviews)`,
};

export const textsFor = (language: ChatLanguage): Texts => (language === 'vi' ? VI : EN);
