// Texts of the sports-provider mock in its three data languages (ENG, VIE, CMN): sport names, market type names,
// match statuses, periods and selection words. The seed writes ENG; the handlers rebuild every name in the
// language a request asks for from these tables, and the sport language package is read from them too.

export const SPORT_LANGUAGES = ['ENG', 'VIE', 'CMN'] as const;
export type SportLanguage = (typeof SPORT_LANGUAGES)[number];

/** One text in every data language. */
export type Names = Readonly<Record<SportLanguage, string>>;

/** `names('Soccer', 'Bóng đá', '足球')`; VIE and CMN default to the English text (foreign proper names). */
export const names = (ENG: string, VIE: string = ENG, CMN: string = ENG): Names => ({ ENG, VIE, CMN });

/** The data language of a request body: CMN, VIE or ENG; anything else (or nothing) is answered in ENG. */
export function sportLanguage(languageType: unknown): SportLanguage {
  return SPORT_LANGUAGES.find((language) => language === languageType) ?? 'ENG';
}

/** Applies a pattern such as `{c} United` to a place name, language by language. */
export function compose(pattern: Names, place: Names): Names {
  return names(pattern.ENG.replace('{c}', place.ENG), pattern.VIE.replace('{c}', place.VIE), pattern.CMN.replace('{c}', place.CMN));
}

export const SPORT_NAMES: Readonly<Record<number, Names>> = {
  1: names('Soccer', 'Bóng đá', '足球'),
  2: names('Ice Hockey', 'Khúc côn cầu trên băng', '冰球'),
  3: names('Basketball', 'Bóng rổ', '篮球'),
  4: names('Rugby', 'Bóng bầu dục', '橄榄球'),
  5: names('Tennis', 'Quần vợt', '网球'),
  6: names('American Football', 'Bóng bầu dục Mỹ', '美式橄榄球'),
  7: names('Baseball', 'Bóng chày', '棒球'),
  8: names('Handball', 'Bóng ném', '手球'),
  13: names('Volleyball', 'Bóng chuyền', '排球'),
  15: names('Table Tennis', 'Bóng bàn', '乒乓球'),
  16: names('Snooker', 'Bi-a Snooker', '斯诺克'),
  19: names('Boxing', 'Quyền anh', '拳击'),
  47: names('Badminton', 'Cầu lông', '羽毛球'),
  51: names('Beach Volleyball', 'Bóng chuyền bãi biển', '沙滩排球'),
  177: names('E-Football', 'Bóng đá ảo', '电子足球'),
  178: names('E-Basketball', 'Bóng rổ ảo', '电子篮球'),
};

export const MATCH_STATUS_NAMES: Readonly<Record<number, Names>> = {
  0: names('Ended', 'Đã kết thúc', '已结束'),
  1: names('Postponed', 'Hoãn', '推迟'),
  2: names('Interrupted', 'Gián đoạn', '中断'),
  3: names('Cancelled', 'Đã hủy', '取消'),
  4: names('Not started', 'Chưa bắt đầu', '未开赛'),
  5: names('Live', 'Đang diễn ra', '进行中'),
  6: names('Delayed', 'Bị trì hoãn', '延迟'),
  7: names('Abandoned', 'Bị bỏ dở', '腰斩'),
  8: names('Suspended', 'Tạm dừng', '暂停'),
};

/** How the selections of a market type are named. */
export type MarketKind = 'handicap' | 'total' | 'threeWay' | 'twoWay' | 'yesNo' | 'oddEven' | 'doubleChance' | 'correctScore' | 'outright';

interface MarketType {
  kind: MarketKind;
  name: Names;
}

const market = (kind: MarketKind, ENG: string, VIE: string, CMN: string): MarketType => ({ kind, name: names(ENG, VIE, CMN) });
const HANDICAP = ['Handicap', 'Kèo chấp', '让球'] as const;
const TOTAL = ['Over/Under', 'Tài xỉu', '大小'] as const;
const WINNER = ['Winner', 'Thắng trận', '独赢'] as const;

