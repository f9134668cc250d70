// The made-up sports catalogue of the mock provider: regions, leagues of the 16 sports and how their teams (or
// players) are named, every name in ENG, VIE and CMN. Team names are drawn from these lists with the seeded random.
import type { Random } from './random';
import { compose, names, type Names } from './sports-texts';

export interface Region {
  id: number;
  name: Names;
  /** Towns whose names clubs of this region take. */
  places: Names[];
}

/** How the teams of a league are named. */
export type TeamKind = 'club' | 'vnClub' | 'nickname' | 'men' | 'women' | 'pairs' | 'eSoccer' | 'eBasketball';

export interface CatalogueLeague {
  id: number;
  sid: number;
  name: Names;
  region: Region;
  /** Display rank: lower is more important. */
  or: number;
  hot: boolean;
  kind: TeamKind;
  /** Relative share of its sport's matches. */
  weight: number;
}

export interface CatalogueOutright {
  league: CatalogueLeague;
  /** Season (`ye`). */
  season: string;
  /** Market types offered: 1999 winner, 1998 to reach the final. */
  markets: number[];
  /** Contenders: national teams, or teams of the league itself when empty. */
  nations: boolean;
}

const n = names;

const REGIONS = {
  vietnam: { id: 84, name: n('Vietnam', 'Việt Nam', '越南'), places: [
    n('Hanoi', 'Hà Nội', '河内'), n('Saigon', 'Sài Gòn', '西贡'), n('Da Nang', 'Đà Nẵng', '岘港'), n('Hai Phong', 'Hải Phòng', '海防'),
    n('Hue', 'Huế', '顺化'), n('Nha Trang', 'Nha Trang', '芽庄'), n('Can Tho', 'Cần Thơ', '芹苴'), n('Quy Nhon', 'Quy Nhơn', '归仁'),
    n('Thanh Hoa', 'Thanh Hóa', '清化'), n('Vinh', 'Vinh', '荣市'), n('Da Lat', 'Đà Lạt', '大叻'), n('Binh Duong', 'Bình Dương', '平阳')] },
  england: { id: 44, name: n('England', 'Anh', '英格兰'), places: [
    n('Ashford', 'Ashford', '阿什福德'), n('Kingsbridge', 'Kingsbridge', '金斯布里奇'), n('Millbrook', 'Millbrook', '米尔布鲁克'),
    n('Harrowgate', 'Harrowgate', '哈罗盖特'), n('Eastwick', 'Eastwick', '伊斯特威克'), n('Stonehaven', 'Stonehaven', '斯通黑文'),
    n('Riverton', 'Riverton', '里弗顿'), n('Westmoor', 'Westmoor', '韦斯特穆尔'), n('Bramley', 'Bramley', '布拉姆利'),
    n('Oakham', 'Oakham', '奥克姆'), n('Redcliffe', 'Redcliffe', '雷德克利夫'), n('Thornbury', 'Thornbury', '索恩伯里')] },
  spain: { id: 34, name: n('Spain', 'Tây Ban Nha', '西班牙'), places: [
    n('Montenar', 'Montenar', '蒙特纳尔'), n('Alcarra', 'Alcarra', '阿尔卡拉'), n('Villaverde', 'Villaverde', '比利亚贝尔德'),
    n('Puerto Sol', 'Puerto Sol', '太阳港'), n('Santa Lina', 'Santa Lina', '圣丽娜'), n('Torreblanca', 'Torreblanca', '托雷布兰卡'),
    n('Rioseco', 'Rioseco', '里奥塞科'), n('Almara', 'Almara', '阿尔马拉'), n('Castelar', 'Castelar', '卡斯特拉尔'), n('Valmont', 'Valmont', '瓦尔蒙特')] },
  germany: { id: 49, name: n('Germany', 'Đức', '德国'), places: [
    n('Rheinfeld', 'Rheinfeld', '莱茵菲尔德'), n('Oberbach', 'Oberbach', '奥伯巴赫'), n('Lindenberg', 'Lindenberg', '林登贝格'),
    n('Kaltenau', 'Kaltenau', '卡尔特瑙'), n('Steinburg', 'Steinburg', '施泰因堡'), n('Wolfshagen', 'Wolfshagen', '沃尔夫斯哈根'),
    n('Eichstadt', 'Eichstadt', '艾希施塔特'), n('Brunnfeld', 'Brunnfeld', '布伦菲尔德'), n('Marienhof', 'Marienhof', '马林霍夫')] },
  italy: { id: 39, name: n('Italy', 'Ý', '意大利'), places: [
    n('Monteverde', 'Monteverde', '蒙特韦尔德'), n('San Castello', 'San Castello', '圣卡斯特罗'), n('Portovivo', 'Portovivo', '波托维沃'),
    n('Valdoria', 'Valdoria', '瓦尔多里亚'), n('Torrenova', 'Torrenova', '托雷诺瓦'), n('Bellavista', 'Bellavista', '贝拉维斯塔'),
    n('Campobello', 'Campobello', '坎波贝洛'), n('Rivalta', 'Rivalta', '里瓦尔塔'), n('Fiorenza', 'Fiorenza', '菲奥伦扎')] },
  japan: { id: 81, name: n('Japan', 'Nhật Bản', '日本'), places: [
    n('Kitahama', 'Kitahama', '北滨'), n('Minamioka', 'Minamioka', '南冈'), n('Higashiyama', 'Higashiyama', '东山'),
    n('Nishikawa', 'Nishikawa', '西川'), n('Sakuragi', 'Sakuragi', '樱木'), n('Aoba', 'Aoba', '青叶'), n('Hoshino', 'Hoshino', '星野'),
    n('Shirakawa', 'Shirakawa', '白川'), n('Midorigaoka', 'Midorigaoka', '绿丘')] },
  china: { id: 86, name: n('China', 'Trung Quốc', '中国'), places: [
    n('Jiangbei', 'Giang Bắc', '江北'), n('Haixi', 'Hải Tây', '海西'), n('Longquan', 'Long Tuyền', '龙泉'), n('Nanshan', 'Nam Sơn', '南山'),
    n('Qinghe', 'Thanh Hà', '清河'), n('Dongling', 'Đông Lăng', '东陵'), n('Xiangyun', 'Tường Vân', '祥云'), n('Jinling', 'Kim Lăng', '金陵'),
    n('Baiyun', 'Bạch Vân', '白云'), n('Huaxi', 'Hoa Tây', '华西')] },
  thailand: { id: 66, name: n('Thailand', 'Thái Lan', '泰国'), places: [
    n('Ban Rak', 'Ban Rak', '班拉'), n('Nakhon Dao', 'Nakhon Dao', '那空道'), n('Pak Nam', 'Pak Nam', '北榄'), n('Chiang Thong', 'Chiang Thong', '清通'),
    n('Samut Rai', 'Samut Rai', '沙没莱'), n('Lop Buri Nuea', 'Lop Buri Nuea', '北华富里'), n('Khao Yai', 'Khao Yai', '考艾'), n('Hua Thale', 'Hua Thale', '华塔雷')] },
  america: { id: 1, name: n('USA', 'Mỹ', '美国'), places: [
    n('Bayport', 'Bayport', '贝波特'), n('Redwood City', 'Redwood City', '红木城'), n('Lakeshore', 'Lakeshore', '湖岸'),
    n('Stonebridge', 'Stonebridge', '石桥'), n('Silver Falls', 'Silver Falls', '银瀑'), n('Harbor City', 'Harbor City', '港湾城'),
    n('Maple Ridge', 'Maple Ridge', '枫岭'), n('Eagle Rock', 'Eagle Rock', '鹰岩'), n('Sunset Bay', 'Sunset Bay', '日落湾'),
    n('Granite Peak', 'Granite Peak', '花岗峰'), n('Cedar Hill', 'Cedar Hill', '雪松山'), n('Ironwood', 'Ironwood', '铁木')] },
  korea: { id: 82, name: n('Korea', 'Hàn Quốc', '韩国'), places: [
    n('Hangang', 'Hangang', '汉江'), n('Namhae', 'Namhae', '南海'), n('Songdo', 'Songdo', '松岛'), n('Gwangmyeong', 'Gwangmyeong', '光明'),
    n('Baekdu', 'Baekdu', '白头'), n('Seorim', 'Seorim', '西林'), n('Haneul', 'Haneul', '天空'), n('Jeongseon', 'Jeongseon', '旌善')] },
  nordic: { id: 46, name: n('Scandinavia', 'Bắc Âu', '北欧'), places: [
    n('Frostvik', 'Frostvik', '弗罗斯特维克'), n('Nordheim', 'Nordheim', '诺德海姆'), n('Isafjord', 'Isafjord', '伊萨峡湾'),
    n('Kallberg', 'Kallberg', '卡尔贝里'), n('Stormvik', 'Stormvik', '斯托姆维克'), n('Bjornholm', 'Bjornholm', '比约霍尔姆'),
    n('Vinterby', 'Vinterby', '温特比'), n('Lakselv', 'Lakselv', '拉克塞尔夫')] },
  south: { id: 61, name: n('Southern Hemisphere', 'Nam bán cầu', '南半球'), places: [
    n('Kauri Coast', 'Kauri Coast', '考里海岸'), n('Southern Cross', 'Southern Cross', '南十字'), n('Tasman Bay', 'Tasman Bay', '塔斯曼湾'),
    n('Coral Bay', 'Coral Bay', '珊瑚湾'), n('Highveld', 'Highveld', '高原'), n('Capeton', 'Capeton', '开普顿'),
    n('Pampas', 'Pampas', '潘帕斯'), n('Fjordland', 'Fjordland', '峡湾地')] },
  europe: { id: 1000, name: n('Europe', 'Châu Âu', '欧洲'), places: [] as Names[] },
  asia: { id: 1001, name: n('Asia', 'Châu Á', '亚洲'), places: [] as Names[] },
  world: { id: 0, name: n('World', 'Thế giới', '世界'), places: [] as Names[] },
} satisfies Record<string, Region>;

