/**
 * The 20 dishes of docs/content-sources.md (Dishes), in its order; each sentence restates it.
 * Ingredients stay null where the sheet has none ("list only" sources). Preparation time is
 * unknown (null). Only Chè Tân Cương has a photo whose author and licence are known (a Commons
 * file, content-sources, Photos); every other dish has none. imageUrl, a bare address with no
 * credit, stays ''.
 *
 * Restaurants: none. No source read names a restaurant with an address in the province
 * (docs/content-sources.md, Places to eat), and real-looking invented ones would mislead
 * visitors. The venues the sources do name are seeded as places to eat in places-to-eat.ts
 * (Pác Ngòi homestays, the tea cooperatives, …); markets (Khang Ninh, chợ Thái) are mentioned in
 * the text of the dishes they sell.
 */

import type { Photo } from '@tn/contracts/common';
import { commonsPhoto } from './commons-photo.ts';

export interface SeedDish {
  slug: string;
  name: string;
  nameVi: string;
  description: string;
  descriptionVi: string;
  region: string;
  regionVi: string;
  ingredient: string | null;
  ingredientVi: string | null;
  imageUrl: string;
  /** With its credit; null where no photo with a known author and licence exists. */
  photo: Photo | null;
  preparationTime: string | null;
  /** A seeded location the dish clearly belongs to (resolved to location_id by the seed). */
  locationSlug: string | null;
}

type DishInput = Omit<SeedDish, 'imageUrl' | 'photo' | 'preparationTime' | 'locationSlug'> &
  Partial<Pick<SeedDish, 'photo' | 'locationSlug'>>;

function dish(d: DishInput): SeedDish {
  return { imageUrl: '', photo: null, preparationTime: null, locationSlug: null, ...d };
}

/** Thái Nguyên green tea, the Commons file of dish 1 (its page states the author and licence). */
export const GREEN_TEA_PHOTO = commonsPhoto('Trà xanh Thái Nguyên đầu năm, ng1th1n2022 (chung trà) (3).jpg', 'Phương Huy', 'CC0');