/** Market types (mty) of facts 4.8 that the mock offers, for every sport. */
export const MARKET_TYPES: Readonly<Record<number, MarketType>> = {
  1000: market('handicap', 'Asian Handicap', 'Kèo chấp châu Á', '亚洲让球'),
  1005: market('threeWay', '1X2', '1X2', '独赢'),
  1007: market('total', 'Goals Over/Under', 'Tài xỉu bàn thắng', '进球大小'),
  1008: market('oddEven', 'Goals Odd/Even', 'Chẵn lẻ bàn thắng', '进球单双'),
  1010: market('total', 'Corners Over/Under', 'Tài xỉu phạt góc', '角球大小'),
  1011: market('handicap', 'Corners Handicap', 'Kèo chấp phạt góc', '角球让球'),
  1012: market('doubleChance', 'Double Chance', 'Cơ hội kép', '双重机会'),
  1027: market('yesNo', 'Both Teams to Score', 'Cả hai đội ghi bàn', '双方进球'),
  1099: market('correctScore', 'Correct Score', 'Tỷ số chính xác', '波胆'),
  2001: market('handicap', ...HANDICAP),
  2002: market('total', ...TOTAL),
  2003: market('threeWay', '1X2', '1X2', '独赢'),
  3002: market('handicap', ...HANDICAP),
  3003: market('total', 'Total Points', 'Tổng điểm', '总分大小'),
  3004: market('twoWay', 'Moneyline', 'Thắng trận', '独赢'),
  3005: market('oddEven', 'Points Odd/Even', 'Chẵn lẻ tổng điểm', '总分单双'),
  4001: market('handicap', ...HANDICAP),
  4002: market('total', 'Total Points', 'Tổng điểm', '总分大小'),
  4003: market('threeWay', '1X2', '1X2', '独赢'),
  5001: market('twoWay', ...WINNER),
  5002: market('handicap', 'Game Handicap', 'Chấp game', '让局'),
  5003: market('total', 'Total Games', 'Tổng số game', '总局数大小'),
  5004: market('handicap', 'Set Handicap', 'Chấp set', '让盘'),
  6001: market('handicap', ...HANDICAP),
  6002: market('total', 'Total Points', 'Tổng điểm', '总分大小'),
  6003: market('twoWay', 'Moneyline', 'Thắng trận', '独赢'),
  7001: market('handicap', 'Run Line', 'Chấp điểm chạy', '让分'),
  7002: market('total', 'Total Runs', 'Tổng điểm chạy', '总分大小'),
  7003: market('twoWay', 'Moneyline', 'Thắng trận', '独赢'),
  8001: market('handicap', ...HANDICAP),
  8002: market('total', 'Total Goals', 'Tổng bàn thắng', '总进球大小'),
  8003: market('threeWay', '1X2', '1X2', '独赢'),
  13001: market('twoWay', ...WINNER),
  13002: market('handicap', 'Point Handicap', 'Chấp điểm', '让分'),
  13003: market('total', 'Total Points', 'Tổng điểm', '总分大小'),
  15001: market('twoWay', ...WINNER),
  15002: market('handicap', 'Point Handicap', 'Chấp điểm', '让分'),
  15003: market('total', 'Total Points', 'Tổng điểm', '总分大小'),
  16001: market('handicap', 'Frame Handicap', 'Chấp frame', '让局'),
  16002: market('total', 'Total Frames', 'Tổng số frame', '总局数大小'),
  16003: market('twoWay', ...WINNER),
  19001: market('threeWay', 'Fight Winner', 'Thắng trận đấu', '比赛胜者'),
  19002: market('total', 'Total Rounds', 'Tổng số hiệp', '总回合数大小'),
  47001: market('twoWay', ...WINNER),
  47002: market('handicap', 'Point Handicap', 'Chấp điểm', '让分'),
  47003: market('total', 'Total Points', 'Tổng điểm', '总分大小'),
  51001: market('twoWay', ...WINNER),
  51002: market('handicap', 'Point Handicap', 'Chấp điểm', '让分'),
  51003: market('total', 'Total Points', 'Tổng điểm', '总分大小'),
  177001: market('handicap', ...HANDICAP),
  177002: market('total', 'Goals Over/Under', 'Tài xỉu bàn thắng', '进球大小'),
  177003: market('threeWay', '1X2', '1X2', '独赢'),
  178001: market('handicap', ...HANDICAP),
  178002: market('total', 'Total Points', 'Tổng điểm', '总分大小'),
  178003: market('twoWay', 'Moneyline', 'Thắng trận', '独赢'),
  1999: market('outright', 'Outright Winner', 'Vô địch', '冠军'),
  1998: market('outright', 'To Reach the Final', 'Vào chung kết', '进入决赛'),
};