REGIONS.europe.places = [...REGIONS.germany.places.slice(0, 4), ...REGIONS.italy.places.slice(0, 4), ...REGIONS.spain.places.slice(0, 4)];
REGIONS.asia.places = [...REGIONS.japan.places.slice(0, 4), ...REGIONS.china.places.slice(0, 4), ...REGIONS.korea.places.slice(0, 4)];
REGIONS.world.places = [...REGIONS.england.places.slice(0, 6), ...REGIONS.america.places.slice(0, 6)];

const league = (
  id: number,
  sid: number,
  name: Names,
  region: Region,
  or: number,
  hot: boolean,
  kind: TeamKind,
  weight = 1,
): CatalogueLeague => ({ id, sid, name, region, or, hot, kind, weight });

/** Every league of the catalogue, per sport (the 16 sports of SPEC.md section 3). */
export const LEAGUES: CatalogueLeague[] = [
  league(20481, 1, n('Vietnam Championship', 'Giải Vô địch Quốc gia Việt Nam', '越南全国锦标赛'), REGIONS.vietnam, 150, true, 'vnClub', 3),
  league(20495, 1, n('Vietnam National Cup', 'Cúp Quốc gia Việt Nam', '越南国家杯'), REGIONS.vietnam, 420, false, 'vnClub'),
  league(20117, 1, n('England Premier Division', 'Giải Ngoại hạng Anh', '英格兰超级联赛'), REGIONS.england, 10, true, 'club', 3),
  league(20233, 1, n('Spain First Division', 'Giải Hạng nhất Tây Ban Nha', '西班牙甲级联赛'), REGIONS.spain, 20, true, 'club', 2),
  league(20301, 1, n('Germany Top League', 'Giải Vô địch Đức', '德国顶级联赛'), REGIONS.germany, 30, false, 'club', 2),
  league(20355, 1, n('Italy Premier Division', 'Giải Vô địch Ý', '意大利甲级联赛'), REGIONS.italy, 40, false, 'club', 2),
  league(20412, 1, n('Japan Pro League', 'Giải Nhà nghề Nhật Bản', '日本职业联赛'), REGIONS.japan, 210, false, 'club'),
  league(20433, 1, n('China Premier League', 'Giải Ngoại hạng Trung Quốc', '中国超级联赛'), REGIONS.china, 230, false, 'club'),
  league(20520, 1, n('Thailand League One', 'Giải Hạng nhất Thái Lan', '泰国甲级联赛'), REGIONS.thailand, 260, false, 'club'),
  league(20999, 1, n('World Nations Cup', 'Cúp các Quốc gia Thế giới', '世界国家杯'), REGIONS.world, 1, true, 'club', 0),
  league(30012, 3, n('North America Pro Basketball', 'Bóng rổ Nhà nghề Bắc Mỹ', '北美职业篮球联赛'), REGIONS.america, 5, true, 'nickname', 3),
  league(30388, 3, n('Vietnam Basketball Association', 'Giải Bóng rổ Việt Nam', '越南篮球联赛'), REGIONS.vietnam, 90, false, 'nickname'),
  league(30140, 3, n('Euro Basketball League', 'Giải Bóng rổ Châu Âu', '欧洲篮球联赛'), REGIONS.europe, 40, false, 'nickname', 2),
  league(30201, 3, n('China Basketball League', 'Giải Bóng rổ Trung Quốc', '中国篮球联赛'), REGIONS.china, 60, false, 'nickname'),
  league(50041, 5, n('World Tour Masters - Men', 'World Tour Masters - Đơn nam', '世界巡回大师赛 - 男单'), REGIONS.world, 8, true, 'men', 2),
  league(50107, 5, n('Tokyo Open - Women', 'Tokyo Open - Đơn nữ', '东京公开赛 - 女单'), REGIONS.japan, 40, false, 'women'),
  league(50210, 5, n('Challenger Saigon - Men', 'Challenger Sài Gòn - Đơn nam', '西贡挑战赛 - 男单'), REGIONS.vietnam, 120, false, 'men'),
  league(130021, 13, n('Asian Volleyball League - Women', 'Giải Bóng chuyền Châu Á - Nữ', '亚洲排球联赛 - 女子'), REGIONS.asia, 30, true, 'nickname'),
  league(130077, 13, n('Vietnam Volleyball Championship', 'Giải Bóng chuyền VĐQG Việt Nam', '越南排球锦标赛'), REGIONS.vietnam, 60, false, 'nickname'),
  league(470033, 47, n('Asia Open - Men\'s Singles', 'Giải Cầu lông Châu Á Mở rộng - Đơn nam', '亚洲羽毛球公开赛 - 男单'), REGIONS.asia, 20, true, 'men'),
  league(470051, 47, n('Asia Open - Women\'s Singles', 'Giải Cầu lông Châu Á Mở rộng - Đơn nữ', '亚洲羽毛球公开赛 - 女单'), REGIONS.asia, 25, false, 'women'),
  league(70014, 7, n('Pacific Baseball League', 'Giải Bóng chày Thái Bình Dương', '太平洋棒球联赛'), REGIONS.america, 10, true, 'nickname', 2),
  league(70102, 7, n('Korea Pro Baseball', 'Giải Bóng chày Nhà nghề Hàn Quốc', '韩国职业棒球联赛'), REGIONS.korea, 30, false, 'nickname'),
  league(1770008, 177, n('E-Football Battle - 8 mins', 'Bóng đá ảo - 8 phút', '电子足球对战 - 8分钟'), REGIONS.world, 50, false, 'eSoccer', 2),
  league(1770012, 177, n('E-Football Club Series - 12 mins', 'Bóng đá ảo CLB - 12 phút', '电子足球俱乐部系列赛 - 12分钟'), REGIONS.world, 60, false, 'eSoccer'),
  league(1780005, 178, n('E-Basketball Battle - 4x5 mins', 'Bóng rổ ảo - 4x5 phút', '电子篮球对战 - 4x5分钟'), REGIONS.world, 55, false, 'eBasketball'),
  league(150031, 15, n('Table Tennis Pro Series - Men', 'Giải Bóng bàn Chuyên nghiệp - Nam', '乒乓球职业系列赛 - 男子'), REGIONS.europe, 40, false, 'men', 2),
  league(150044, 15, n('Eastern Cup - Women', 'Cúp Phương Đông - Nữ', '东方杯 - 女子'), REGIONS.asia, 50, false, 'women'),
  league(190006, 19, n('World Boxing Night', 'Đêm Quyền anh Thế giới', '世界拳击之夜'), REGIONS.world, 30, true, 'men'),
  league(160012, 16, n('Snooker Masters Series', 'Giải Snooker Masters', '斯诺克大师系列赛'), REGIONS.england, 20, false, 'men'),
  league(60004, 6, n('National Gridiron League', 'Giải Bóng bầu dục Mỹ Quốc gia', '全国美式橄榄球联赛'), REGIONS.america, 10, true, 'nickname', 2),
  league(60019, 6, n('College Gridiron Series', 'Giải Bóng bầu dục Mỹ Đại học', '大学美式橄榄球系列赛'), REGIONS.america, 70, false, 'nickname'),
  league(40007, 4, n('Southern Rugby Championship', 'Giải Bóng bầu dục Nam bán cầu', '南半球橄榄球锦标赛'), REGIONS.south, 20, false, 'nickname'),
  league(20015, 2, n('Northern Hockey League', 'Giải Khúc côn cầu Phương Bắc', '北方冰球联赛'), REGIONS.nordic, 10, true, 'nickname', 2),
  league(510009, 51, n('Beach Volleyball World Tour - Women', 'Bóng chuyền bãi biển Thế giới - Nữ', '世界沙滩排球巡回赛 - 女子'), REGIONS.world, 40, false, 'pairs'),
  league(80011, 8, n('European Handball League', 'Giải Bóng ném Châu Âu', '欧洲手球联赛'), REGIONS.europe, 30, false, 'nickname'),
];