export const DISHES: SeedDish[] = [
  // 1
  dish({
    slug: 'che-tan-cuong',
    name: 'Tân Cương green tea',
    nameVi: 'Chè Tân Cương',
    description:
      'Green tea from the Tân Cương hills, made from tea buds that are withered and then roasted in a pan. The growing area is protected by a geographical indication.',
    descriptionVi:
      'Chè xanh của vùng đồi Tân Cương, làm từ búp chè được làm héo rồi sao trên chảo. Vùng chè được bảo hộ chỉ dẫn địa lý.',
    region: 'Tân Cương, Thái Nguyên city',
    regionVi: 'Tân Cương, TP Thái Nguyên',
    ingredient: 'Tea buds, withered and pan-roasted',
    ingredientVi: 'Búp chè, làm héo rồi sao chảo',
    photo: GREEN_TEA_PHOTO,
    locationSlug: 'doi-che-tan-cuong',
  }),
  // 2
  dish({
    slug: 'banh-chung-bo-dau',
    name: 'Bờ Đậu rice cake',
    nameVi: 'Bánh chưng Bờ Đậu',
    description:
      'Bánh chưng from Bờ Đậu in Cổ Lũng commune, filled with pork and mung beans and wrapped in dong leaves. It is made with glutinous rice from Định Hóa.',
    descriptionVi:
      'Bánh chưng Bờ Đậu ở xã Cổ Lũng, nhân thịt lợn và đỗ xanh, gói bằng lá dong. Bánh được làm từ gạo nếp Định Hóa.',
    region: 'Cổ Lũng commune, Phú Lương',
    regionVi: 'xã Cổ Lũng, Phú Lương',
    ingredient: 'Định Hóa glutinous rice, pork, mung beans, dong leaves',
    ingredientVi: 'Gạo nếp Định Hóa, thịt lợn, đỗ xanh, lá dong',
  }),
  // 3
  dish({
    slug: 'com-lam-dinh-hoa',
    name: 'Định Hóa bamboo-tube rice',
    nameVi: 'Cơm lam Định Hóa',
    description:
      'Nếp cái hoa vàng glutinous rice cooked with stream water inside tubes of young bamboo.',
    descriptionVi: 'Gạo nếp cái hoa vàng nấu với nước suối trong ống tre non.',
    region: 'Định Hóa',
    regionVi: 'Định Hóa',
    ingredient: 'Nếp cái hoa vàng glutinous rice, stream water, young bamboo',
    ingredientVi: 'Gạo nếp cái hoa vàng, nước suối, ống tre non',
  }),
  // 4
  dish({
    slug: 'nem-chua-dai-tu',
    name: 'Đại Từ fermented pork roll',
    nameVi: 'Nem chua Đại Từ',
    description:
      'Fermented pork made from lean pork with garlic, rice wine and roasted rice powder, with guava leaves. It is eaten grilled.',
    descriptionVi: 'Nem chua làm từ thịt lợn nạc trộn tỏi, rượu và thính gạo, kèm lá ổi. Nem được nướng trước khi ăn.',
    region: 'Văn Yên, Ký Phú and Yên Mỹ (Đại Từ)',
    regionVi: 'Văn Yên, Ký Phú, Yên Mỹ (Đại Từ)',
    ingredient: 'Lean pork, garlic, rice wine, roasted rice powder, guava leaves',
    ingredientVi: 'Thịt lợn nạc, tỏi, rượu, thính gạo, lá ổi',
  }),
  // 5
  dish({
    slug: 'banh-trung-kien',
    name: 'Ant-egg cake',
    nameVi: 'Bánh trứng kiến',
    description: 'A Tày cake of glutinous rice and black-ant eggs, made with shallots and fig leaves.',
    descriptionVi: 'Món bánh của người Tày làm từ gạo nếp và trứng kiến đen, cùng hành khô và lá sung.',
    region: 'Tày communities, Thái Nguyên',
    regionVi: 'Người Tày, Thái Nguyên',
    ingredient: 'Glutinous rice, black-ant eggs, shallots, fig leaves',
    ingredientVi: 'Gạo nếp, trứng kiến đen, hành khô, lá sung',
  }),
  // 6
  dish({
    slug: 'banh-cooc-mo',
    name: '"Cow-horn" cake',
    nameVi: 'Bánh cooc mò',
    description:
      'A Tày and Nùng cake of glutinous rice with peanuts and salt, wrapped in a cone of dong leaf. In Thái Nguyên city it is sold at the Đồng Quang shopping centre and Thái market (chợ Thái).',
    descriptionVi:
      'Bánh của người Tày, Nùng làm từ gạo nếp, lạc và muối, gói lá dong thành hình chóp. Ở thành phố Thái Nguyên, bánh được bán tại trung tâm thương mại Đồng Quang và chợ Thái.',
    region: 'Tày and Nùng communities; Võ Nhai',
    regionVi: 'Người Tày – Nùng; Võ Nhai',
    ingredient: 'Glutinous rice, peanuts, salt, dong-leaf cone',
    ingredientVi: 'Gạo nếp, lạc, muối, lá dong gói hình chóp',
  }),
  // 7
  dish({
    slug: 'banh-ngai',
    name: 'Mugwort cake',
    nameVi: 'Bánh ngải',
    description: 'A Tày cake of glutinous rice and mugwort, sweetened with cane sugar.',
    descriptionVi: 'Bánh của người Tày làm từ gạo nếp và lá ngải, có vị ngọt của đường mía.',
    region: 'Tày communities, Bắc Kạn and Thái Nguyên',
    regionVi: 'Người Tày, Bắc Kạn và Thái Nguyên',
    ingredient: 'Glutinous rice, mugwort, cane sugar',
    ingredientVi: 'Gạo nếp, lá ngải, đường mía',
  }),
  // 8
  dish({
    slug: 'tram-den-ha-chau',
    name: 'Hà Châu black canarium',
    nameVi: 'Trám đen Hà Châu',
    description: 'Black canarium fruit from Hà Châu commune, in season from the 7th to the 10th lunar month.',
    descriptionVi: 'Quả trám đen của xã Hà Châu, vào mùa từ tháng 7 đến tháng 10 âm lịch.',
    region: 'Hà Châu commune, Phú Bình',
    regionVi: 'xã Hà Châu, Phú Bình',
    ingredient: 'Black canarium fruit (lunar months 7–10)',
    ingredientVi: 'Quả trám đen (tháng 7 đến tháng 10 âm lịch)',
  }),
  // 9
  dish({
    slug: 'mang-vau',
    name: 'Bitter bamboo shoot',
    nameVi: 'Măng vầu (măng đắng)',
    description: 'Bitter bamboo shoots, boiled and eaten with shrimp paste, lime and chili.',
    descriptionVi: 'Măng vầu luộc, chấm mắm tôm pha chanh và ớt.',
    region: 'Bắc Kạn',
    regionVi: 'Bắc Kạn',
    ingredient: 'Bamboo shoots, shrimp paste, lime, chili',
    ingredientVi: 'Măng vầu, mắm tôm, chanh, ớt',
  }),
  // 10
  dish({
    slug: 'xoi-ngu-sac',
    name: 'Five-colour sticky rice',
    nameVi: 'Xôi ngũ sắc',
    description: 'Glutinous rice dyed five colours with forest leaves, made by the Tày of Định Hóa and in Bắc Kạn.',
    descriptionVi: 'Xôi nếp nhuộm năm màu bằng lá rừng, món ăn của người Tày ở Định Hóa và ở Bắc Kạn.',
    region: 'Tày communities, Định Hóa; Bắc Kạn',
    regionVi: 'Người Tày ở Định Hóa; Bắc Kạn',
    ingredient: 'Glutinous rice dyed with forest leaves',
    ingredientVi: 'Gạo nếp nhuộm màu bằng lá rừng',
  }),
  // 11
  dish({
    slug: 'khau-nhuc',
    name: 'Pork belly with taro',
    nameVi: 'Khâu nhục',
    description: 'A Tày and Nùng dish of pork belly cooked with Bắc Kạn taro.',
    descriptionVi: 'Món ăn của người Tày, Nùng gồm thịt ba chỉ cùng khoai môn Bắc Kạn.',
    region: 'Tày and Nùng communities, Bắc Kạn',
    regionVi: 'Người Tày – Nùng, Bắc Kạn',
    ingredient: 'Pork belly, Bắc Kạn taro',
    ingredientVi: 'Thịt ba chỉ, khoai môn Bắc Kạn',
  }),
  // 12
  dish({
    slug: 'mien-dong-na-ri',
    name: 'Na Rì canna noodles',
    nameVi: 'Miến dong Na Rì',
    description: 'Noodles made from canna starch in Côn Minh commune, Na Rì.',
    descriptionVi: 'Miến làm từ tinh bột dong riềng ở xã Côn Minh, Na Rì.',
    region: 'Côn Minh commune, Na Rì',
    regionVi: 'xã Côn Minh, Na Rì',
    ingredient: 'Canna starch',
    ingredientVi: 'Tinh bột dong riềng',
  }),
  // 13
  dish({
    slug: 'tom-chua-ba-be',
    name: 'Ba Bể sour shrimp',
    nameVi: 'Tôm chua Ba Bể',
    description:
      'Shrimp from the lake fermented with rice, galangal and chili. It is sold at the periodic market in Khang Ninh.',
    descriptionVi: 'Tôm hồ ủ chua cùng cơm, riềng và ớt. Món này được bán ở phiên chợ Khang Ninh.',
    region: 'Khang Ninh, Ba Bể',
    regionVi: 'Khang Ninh, Ba Bể',
    ingredient: 'Lake shrimp, rice, galangal, chili',
    ingredientVi: 'Tôm hồ, cơm, riềng, ớt',
    locationSlug: 'ho-ba-be',
  }),
  // 14
  dish({
    slug: 'ca-nuong-ba-be',
    name: 'Grilled Ba Bể lake fish',
    nameVi: 'Cá nướng Ba Bể',
    description:
      'Finger-sized fish from the lake, steamed, dried in the sun and then grilled. Homestays in Pác Ngòi village serve meals.',
    descriptionVi: 'Cá hồ nhỏ bằng ngón tay, được hấp, phơi nắng rồi nướng. Các homestay ở bản Pác Ngòi có phục vụ bữa ăn.',
    region: 'Pác Ngòi, Nam Mẫu (Ba Bể)',
    regionVi: 'Pác Ngòi, Nam Mẫu (Ba Bể)',
    // The sources do not name the species; a goby-like fish ("cá bống"?) is the closest match.
    ingredient: 'Finger-sized lake fish (goby-like), steamed, sun-dried and grilled',
    ingredientVi: 'Cá hồ nhỏ bằng ngón tay (giống cá bống), hấp, phơi nắng rồi nướng',
    locationSlug: 'ban-pac-ngoi',
  }),
  // 15
  dish({
    slug: 'lap-xuong-hun-khoi',
    name: 'Smoked sausage',
    nameVi: 'Lạp xưởng hun khói',
    description:
      'Sausage of pork in intestine casing, seasoned with ginger, rice wine and mắc mật, then smoked. It is made by the Nhung Lũy cooperative in Ba Bể.',
    descriptionVi: 'Lạp xưởng làm từ thịt lợn nhồi ruột, ướp gừng, rượu và mắc mật rồi hun khói. Sản phẩm của HTX Nhung Lũy ở Ba Bể.',
    region: 'Ba Bể (Nhung Lũy cooperative)',
    regionVi: 'Ba Bể (HTX Nhung Lũy)',
    ingredient: 'Pork, intestine, ginger, rice wine, mắc mật',
    ingredientVi: 'Thịt lợn, ruột lợn, gừng, rượu, mắc mật',
    locationSlug: 'ho-ba-be',
  }),
  // 16
  dish({
    slug: 'canh-rau-sang',
    name: 'Sắng-leaf soup',
    nameVi: 'Canh rau sắng',
    description: 'A soup of sắng leaves cooked with meat or fish.',
    descriptionVi: 'Canh rau sắng nấu với thịt hoặc cá.',
    region: 'Bắc Kạn',
    regionVi: 'Bắc Kạn',
    ingredient: 'Sắng leaves, meat or fish',
    ingredientVi: 'Rau sắng, thịt hoặc cá',
  }),
  // 17
  dish({
    slug: 'ca-chua-ba-be',
    name: 'Ba Bể sour fish',
    nameVi: 'Cá chua Ba Bể',
    description: 'Fish soured with mẻ (fermented rice) and roasted rice powder, flavoured with galangal.',
    descriptionVi: 'Cá ủ chua với mẻ và thính gạo, thêm riềng cho thơm.',
    region: 'Ba Bể',
    regionVi: 'Ba Bể',
    ingredient: 'Fish, mẻ (fermented rice), roasted rice powder, galangal',
    ingredientVi: 'Cá, mẻ, thính gạo, riềng',
    locationSlug: 'ho-ba-be',
  }),
  // 18
  dish({
    slug: 'banh-gio',
    name: 'Lye rice cake',
    nameVi: 'Bánh gio',
    description: 'A lye rice cake, listed among the specialities of Bắc Kạn.',
    descriptionVi: 'Bánh gio, một trong những đặc sản được kể đến của Bắc Kạn.',
    region: 'Bắc Kạn',
    regionVi: 'Bắc Kạn',
    ingredient: null,
    ingredientVi: null,
  }),
  // 19
  dish({
    slug: 'thit-lon-gac-bep',
    name: 'Smoked pork',
    nameVi: 'Thịt lợn gác bếp',
    description: 'Pork smoked above the kitchen fire, listed among the specialities of Bắc Kạn.',
    descriptionVi: 'Thịt lợn gác bếp, một trong những đặc sản được kể đến của Bắc Kạn.',
    region: 'Bắc Kạn',
    regionVi: 'Bắc Kạn',
    ingredient: null,
    ingredientVi: null,
  }),
  // 20
  dish({
    slug: 'banh-peng-pha',
    name: '"Sky cake"',
    nameVi: 'Bánh pẻng phạ',
    description: 'Bánh pẻng phạ, whose name means "sky cake", is listed among the specialities of Bắc Kạn.',
    descriptionVi: 'Bánh pẻng phạ, một trong những đặc sản được kể đến của Bắc Kạn.',
    region: 'Bắc Kạn',
    regionVi: 'Bắc Kạn',
    ingredient: null,
    ingredientVi: null,
  }),
];