const p = (pe: number, ENG: string, VIE: string, CMN: string): [number, Names] => [pe, names(ENG, VIE, CMN)];
const numbered = (from: number, count: number, ENG: string, VIE: string, CMN: string): Array<[number, Names]> =>
  Array.from({ length: count }, (_, i) => p(from + i, `${ENG} ${i + 1}`, `${VIE} ${i + 1}`, CMN.replace('#', String(i + 1))));
const NOT_STARTED = ['Not started', 'Chưa bắt đầu', '未开赛'] as const;
const FULL_TIME = ['Full Time', 'Cả trận', '全场'] as const;
const ENDED = ['Ended', 'Kết thúc', '已结束'] as const;
const FIRST_HALF = ['1st Half', 'Hiệp 1', '上半场'] as const;
const SECOND_HALF = ['2nd Half', 'Hiệp 2', '下半场'] as const;
const HALF_TIME = ['Half-time', 'Nghỉ giữa hiệp', '中场休息'] as const;
const OVERTIME = ['Overtime', 'Hiệp phụ', '加时'] as const;
const PENALTIES = ['Penalties', 'Loạt sút luân lưu', '点球大战'] as const;

/** Live period names of the sports the facts say nothing about, built from their part names. */
export interface PartNames {
  part: Names;
  /** How many parts the longest match has (sets, quarters, innings, rounds, ...). */
  count: number;
}

const part = (count: number, ENG: string, VIE: string, CMN: string): PartNames => ({ part: names(ENG, VIE, CMN), count });

/** Sports other than soccer and basketball: what one part of the match is called. */
export const SPORT_PARTS: Readonly<Record<number, PartNames>> = {
  2: part(3, 'Period', 'Hiệp', '第#节'),
  4: part(2, 'Half', 'Hiệp', '第#半场'),
  5: part(5, 'Set', 'Set', '第#盘'),
  6: part(4, 'Quarter', 'Hiệp', '第#节'),
  7: part(9, 'Inning', 'Hiệp', '第#局'),
  8: part(2, 'Half', 'Hiệp', '第#半场'),
  13: part(5, 'Set', 'Set', '第#局'),
  15: part(7, 'Game', 'Ván', '第#局'),
  16: part(11, 'Frame', 'Frame', '第#局'),
  19: part(12, 'Round', 'Hiệp', '第#回合'),
  47: part(3, 'Game', 'Ván', '第#局'),
  51: part(3, 'Set', 'Set', '第#局'),
  177: part(2, 'Half', 'Hiệp', '第#半场'),
  178: part(4, 'Quarter', 'Hiệp', '第#节'),
};

/**
 * The period of part `n` (from 1) of a sport other than soccer and basketball: sport id × 1000 + 1 + n, used both as
 * the live `mc.pe` and as the score group of that part. The whole match is sport id × 1000 + 1.
 */
export const partPeriod = (sid: number, n: number): number => sid * 1000 + 1 + n;

/** Every period name of the other sports: not started / whole match (×1000+1), each part, ended (×1000+99). */
export function partPeriods(): Array<[number, Names]> {
  return Object.entries(SPORT_PARTS).flatMap(([sid, { part: name, count }]) => [
    p(Number(sid) * 1000 + 1, ...FULL_TIME),
    ...Array.from({ length: count }, (_, i): [number, Names] => [
      partPeriod(Number(sid), i + 1),
      names(`${name.ENG} ${i + 1}`, `${name.VIE} ${i + 1}`, name.CMN.replace('#', String(i + 1))),
    ]),
    p(endedPeriod(Number(sid)), ...ENDED),
  ]);
}

/** The live period of a finished match. */
export function endedPeriod(sid: number): number {
  if (sid === 1) return 1005;
  if (sid === 3) return 3013;
  return sid * 1000 + 99;
}

/**
 * Periods a score group or a market settles on (`nsg[].pe`, `mg[].pe`): facts 4.6 for soccer and basketball,
 * sport id × 1000 + n for the others (n 1 the whole match, then the parts in order).
 */
export const SCORE_PERIODS: ReadonlyMap<number, Names> = new Map([
  p(1000, 'Current', 'Hiện tại', '当前'),
  p(1001, ...FULL_TIME),
  p(1002, ...FIRST_HALF),
  p(1003, ...SECOND_HALF),
  p(3001, 'Full Time (incl. OT)', 'Cả trận (gồm hiệp phụ)', '全场(含加时)'),
  p(3002, 'Regulation Time', 'Thời gian chính thức', '常规时间'),
  p(3003, ...FIRST_HALF),
  p(3004, ...SECOND_HALF),
  ...numbered(3005, 4, 'Quarter', 'Hiệp', '第#节'),
  p(3009, ...OVERTIME),
  ...partPeriods(),
]);