const byId = (id: number): CatalogueLeague => {
  const found = LEAGUES.find((entry) => entry.id === id);
  if (!found) throw new Error(`No league ${id} in the catalogue`);
  return found;
};

/** Outright (champion) events. */
export const OUTRIGHTS: CatalogueOutright[] = [
  { league: byId(20999), season: '2026', markets: [1999, 1998], nations: true },
  { league: byId(20117), season: '2026/27', markets: [1999], nations: false },
  { league: byId(20481), season: '2026/27', markets: [1999], nations: false },
  { league: byId(20233), season: '2026/27', markets: [1999], nations: false },
  { league: byId(30012), season: '2026/27', markets: [1999, 1998], nations: false },
  { league: byId(30140), season: '2026/27', markets: [1999], nations: false },
  { league: byId(50041), season: '2026', markets: [1999], nations: false },
  { league: byId(20015), season: '2026/27', markets: [1999], nations: false },
  { league: byId(60004), season: '2026/27', markets: [1999], nations: false },
  { league: byId(70014), season: '2026', markets: [1999], nations: false },
  { league: byId(160012), season: '2026', markets: [1999], nations: false },
  { league: byId(130021), season: '2026', markets: [1999], nations: false },
];

export const NATIONS: Names[] = [
  n('Brazil', 'Brazil', '巴西'), n('France', 'Pháp', '法国'), n('Argentina', 'Argentina', '阿根廷'), n('England', 'Anh', '英格兰'),
  n('Spain', 'Tây Ban Nha', '西班牙'), n('Germany', 'Đức', '德国'), n('Portugal', 'Bồ Đào Nha', '葡萄牙'), n('Netherlands', 'Hà Lan', '荷兰'),
  n('Japan', 'Nhật Bản', '日本'), n('Vietnam', 'Việt Nam', '越南'), n('Korea Republic', 'Hàn Quốc', '韩国'), n('Italy', 'Ý', '意大利'),
];

