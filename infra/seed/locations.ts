/**
 * The 31 places of docs/content-sources.md (Places), in its order. Every sentence here restates a
 * fact from that page; nothing is added from memory. Fields the sheet has no source for stay null
 * (hours, tickets, history, tips) or empty (photos, video).
 *
 * Addresses use the 2025 two-tier units (NQ 1683/NQ-UBTVQH15). Where the sheet marks the 2025
 * unit "unverified" the pre-2025 address is kept, with its abolished district or city marked
 * "former"; the Ba Bể units come from the April 2025 draft and must be checked when the final
 * list is at hand.
 *
 * Coordinates: only Ba Bể National Park and Thác Nà Noọc are sourced. Every other point is an
 * approximate commune or ward centre (the pre-2025 unit, smaller than the 2025 one and so closer
 * to the place); places that share a centre are spread a few hundred metres apart so their map
 * markers stay separate. None of these is a surveyed position.
 */

import type { Photo } from '@tn/contracts/common';
import { commonsPhoto } from './commons-photo.ts';

export type LocationCategory = 'spiritual' | 'cultural_historical' | 'ecotourism';

export interface SeedLocation {
  slug: string;
  name: string;
  nameVi: string;
  description: string;
  descriptionVi: string;
  /** Credited photos, the cover first; empty where no photo with a known author and licence exists. */
  photos: Photo[];
  videoUrl: string;
  address: string;
  addressVi: string;
  openingHours: string | null;
  openingHoursVi: string | null;
  ticketPrice: string | null;
  ticketPriceVi: string | null;
  history: string | null;
  historyVi: string | null;
  tips: string | null;
  tipsVi: string | null;
  category: LocationCategory;
  /** The former (pre-2025) district or city, as visitors still name it. */
  region: string;
  latitude: number;
  longitude: number;
}

/**
 * The only Commons file of a place whose author and licence are known (content-sources, Photos).
 * Ba Bể Lake's "Babenp 2007 01 3.jpg" is not among them: its licence was never seen, so it is not
 * used. The other credited file, "Trà xanh Thái Nguyên đầu năm, ng1th1n2022 (chung trà) (3).jpg"
 * (Phương Huy, CC0), shows the dish Chè Tân Cương, not a place: the dish carries it (dishes.ts).
 */
export const TEA_HILL_PHOTO = commonsPhoto('Tea hill in Thai Nguyen.jpg', 'Bacthai20', 'CC0');

interface Point {
  latitude: number;
  longitude: number;
}

/** Approximate centres of pre-2025 communes and wards; see the note at the top. */
const CENTRE = {
  // TP Thái Nguyên wards (all now in phường Phan Đình Phùng, except Chùa Hang and Đồng Bẩm).
  trungVuong: { latitude: 21.595, longitude: 105.846 },
  hoangVanThu: { latitude: 21.6, longitude: 105.838 },
  phanDinhPhungOld: { latitude: 21.586, longitude: 105.84 },
  giaSang: { latitude: 21.576, longitude: 105.856 },
  dongBam: { latitude: 21.612, longitude: 105.862 },
  chuaHang: { latitude: 21.628, longitude: 105.83 },
  phucTriu: { latitude: 21.6, longitude: 105.735 },
  tanCuong: { latitude: 21.56, longitude: 105.775 },
  // Phú Lương, Đại Từ, Định Hóa, Võ Nhai, Đồng Hỷ, Phổ Yên.
  dongDat: { latitude: 21.775, longitude: 105.715 },
  quanChu: { latitude: 21.545, longitude: 105.61 },
  kyPhu: { latitude: 21.565, longitude: 105.665 },
  choChu: { latitude: 21.905, longitude: 105.643 },
  phuDinh: { latitude: 21.865, longitude: 105.605 },
  diemMac: { latitude: 21.885, longitude: 105.625 },
  thanSa: { latitude: 21.845, longitude: 105.99 },
  phuThuong: { latitude: 21.735, longitude: 106.015 },
  vanLang: { latitude: 21.815, longitude: 105.885 },
  thanhCong: { latitude: 21.43, longitude: 105.76 },
  // Former Bắc Kạn province.
  namMau: { latitude: 22.415, longitude: 105.62 },
  caoThuong: { latitude: 22.445, longitude: 105.64 },
  quangKhe: { latitude: 22.37, longitude: 105.665 },
} satisfies Record<string, Point>;

/**
 * A commune centre, moved about 330 m per step (east, north, west, south, then further out) so
 * that places sharing one centre do not hide each other's markers. Step 0 is the centre itself.
 */
function approx(centre: Point, step = 0): Point {
  if (step === 0) return { ...centre };
  const ring = Math.ceil(step / 4);
  const angle = ((step - 1) % 4) * (Math.PI / 2);
  const d = 0.003 * ring;
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    latitude: round(centre.latitude + d * Math.sin(angle)),
    longitude: round(centre.longitude + d * Math.cos(angle)),
  };
}

type PlaceInput = Pick<
  SeedLocation,
  'slug' | 'name' | 'nameVi' | 'description' | 'descriptionVi' | 'address' | 'addressVi' | 'category' | 'region'