/**
 * Live clock periods (`mc.pe`): facts 4.7 for soccer and basketball; the mock's own codes for the other sports
 * (sport id × 1000 + 1 not started, then the parts being played, then the end).
 */
export const LIVE_PERIODS: ReadonlyMap<number, Names> = new Map([
  p(1001, ...NOT_STARTED),
  p(1002, ...FIRST_HALF),
  p(1003, ...HALF_TIME),
  p(1004, ...SECOND_HALF),
  p(1005, ...ENDED),
  p(1006, 'Extra Time 1st Half', 'Hiệp phụ 1', '加时上半场'),
  p(1007, 'Half', 'Hiệp', '半场'),
  p(1008, 'Extra Time 2nd Half', 'Hiệp phụ 2', '加时下半场'),
  p(1009, 'Extra Time Ended', 'Hết hiệp phụ', '加时结束'),
  p(1010, ...PENALTIES),
  p(1011, ...ENDED),
  p(1012, 'Extra Time', 'Hiệp phụ', '加时'),
  p(1013, ...PENALTIES),
  p(1014, 'Penalties Ended', 'Hết loạt luân lưu', '点球结束'),
  p(1015, 'Interrupted', 'Gián đoạn', '中断'),
  p(1016, 'Abandoned', 'Bị bỏ dở', '腰斩'),
  p(3001, ...NOT_STARTED),
  p(3003, ...HALF_TIME),
  p(3005, 'Quarter 1', 'Hiệp 1', '第一节'),
  p(3007, 'Quarter 2', 'Hiệp 2', '第二节'),
  p(3008, 'Break', 'Giải lao', '节间休息'),
  p(3009, 'Quarter 3', 'Hiệp 3', '第三节'),
  p(3011, 'Quarter 4', 'Hiệp 4', '第四节'),
  p(3012, ...OVERTIME),
  p(3013, ...ENDED),
  p(3014, 'Ended after Overtime', 'Kết thúc sau hiệp phụ', '加时后结束'),
  p(3015, ...OVERTIME),
]);

/** Words of selections that are not team names. */
export const WORDS = {
  draw: names('Draw', 'Hòa', '和局'),
  over: names('Over', 'Tài', '大'),
  under: names('Under', 'Xỉu', '小'),
  odd: names('Odd', 'Lẻ', '单'),
  even: names('Even', 'Chẵn', '双'),
  yes: names('Yes', 'Có', '是'),
  no: names('No', 'Không', '否'),
  or: names('or', 'hoặc', '或'),
  winner: names('Winner', 'Vô địch', '冠军'),
} as const;

/** Labels of the play types the statistical call counts (`sl[].des`). */
export const PLAY_TYPE_NAMES: Readonly<Record<number, Names>> = {
  1: names('Live', 'Trực tiếp', '滚球'),
  3: names('Today', 'Hôm nay', '今日'),
  4: names('Early', 'Sớm', '早盘'),
  7: names('Outright', 'Cược vô địch', '冠军'),
};

/** Why the provider rejected a bet (`rjs` beside the reject code `rj`); records keep the English text. */
export const REJECT_REASONS: Readonly<Record<number, Names>> = {
  1: names('System error', 'Lỗi hệ thống', '系统错误'),
  2: names('Invalid parameters', 'Tham số không hợp lệ', '参数无效'),
  3: names('Risk limit reached', 'Đã đạt giới hạn rủi ro', '已达风控限额'),
  4: names('Market suspended', 'Kèo tạm ngưng', '盘口暂停'),
  5: names('Rejected by the trader', 'Bị nhà cái từ chối', '被操盘手拒绝'),
  6: names('Payment failed', 'Thanh toán thất bại', '支付失败'),
  7: names('Not confirmed before settlement', 'Chưa được xác nhận trước khi thanh toán cược', '结算前未确认'),
  8: names('Odds changed', 'Tỷ lệ cược đã thay đổi', '赔率已变化'),
};

/** A stored (English) reject reason in `language`; a reason the table does not know is answered as stored. */
export function rejectReasonIn(stored: string, language: SportLanguage): string {
  return Object.values(REJECT_REASONS).find((reason) => reason.ENG === stored)?.[language] ?? stored;
}