const CLUB_PATTERNS = [
  n('{c} FC', '{c} FC', '{c}足球俱乐部'), n('{c} United', '{c} United', '{c}联'), n('{c} City', '{c} City', '{c}城'),
  n('{c} Rovers', '{c} Rovers', '{c}流浪者'), n('{c} Athletic', '{c} Athletic', '{c}竞技'), n('Sporting {c}', 'Sporting {c}', '{c}体育'),
];
const VN_CLUB_PATTERNS = [
  n('{c} FC', 'CLB {c}', '{c}足球俱乐部'), n('{c} Police', 'Công An {c}', '{c}公安'), n('{c} Steel', 'Thép Xanh {c}', '{c}钢铁'),
  n('{c} Stars', 'Ngôi Sao {c}', '{c}之星'), n('{c} Youth', 'Trẻ {c}', '{c}青年'),
];
const NICKNAMES = [
  n('{c} Dragons', '{c} Dragons', '{c}飞龙'), n('{c} Tigers', '{c} Tigers', '{c}猛虎'), n('{c} Falcons', '{c} Falcons', '{c}猎鹰'),
  n('{c} Warriors', '{c} Warriors', '{c}勇士'), n('{c} Sharks', '{c} Sharks', '{c}鲨鱼'), n('{c} Bears', '{c} Bears', '{c}熊'),
  n('{c} Wolves', '{c} Wolves', '{c}狼队'), n('{c} Kings', '{c} Kings', '{c}国王'), n('{c} Titans', '{c} Titans', '{c}泰坦'),
  n('{c} Storm', '{c} Storm', '{c}风暴'), n('{c} Eagles', '{c} Eagles', '{c}雄鹰'), n('{c} Lions', '{c} Lions', '{c}雄狮'),
];
const GAMER_TAGS = ['Kaiser', 'Blaze', 'Nova', 'Viper', 'Ghost', 'Hunter', 'Raven', 'Zed', 'Echo', 'Lynx', 'Orbit', 'Saber'];