> &
  Partial<Omit<SeedLocation, 'latitude' | 'longitude'>> & { at: Point };

function place({ at, ...p }: PlaceInput): SeedLocation {
  return {
    photos: [],
    videoUrl: '',
    openingHours: null,
    openingHoursVi: null,
    ticketPrice: null,
    ticketPriceVi: null,
    history: null,
    historyVi: null,
    tips: null,
    tipsVi: null,
    ...p,
    latitude: at.latitude,
    longitude: at.longitude,
  };
}

export const LOCATIONS: SeedLocation[] = [
  // 1
  place({
    slug: 'ho-nui-coc',
    name: 'Núi Cốc Reservoir',
    nameVi: 'Hồ Núi Cốc',
    category: 'ecotourism',
    description:
      'An artificial lake on the Công River, about 25 km² in area and dotted with 89 islets. Its name is tied to the legend of Công and Cốc.',
    descriptionVi:
      'Hồ nhân tạo trên dòng sông Công, rộng khoảng 25 km² với 89 hòn đảo lớn nhỏ. Tên hồ gắn với truyền thuyết về nàng Công và chàng Cốc.',
    history: 'The lake was built between 1973 and 1982 by damming the Công River.',
    historyVi: 'Hồ được xây dựng từ năm 1973 đến năm 1982, bằng con đập chắn dòng sông Công.',
    openingHours: 'Daily, about 7:30–17:30 (some sources say until 17:00)',
    openingHoursVi: 'Hằng ngày, khoảng 7:30–17:30 (có nguồn ghi đến 17:00)',
    tips: 'The lake area closes at about 17:30, or 17:00 by some accounts, so arrive well before late afternoon.',
    tipsVi: 'Khu du lịch đóng cửa khoảng 17:30, có nguồn ghi 17:00, vì vậy nên đến trước buổi chiều muộn.',
    address: 'Đại Phúc commune, Thái Nguyên province',
    addressVi: 'xã Đại Phúc, tỉnh Thái Nguyên',
    // The dam is in former xã Phúc Trìu (TP Thái Nguyên); the lake reaches into Tân Thái (Đại Từ).
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.phucTriu), // approximate: commune centre (Phúc Trìu, by the dam)
  }),
  // 2
  place({
    slug: 'doi-che-tan-cuong',
    name: 'Tân Cương tea hills',
    nameVi: 'Đồi chè Tân Cương',
    category: 'ecotourism',
    description:
      'Tea hills about 10 km south-west of Thái Nguyên city, at the core of a six-commune tea area of more than 1,300 ha. Tân Cương tea is protected by a geographical indication.',
    descriptionVi:
      'Những đồi chè cách trung tâm thành phố Thái Nguyên khoảng 10 km về phía tây nam, là vùng lõi của khu chè sáu xã rộng hơn 1.300 ha. Chè Tân Cương được bảo hộ chỉ dẫn địa lý.',
    tips: 'The tea festival is held on the 12th day of the first lunar month.',
    tipsVi: 'Lễ hội chè được tổ chức vào ngày 12 tháng Giêng âm lịch.',
    photos: [TEA_HILL_PHOTO],
    address: 'Tân Cương commune, Thái Nguyên province',
    addressVi: 'xã Tân Cương, tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.tanCuong), // approximate: commune centre
  }),
  // 3
  place({
    slug: 'den-duom',
    name: 'Đuổm Temple',
    nameVi: 'Đền Đuổm',
    category: 'spiritual',
    // The sourced facts are few, so each is told once: who is honoured (About), since when it is
    // a national relic (History), when it opens and its festival (Tips).
    description: 'A temple honouring Dương Tự Minh, a Tày chief who married two princesses of the Lý dynasty.',
    descriptionVi: 'Đền thờ Dương Tự Minh, vị thủ lĩnh người Tày lấy hai công chúa nhà Lý.',
    history: 'The temple was recognised as a national relic in 1993.',
    historyVi: 'Năm 1993, đền được công nhận là di tích quốc gia.',
    openingHours: 'Open daily',
    openingHoursVi: 'Mở cửa hằng ngày',
    tips: 'Come for its festival: it falls on the 6th day of the first lunar month.',
    tipsVi: 'Hãy đến dịp lễ hội đền, diễn ra vào mùng 6 tháng Giêng âm lịch.',
    // 2025 unit unverified: pre-2025 address.
    address: 'Đuổm hamlet, Động Đạt commune, former Phú Lương district, Thái Nguyên province',
    addressVi: 'xóm Đuổm, xã Động Đạt, huyện Phú Lương (cũ), tỉnh Thái Nguyên',
    region: 'Phú Lương',
    at: approx(CENTRE.dongDat), // approximate: commune centre
  }),
  // 4
  place({
    slug: 'chua-hang',
    name: 'Hang Pagoda (Kim Sơn Pagoda)',
    nameVi: 'Chùa Hang (Kim Sơn tự)',
    category: 'spiritual',
    // The cliff poems (1497–1853) stay in About, dates and all: they are what a visitor sees there
    // today. History keeps the older tradition.
    description:
      'A cave pagoda set among three limestone peaks beside the Cầu River. Poems carved into its cliffs date from 1497 to 1853.',
    descriptionVi:
      'Ngôi chùa trong hang động giữa ba ngọn núi đá vôi bên dòng sông Cầu. Trên vách đá còn những bài thơ khắc từ năm 1497 đến năm 1853.',
    history: 'Tradition dates the pagoda to the Lý dynasty.',
    historyVi: 'Tương truyền chùa có từ thời Lý.',
    tips: 'The pagoda festival falls on the 20th day of the first lunar month.',
    tipsVi: 'Lễ hội chùa Hang diễn ra vào ngày 20 tháng Giêng âm lịch.',
    // 2025 unit unverified: pre-2025 address (the ward belonged to Đồng Hỷ before joining the city).
    address: 'Chùa Hang ward, former Thái Nguyên city, Thái Nguyên province',
    addressVi: 'phường Chùa Hang, TP Thái Nguyên (cũ), tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.chuaHang), // approximate: ward centre
  }),
  // 5
  place({
    slug: 'chua-phu-lien',
    name: 'Phù Liễn Pagoda',
    nameVi: 'Chùa Phù Liễn',
    category: 'spiritual',
    // What the pagoda is today (the seat of the provincial Buddhist organisation, since 2007) is
    // its introduction; History keeps the events before it.
    description:
      'A pagoda, also written "Phủ Liễn", that has been the seat of the provincial Buddhist organisation since 2007.',
    descriptionVi: 'Ngôi chùa, còn được viết là "Phủ Liễn", là trụ sở của Giáo hội Phật giáo tỉnh từ năm 2007.',
    history:
      'The pagoda sheltered rebels in 1884. In 1896 it was moved to its present site, where it sheltered rebels again in 1917 and served as a polling station in the 1946 election.',
    historyVi:
      'Năm 1884, chùa từng che giấu nghĩa quân. Năm 1896, chùa được dời về vị trí hiện nay; tại đây, chùa lại che giấu nghĩa quân vào năm 1917 và là nơi đặt hòm phiếu trong cuộc bầu cử năm 1946.',
    address: 'Phan Đình Phùng ward, Thái Nguyên province',
    addressVi: 'phường Phan Đình Phùng, tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.hoangVanThu), // approximate: ward centre (former phường Hoàng Văn Thụ)
  }),
  // 6
  place({
    slug: 'den-xuong-rong',
    name: 'Xương Rồng Temple',
    nameVi: 'Đền Xương Rồng',
    category: 'spiritual',
    description:
      'A temple that worships the Mother Goddess Liễu Hạnh, Trần Hưng Đạo and "Cô Bé Xương Rồng". An old bodhi tree stands in its grounds.',
    descriptionVi:
      'Đền thờ Mẫu Liễu Hạnh, Đức Thánh Trần Hưng Đạo và Cô Bé Xương Rồng. Trong khuôn viên đền có một cây bồ đề cổ thụ.',
    tips: 'The temple festival is held on 20/8.',
    tipsVi: 'Lễ hội đền diễn ra vào ngày 20/8.',
    address: 'Phan Đình Phùng ward, Thái Nguyên province',
    addressVi: 'phường Phan Đình Phùng, tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.phanDinhPhungOld), // approximate: ward centre (pre-2025 phường Phan Đình Phùng)
  }),
  // 7
  place({
    slug: 'den-tuc-duyen',
    name: 'Túc Duyên Temple',
    nameVi: 'Đền Túc Duyên',
    category: 'spiritual',
    description: 'A temple that worships Princess Thiều Dung. It stands within a national relic site.',
    descriptionVi: 'Đền thờ công chúa Thiều Dung. Đền nằm trong một khu di tích quốc gia.',
    history:
      'At Christmas 1972, 60 youth volunteers of Company 915 were killed here; the relic site around the temple honours them.',
    historyVi:
      'Dịp Giáng sinh năm 1972, 60 thanh niên xung phong Đại đội 915 đã hy sinh tại đây; khu di tích quanh đền là nơi tưởng niệm họ.',
    address: 'Phan Đình Phùng ward, Thái Nguyên province',
    addressVi: 'phường Phan Đình Phùng, tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.giaSang), // approximate: ward centre (former phường Gia Sàng)
  }),
  // 8
  place({
    slug: 'den-kim-son',
    name: 'Kim Sơn Temple (Gốc Sấu)',
    nameVi: 'Đền Kim Sơn (Gốc Sấu)',
    category: 'spiritual',
    description: 'A Mother Goddess temple on the bank of the Cầu River, also known as Gốc Sấu Temple.',
    descriptionVi: 'Ngôi đền thờ Mẫu bên bờ sông Cầu, còn được gọi là đền Gốc Sấu.',
    history: 'Founded in the late 19th century, the temple was rebuilt in 1994.',
    historyVi: 'Đền có từ cuối thế kỷ XIX và được xây dựng lại vào năm 1994.',
    // 2025 unit unverified: pre-2025 address.
    address: 'Group 2, Ao Voi, Đồng Bẩm ward, former Thái Nguyên city, Thái Nguyên province',
    addressVi: 'tổ 2 Ao Voi, phường Đồng Bẩm, TP Thái Nguyên (cũ), tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.dongBam), // approximate: ward centre
  }),
  // 9
  place({
    slug: 'chua-thien-tay-truc',
    name: 'Thiên Tây Trúc Pagoda',
    nameVi: 'Chùa Thiên Tây Trúc',
    category: 'spiritual',
    // Its Mạc-period origin is the one fact that says what the pagoda is, so it stays in About;
    // History keeps the later events.
    description: 'A pagoda whose origins go back to the Mạc period.',
    descriptionVi: 'Ngôi chùa có nguồn gốc từ thời Mạc.',
    history:
      'The Phạm Hồng Thái resistance unit was founded at the pagoda. In 2014 the Trúc Lâm Tây Trúc Zen monastery was approved.',
    historyVi:
      'Đơn vị kháng chiến Phạm Hồng Thái được thành lập tại chùa. Năm 2014, Thiền viện Trúc Lâm Tây Trúc được phê duyệt.',
    // 2025 unit unverified: pre-2025 address.
    address: 'Hòa Bình hamlet, Quân Chu commune, former Đại Từ district, Thái Nguyên province',
    addressVi: 'xóm Hòa Bình, xã Quân Chu, huyện Đại Từ (cũ), tỉnh Thái Nguyên',
    region: 'Đại Từ',
    at: approx(CENTRE.quanChu), // approximate: commune centre
  }),
  // 10
  place({
    slug: 'chua-hang-dinh-hoa',
    name: 'Hang Pagoda, Định Hóa',
    nameVi: 'Chùa Hang Định Hóa',
    category: 'spiritual',
    description: 'A pagoda inside a natural cave above the Chu River, where a stone stele and a bell are kept.',
    descriptionVi:
      'Ngôi chùa nằm trong một hang động tự nhiên phía trên dòng sông Chu, nơi còn lưu giữ một tấm bia đá và một quả chuông.',
    history: 'The stele and the bell date from the Nguyễn dynasty.',
    historyVi: 'Bia đá và chuông đều có từ thời Nguyễn.',
    address: 'Đồng Chùa hamlet, Định Hóa commune, Thái Nguyên province',
    addressVi: 'xóm Đồng Chùa, xã Định Hóa, tỉnh Thái Nguyên',
    region: 'Định Hóa',
    at: approx(CENTRE.choChu), // approximate: town centre (former thị trấn Chợ Chu)
  }),
  // 11
  place({
    slug: 'den-an-ma',
    name: 'An Mã Temple',
    nameVi: 'Đền An Mã',
    category: 'spiritual',
    description:
      'An old temple, since restored, on an island in Ba Bể Lake. Widow\'s Island lies nearby.',
    descriptionVi: 'Ngôi đền cổ trên một hòn đảo giữa hồ Ba Bể, đã được trùng tu. Gần đó là đảo Bà Góa.',
    tips: 'Go by boat across Ba Bể Lake.',
    tipsVi: 'Du khách đến đền bằng thuyền trên hồ Ba Bể.',
    // Ba Bể unit from the April 2025 draft: verify against the final list.
    address: 'Ba Bể commune, Thái Nguyên province',
    addressVi: 'xã Ba Bể, tỉnh Thái Nguyên',
    region: 'Ba Bể',
    at: approx(CENTRE.namMau, 1), // approximate: commune centre (Nam Mẫu), spread
  }),
  // 12
  place({
    slug: 'atk-dinh-hoa',
    name: 'ATK Định Hóa Special National Relic (Tỉn Keo)',
    nameVi: 'Khu di tích quốc gia đặc biệt ATK Định Hóa (Tỉn Keo)',
    category: 'cultural_historical',
    description: 'The resistance base in the safe zone (ATK, An toàn khu) at Tỉn Keo, now a special national relic.',
    descriptionVi: 'Căn cứ kháng chiến trong An toàn khu (ATK) ở Tỉn Keo, nay là khu di tích quốc gia đặc biệt.',
    history:
      'The base was in use from 1947 to 1954. On 6 December 1953 the decision to launch the Điện Biên Phủ campaign was taken here. The exhibition house dates from 1997.',
    historyVi:
      'Căn cứ được sử dụng từ năm 1947 đến năm 1954. Ngày 6/12/1953, quyết định mở chiến dịch Điện Biên Phủ được đưa ra tại đây. Nhà trưng bày có từ năm 1997.',
    address: 'Tỉn Keo hamlet, Phú Đình commune, Thái Nguyên province',
    addressVi: 'xóm Tỉn Keo, xã Phú Đình, tỉnh Thái Nguyên',
    region: 'Định Hóa',
    at: approx(CENTRE.phuDinh), // approximate: commune centre
  }),
  // 13
  place({
    slug: 'di-tich-khau-ty',
    name: 'Khau Tý relic',
    nameVi: 'Di tích Khau Tý',
    category: 'cultural_historical',
    // No History: the one sourced fact of its past (Hồ Chí Minh's first residence at the ATK) is
    // what the place is, and no source dates it.
    description:
      'The site of Hồ Chí Minh\'s first residence at the ATK Định Hóa resistance base. It lies in the Định Hóa area, now part of Phú Đình commune.',
    descriptionVi:
      'Nơi ở đầu tiên của Chủ tịch Hồ Chí Minh tại An toàn khu Định Hóa. Di tích thuộc vùng Định Hóa, nay nằm trong xã Phú Đình.',
    address: 'Phú Đình commune, Thái Nguyên province',
    addressVi: 'xã Phú Đình, tỉnh Thái Nguyên',
    region: 'Định Hóa',
    at: approx(CENTRE.diemMac), // approximate: commune centre (former xã Điềm Mặc)
  }),
  // 14
  place({
    slug: 'bao-tang-van-hoa-cac-dan-toc-viet-nam',
    name: 'Museum of Cultures of Vietnam\'s Ethnic Groups',
    nameVi: 'Bảo tàng Văn hóa các dân tộc Việt Nam',
    category: 'cultural_historical',
    description: 'A museum presenting the cultures of all 54 ethnic groups of Vietnam, on grounds of about 40,000 m².',
    descriptionVi: 'Bảo tàng giới thiệu văn hóa của cả 54 dân tộc Việt Nam, trong khuôn viên rộng khoảng 40.000 m².',
    history: 'Founded in 1960 as the Việt Bắc Museum, it took its present name in 1990.',
    historyVi: 'Bảo tàng được thành lập năm 1960 với tên gọi Bảo tàng Việt Bắc và mang tên hiện nay từ năm 1990.',
    openingHours: '8:00–17:00 daily',
    openingHoursVi: '8:00–17:00 hằng ngày',
    ticketPrice: '20,000 VND',
    ticketPriceVi: '20.000 đồng',
    // No tip of its own: the hours are on the page, the size in About.
    tips: null,
    tipsVi: null,
    address: '1A Đội Cấn street, Phan Đình Phùng ward, Thái Nguyên province',
    addressVi: 'số 1A Đội Cấn, phường Phan Đình Phùng, tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.trungVuong), // approximate: ward centre (former phường Trưng Vương)
  }),
  // 15
  place({
    slug: 'den-tho-doi-can',
    name: 'Đội Cấn Temple',
    nameVi: 'Đền thờ Đội Cấn',
    category: 'cultural_historical',
    description:
      'A national relic honouring Đội Cấn, leader of a garrison uprising. It stands at the provincial martyrs\' memorial.',
    descriptionVi:
      'Di tích quốc gia thờ Đội Cấn, người lãnh đạo một cuộc khởi nghĩa của binh lính. Đền nằm trong khu Đài tưởng niệm liệt sĩ của tỉnh.',
    history: 'The uprising he led broke out on the night of 30 to 31 August 1917.',
    historyVi: 'Cuộc khởi nghĩa do ông lãnh đạo nổ ra vào đêm 30 rạng sáng 31/8/1917.',
    address: 'Provincial martyrs\' memorial, Phan Đình Phùng ward, Thái Nguyên province',
    addressVi: 'khu Đài tưởng niệm liệt sĩ tỉnh, phường Phan Đình Phùng, tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.hoangVanThu, 2), // approximate: ward centre (former phường Hoàng Văn Thụ), spread
  }),
  // 16
  place({
    slug: 'quang-truong-vo-nguyen-giap',
    name: 'Võ Nguyên Giáp Square',
    nameVi: 'Quảng trường Võ Nguyên Giáp',
    category: 'cultural_historical',
    description: 'A square of more than 46,000 m², named after General Võ Nguyên Giáp.',
    descriptionVi: 'Quảng trường rộng hơn 46.000 m², mang tên Đại tướng Võ Nguyên Giáp.',
    history: 'Known as 20/8 Square until it was renamed on 25 August 2014; rebuilt from 2015.',
    historyVi: 'Tên cũ là Quảng trường 20/8, được đổi tên ngày 25/8/2014 và xây dựng lại từ năm 2015.',
    address: 'Phan Đình Phùng ward, Thái Nguyên province',
    addressVi: 'phường Phan Đình Phùng, tỉnh Thái Nguyên',
    region: 'TP Thái Nguyên',
    at: approx(CENTRE.trungVuong, 4), // approximate: ward centre (former phường Trưng Vương), spread
  }),
  // 17
  place({
    slug: 'nui-van-nui-vo',
    name: 'Văn and Võ Mountains',
    nameVi: 'Núi Văn – Núi Võ',
    category: 'cultural_historical',
    description: 'The homeland of General Lưu Nhân Chú, where a temple to him now stands.',
    descriptionVi: 'Quê hương của danh tướng Lưu Nhân Chú, nơi có đền thờ ông.',
    history: 'Recognised as a national relic in 1981; the temple dates from 2009.',
    historyVi: 'Được công nhận là di tích quốc gia năm 1981; đền thờ có từ năm 2009.',
    tips: 'The festival falls on the 4th day of the first lunar month.',
    tipsVi: 'Lễ hội diễn ra vào mùng 4 tháng Giêng âm lịch.',
    // 2025 unit unverified: pre-2025 address.
    address: 'Ký Phú and Văn Yên communes, former Đại Từ district, Thái Nguyên province',
    addressVi: 'xã Ký Phú và xã Văn Yên, huyện Đại Từ (cũ), tỉnh Thái Nguyên',
    region: 'Đại Từ',
    at: approx(CENTRE.kyPhu), // approximate: commune centre
  }),
  // 18
  place({
    slug: 'di-tich-khao-co-than-sa',
    name: 'Thần Sa archaeological site',
    nameVi: 'Di tích khảo cổ Thần Sa',
    category: 'cultural_historical',
    description: 'An archaeological site of rock shelters, among them the Ngườm rock shelter, which rises 60 m.',
    descriptionVi: 'Khu di tích khảo cổ gồm quần thể mái đá, trong đó mái đá Ngườm cao tới 60 m.',
    history: 'People lived in these rock shelters in the late Palaeolithic.',
    historyVi: 'Con người đã cư trú tại các mái đá này vào thời hậu kỳ đá cũ.',
    address: 'Kim Sơn hamlet, Thần Sa commune, Thái Nguyên province',
    addressVi: 'xóm Kim Sơn, xã Thần Sa, tỉnh Thái Nguyên',
    region: 'Võ Nhai',
    at: approx(CENTRE.thanSa), // approximate: commune centre
  }),
  // 19
  place({
    slug: 'hang-phuong-hoang-suoi-mo-ga',
    name: 'Phượng Hoàng Cave & Mỏ Gà Stream',
    nameVi: 'Hang Phượng Hoàng – Suối Mỏ Gà',
    category: 'ecotourism',
    description: 'A three-level cave reached by a stone path. Below it, Mỏ Gà Stream flows out of another cave.',
    descriptionVi:
      'Hang động ba tầng, lên đến nơi phải đi theo một con đường đá. Bên dưới, suối Mỏ Gà chảy ra từ một hang động khác.',
    history: 'In 1944 the cave was a resistance stronghold.',
    historyVi: 'Năm 1944, hang là căn cứ của lực lượng kháng chiến.',
    ticketPrice: 'Adults 50,000 VND; children 20,000 VND; free for visitors over 80 and children under 1 m tall',
    ticketPriceVi: 'Người lớn 50.000 đồng; trẻ em 20.000 đồng; miễn phí cho người trên 80 tuổi và trẻ em cao dưới 1 m',
    tips: 'Expect a climb of 700–800 m on the stone path up to the cave; wear shoes with a good grip.',
    tipsVi: 'Đường lên hang là lối đá dài 700–800 m; nên mang giày bám tốt.',
    address: 'National Route 1B, Võ Nhai commune, Thái Nguyên province',
    addressVi: 'Quốc lộ 1B, xã Võ Nhai, tỉnh Thái Nguyên',
    region: 'Võ Nhai',
    at: approx(CENTRE.phuThuong), // approximate: commune centre (former xã Phú Thượng)
  }),
  // 20
  place({
    slug: 'thac-khuon-tat',
    name: 'Khuôn Tát Waterfall',
    nameVi: 'Thác Khuôn Tát',
    category: 'ecotourism',
    description: 'A seven-tier waterfall more than 20 m high. The people of Khuôn Tát hamlet run community tourism.',
    descriptionVi: 'Thác nước bảy tầng cao hơn 20 m. Người dân xóm Khuôn Tát làm du lịch cộng đồng.',
    history: 'Listed as a national scenic site in 2002.',
    historyVi: 'Được xếp hạng danh lam thắng cảnh quốc gia năm 2002.',
    tips: 'For meals, head to the community stilt house at the ATK eco-site, which serves food.',
    tipsVi: 'Để dùng bữa, du khách có thể ghé nhà sàn cộng đồng tại khu du lịch sinh thái ATK, nơi có phục vụ ăn uống.',
    address: 'Khuôn Tát hamlet, Phú Đình commune, Thái Nguyên province',
    addressVi: 'xóm Khuôn Tát, xã Phú Đình, tỉnh Thái Nguyên',
    region: 'Định Hóa',
    at: approx(CENTRE.phuDinh, 3), // approximate: commune centre, spread
  }),
  // 21
  place({
    slug: 'thac-mua-roi',
    name: 'Mưa Rơi Waterfall (Nậm Rứt)',
    nameVi: 'Thác Mưa Rơi (Nậm Rứt)',
    category: 'ecotourism',
    description:
      'Many small streams fall tens of metres into the Thần Sa River. Its name means "falling rain"; it is also called Nậm Rứt.',
    descriptionVi:
      'Nhiều dòng nước nhỏ đổ xuống từ độ cao hàng chục mét vào sông Thần Sa. Thác còn có tên gọi là Nậm Rứt.',
    address: 'Thần Sa commune, Thái Nguyên province',
    addressVi: 'xã Thần Sa, tỉnh Thái Nguyên',
    region: 'Võ Nhai',
    at: approx(CENTRE.thanSa, 2), // approximate: commune centre, spread
  }),
  // 22
  place({
    slug: 'hang-chua',
    name: 'Hang Chùa Cave',
    nameVi: 'Hang Chùa',
    category: 'ecotourism',
    description: 'A cave of three chambers, rich in stalactites. It opens about 200 m up a cliff.',
    descriptionVi: 'Hang động gồm ba ngăn với nhiều nhũ đá. Cửa hang nằm trên vách núi, ở độ cao khoảng 200 m.',
    tips: 'Reaching the cave mouth means a steep climb.',
    tipsVi: 'Để lên đến cửa hang, du khách phải leo dốc.',
    // 2025 unit unverified: pre-2025 address.
    address: 'Vân Khánh hamlet, Văn Lăng commune, former Đồng Hỷ district, Thái Nguyên province',
    addressVi: 'xóm Vân Khánh, xã Văn Lăng, huyện Đồng Hỷ (cũ), tỉnh Thái Nguyên',
    region: 'Đồng Hỷ',
    at: approx(CENTRE.vanLang), // approximate: commune centre
  }),
  // 23
  place({
    slug: 'ho-suoi-lanh',
    name: 'Suối Lạnh Lake',
    nameVi: 'Hồ Suối Lạnh',
    category: 'ecotourism',
    description:
      'A lake visited for nature trips in Thành Công commune. An "East Tam Đảo" eco-resort is planned here.',
    descriptionVi: 'Hồ nước là điểm dã ngoại, du lịch thiên nhiên ở xã Thành Công. Tại đây dự kiến xây dựng khu nghỉ dưỡng sinh thái "Đông Tam Đảo".',
    address: 'Thành Công commune, Thái Nguyên province',
    addressVi: 'xã Thành Công, tỉnh Thái Nguyên',
    region: 'Phổ Yên',
    at: approx(CENTRE.thanhCong), // approximate: commune centre
  }),
  // 24
  place({
    slug: 'ho-ba-be',
    name: 'Ba Bể Lake',
    nameVi: 'Hồ Ba Bể',
    category: 'ecotourism',
    description:
      'The largest natural lake in Vietnam, about 8 km long and made up of three parts, at 145 m above sea level.',
    descriptionVi: 'Hồ tự nhiên lớn nhất Việt Nam, dài khoảng 8 km, gồm ba phần, nằm ở độ cao 145 m so với mực nước biển.',
    tips:
      'The Lồng Tồng festival takes place on the 10th and 11th days of the first lunar month. Boats can be taken from the landing at Pác Ngòi village.',
    tipsVi: 'Lễ hội Lồng Tồng diễn ra vào ngày 10 và 11 tháng Giêng âm lịch. Có thể đi thuyền từ bến thuyền ở bản Pác Ngòi.',
    // Ba Bể unit from the April 2025 draft: verify against the final list.
    address: 'Ba Bể commune, Thái Nguyên province',
    addressVi: 'xã Ba Bể, tỉnh Thái Nguyên',
    region: 'Ba Bể',
    // approximate: commune centre (Nam Mẫu). The sourced 22.233, 105.567 lies ~19 km south of the
    // Ramsar point and is flagged "check before use", so it is not used.
    at: approx(CENTRE.namMau),
  }),
  // 25
  place({
    slug: 'vuon-quoc-gia-ba-be',
    name: 'Ba Bể National Park',
    nameVi: 'Vườn quốc gia Ba Bể',
    category: 'ecotourism',
    description: 'A national park of 10,048 ha in the Ba Bể area.',
    descriptionVi: 'Vườn quốc gia rộng 10.048 ha ở vùng Ba Bể.',
    history: 'The park was established in 1992. It was named an ASEAN Heritage Park in 2004 and a Ramsar wetland site in 2011.',
    historyVi: 'Vườn được thành lập năm 1992, được công nhận là Vườn di sản ASEAN năm 2004 và là khu Ramsar năm 2011.',
    // Ba Bể unit from the April 2025 draft (the park lies mostly in it): verify against the final list.
    address: 'Ba Bể commune, Thái Nguyên province',
    addressVi: 'xã Ba Bể, tỉnh Thái Nguyên',
    region: 'Ba Bể',
    at: { latitude: 22.4, longitude: 105.6 }, // sourced: Ramsar site no. 1938, 22°24′N 105°36′E
  }),
  // 26
  place({
    slug: 'dong-puong',
    name: 'Puông Cave',
    nameVi: 'Động Puông',
    category: 'ecotourism',
    description: 'A cave on the Năng River, about 300 m long and more than 30 m high, home to 23 species of bats.',
    descriptionVi: 'Hang động trên sông Năng, dài khoảng 300 m và cao hơn 30 m, nơi sinh sống của 23 loài dơi.',
    tips: 'Visit it by boat: boats pass right through the cave along the Năng River.',
    tipsVi: 'Du khách đi thuyền trên sông Năng, xuyên qua lòng động.',
    // Ba Bể unit from the April 2025 draft: verify against the final list.
    address: 'Ba Bể commune, Thái Nguyên province',
    addressVi: 'xã Ba Bể, tỉnh Thái Nguyên',
    region: 'Ba Bể',
    at: approx(CENTRE.caoThuong), // approximate: commune centre (former xã Cao Thượng)
  }),
  // 27
  place({
    slug: 'ao-tien',
    name: 'Fairy Pond',
    nameVi: 'Ao Tiên',
    category: 'ecotourism',
    description: 'A pond of about 3 ha on a mountaintop. No inflow or outflow can be seen.',
    descriptionVi: 'Ao nước rộng khoảng 3 ha trên đỉnh núi. Không thấy dòng nước nào chảy vào hay chảy ra.',
    // Ba Bể unit from the April 2025 draft: verify against the final list.
    address: 'Ba Bể commune, Thái Nguyên province',
    addressVi: 'xã Ba Bể, tỉnh Thái Nguyên',
    region: 'Ba Bể',
    at: approx(CENTRE.namMau, 2), // approximate: commune centre (Nam Mẫu), spread
  }),
  // 28
  place({
    slug: 'thac-dau-dang',
    name: 'Đầu Đẳng Waterfall',
    nameVi: 'Thác Đầu Đẳng',
    category: 'ecotourism',
    description:
      'Here the Năng River pours over boulders, with a highest drop of 53 m. The falls lie at the border with Tuyên Quang.',
    descriptionVi: 'Sông Năng đổ qua những tảng đá lớn, bậc thác cao nhất 53 m. Thác nằm ở nơi giáp ranh với tỉnh Tuyên Quang.',
    // Ba Bể unit from the April 2025 draft: verify against the final list.
    address: 'Hua Tạng village, Ba Bể commune, Thái Nguyên province',
    addressVi: 'bản Hua Tạng, xã Ba Bể, tỉnh Thái Nguyên',
    region: 'Ba Bể',
    at: approx(CENTRE.namMau, 3), // approximate: commune centre (Nam Mẫu), spread
  }),
  // 29
  place({
    slug: 'dong-hua-ma',
    name: 'Hua Mạ Cave',
    nameVi: 'Động Hua Mạ',
    category: 'ecotourism',
    description: 'A cave at about 350 m above sea level, reaching more than 700 m deep.',
    descriptionVi: 'Hang động ở độ cao khoảng 350 m so với mực nước biển, sâu hơn 700 m.',
    history: 'The cave was opened to visitors in 2007.',
    historyVi: 'Động được mở cửa đón khách từ năm 2007.',
    openingHours: 'Open all day',
    openingHoursVi: 'Mở cửa cả ngày',
    // Ba Bể-area unit from the April 2025 draft: verify against the final list.
    address: 'Đồng Phúc commune, Thái Nguyên province',
    addressVi: 'xã Đồng Phúc, tỉnh Thái Nguyên',
    region: 'Ba Bể',
    at: approx(CENTRE.quangKhe), // approximate: commune centre (former xã Quảng Khê)
  }),
  // 30
  place({
    slug: 'thac-na-nooc',
    name: 'Nà Noọc Waterfall',
    nameVi: 'Thác Nà Noọc',
    category: 'ecotourism',
    description:
      'Five falls along about 5 km below the Áng Toòng pass. It is also known as Thác Giềng or Thác Bạc.',
    descriptionVi: 'Năm ngọn thác nối nhau trên chiều dài khoảng 5 km dưới chân đèo Áng Toòng. Thác còn có tên là thác Giềng hay thác Bạc.',
    // 2025 unit unverified: pre-2025 address.
    address: 'Xuất Hóa ward, former Bắc Kạn city, Thái Nguyên province',
    addressVi: 'phường Xuất Hóa, TP Bắc Kạn (cũ), tỉnh Thái Nguyên',
    region: 'TP Bắc Kạn',
    at: { latitude: 22.103664, longitude: 105.910512 }, // sourced: vi.wikipedia "Thác Nà Noọc"
  }),
  // 31
  place({
    slug: 'ban-pac-ngoi',
    name: 'Pác Ngòi Tày village',
    nameVi: 'Bản Pác Ngòi',
    category: 'cultural_historical',
    description: 'A Tày village by Ba Bể Lake, whose stilt houses welcome guests as homestays.',
    descriptionVi: 'Bản làng của người Tày bên hồ Ba Bể, với những ngôi nhà sàn làm homestay đón khách.',
    tips: 'Homestays in the village serve meals, and boats leave from the village\'s landing on the lake.',
    tipsVi: 'Các homestay trong bản có phục vụ bữa ăn; thuyền xuất phát từ bến của bản trên hồ.',
    // Ba Bể unit from the April 2025 draft: verify against the final list.
    address: 'Pác Ngòi village, Ba Bể commune, Thái Nguyên province',
    addressVi: 'bản Pác Ngòi, xã Ba Bể, tỉnh Thái Nguyên',
    region: 'Ba Bể',
    at: approx(CENTRE.namMau, 4), // approximate: commune centre (Nam Mẫu), spread
  }),
];