type Given = ReadonlyArray<readonly [string, string]>;
const MEN: Given = [['Lukas', '卢卡斯'], ['Mateo', '马特奥'], ['Adrian', '阿德里安'], ['Felix', '费利克斯'], ['Oscar', '奥斯卡'], ['Victor', '维克多'],
  ['Daniel', '丹尼尔'], ['Marco', '马可'], ['Julian', '朱利安'], ['Hugo', '雨果']] as const;
const WOMEN: Given = [['Elena', '埃琳娜'], ['Sofia', '索菲亚'], ['Clara', '克拉拉'], ['Nina', '妮娜'], ['Mila', '米拉'], ['Laura', '劳拉'],
  ['Ivana', '伊万娜'], ['Hana', '哈娜'], ['Alina', '阿莉娜'], ['Greta', '格蕾塔']] as const;
const FAMILIES = [['Berger', '伯格'], ['Novak', '诺瓦克'], ['Lindqvist', '林德奎斯特'], ['Moreau', '莫罗'], ['Castell', '卡斯特尔'],
  ['Hartmann', '哈特曼'], ['Kowalski', '科瓦尔斯基'], ['Varga', '瓦尔加'], ['Duval', '杜瓦尔'], ['Petrov', '彼得罗夫'],
  ['Almeida', '阿尔梅达'], ['Fischer', '菲舍尔'], ['Jensen', '延森'], ['Horvat', '霍瓦特']] as const;
/** [pinyin, Vietnamese reading, characters]. */
const CN_FAMILIES = [['Wang', 'Vương', '王'], ['Li', 'Lý', '李'], ['Zhang', 'Trương', '张'], ['Liu', 'Lưu', '刘'], ['Chen', 'Trần', '陈'],
  ['Zhao', 'Triệu', '赵'], ['Lin', 'Lâm', '林'], ['Huang', 'Hoàng', '黄']] as const;
const CN_GIVEN = [['Hao', 'Hạo', '浩'], ['Wei', 'Vĩ', '伟'], ['Lei', 'Lỗi', '磊'], ['Jun', 'Tuấn', '俊'], ['Ming', 'Minh', '明'],
  ['Tao', 'Đào', '涛'], ['Yifan', 'Nhất Phàm', '一凡'], ['Xue', 'Tuyết', '雪'], ['Lan', 'Lan', '兰'], ['Jing', 'Tĩnh', '静']] as const;
/** [without diacritics, Vietnamese, characters]. */
const VN_FAMILIES = [['Nguyen', 'Nguyễn', '阮'], ['Tran', 'Trần', '陈'], ['Le', 'Lê', '黎'], ['Pham', 'Phạm', '范'], ['Hoang', 'Hoàng', '黄'],
  ['Vo', 'Võ', '武'], ['Dang', 'Đặng', '邓'], ['Bui', 'Bùi', '裴']] as const;
const VN_GIVEN = [['Minh', 'Minh', '明'], ['Tuan', 'Tuấn', '俊'], ['Hung', 'Hùng', '雄'], ['Dung', 'Dũng', '勇'], ['Quang', 'Quang', '光'],
  ['Thanh', 'Thành', '成'], ['Long', 'Long', '龙'], ['Linh', 'Linh', '玲'], ['Hoa', 'Hoa', '花'], ['Trang', 'Trang', '妆']] as const;

function person(random: Random, women: boolean): Names {
  const culture = random.int(0, 4);
  if (culture === 0) {
    const [fe, fv, fc] = random.pick(CN_FAMILIES);
    const [ge, gv, gc] = random.pick(women ? CN_GIVEN.slice(7) : CN_GIVEN.slice(0, 7));
    return n(`${fe} ${ge}`, `${fv} ${gv}`, `${fc}${gc}`);
  }
  if (culture === 1) {
    const [fe, fv, fc] = random.pick(VN_FAMILIES);
    const [ge, gv, gc] = random.pick(women ? VN_GIVEN.slice(7) : VN_GIVEN.slice(0, 7));
    return n(`${fe} ${ge}`, `${fv} ${gv}`, `${fc}${gc}`);
  }
  const [ge, gc] = random.pick(women ? WOMEN : MEN);
  const [fe, fc] = random.pick(FAMILIES);
  return n(`${ge} ${fe}`, `${ge} ${fe}`, `${gc}·${fc}`);
}

function pair(random: Random): Names {
  const [ae, ac] = random.pick(FAMILIES);
  const [be, bc] = random.pick(FAMILIES.filter(([family]) => family !== ae));
  return n(`${ae} / ${be}`, `${ae} / ${be}`, `${ac}/${bc}`);
}

function clubOf(random: Random, places: Names[], patterns: Names[]): Names {
  return compose(random.pick(patterns), random.pick(places));
}

/** One team (or player) name for a league of `kind`. */
function teamName(random: Random, entry: CatalogueLeague): Names {
  const places = entry.region.places;
  switch (entry.kind) {
    case 'vnClub':
      return clubOf(random, places, VN_CLUB_PATTERNS);
    case 'club':
      return clubOf(random, places, CLUB_PATTERNS);
    case 'nickname':
      return clubOf(random, places, NICKNAMES);
    case 'men':
    case 'women':
      return person(random, entry.kind === 'women');
    case 'pairs':
      return pair(random);
    case 'eSoccer':
    case 'eBasketball': {
      const club = clubOf(random, REGIONS.world.places, entry.kind === 'eSoccer' ? CLUB_PATTERNS : NICKNAMES);
      const tag = random.pick(GAMER_TAGS);
      return n(`${club.ENG} (${tag})`, `${club.VIE} (${tag})`, `${club.CMN}(${tag})`);
    }
  }
}

/** `count` different team names for a league (fewer only when its name lists run out). */
export function teamNames(random: Random, entry: CatalogueLeague, count: number): Names[] {
  const out = new Map<string, Names>();
  for (let attempt = 0; out.size < count && attempt < count * 20; attempt += 1) {
    const name = teamName(random, entry);
    out.set(name.ENG, name);
  }
  return [...out.values()];
}
