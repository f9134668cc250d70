// Seeds the masters (tipsters) and their plans from the sportsbook's own matches: settled plans on the finished
// matches of the last days, open plans on today's and live matches. Each master picks with a skill of their own (how
// often they choose a selection that won), but nothing about the results is stored: the hit rates and returns are
// computed from the matches when asked (mocks/handlers/masters-plans.ts).
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { db } from '../db';
import type { PlanLegRecordType } from '../db/masters-collections';
import { legOutcome, settlingScore } from '../handlers/sports-settlement-rules';
import type { TextLanguage, Texts } from '../handlers/text-language';
import type { Random } from './random';
import { avatarImage } from './rooms-images';
import { selectionTextsIn, teamsIn, textsOf } from './rooms-texts';
import { isWholeMatch } from './sports-labels';
import { listMarketTypes } from './sports-markets';

const MINUTE = 60_000;
const FIRST_PLAN_ID = 80001;
const SETTLED_PER_MASTER = 16;
const OPEN_PER_MASTER = 2;

interface MasterSeed {
  masterId: number;
  nickName: string;
  /** How often the master picks a selection that won (settled plans only). */
  skill: number;
  intro: Texts;
  bio: Texts;
}

const MASTERS: readonly MasterSeed[] = [
  { masterId: 501, nickName: 'Thầy Long', skill: 0.72, intro: { vi: 'Chuyên kèo châu Á Ngoại hạng Anh', zh: '英超亚盘专家', en: 'Premier League handicap specialist' }, bio: { vi: '10 năm theo dõi bóng đá Anh, chỉ chọn kèo có lý do rõ ràng.', zh: '关注英格兰足球十年，只推有理有据的盘口。', en: 'Ten years following English football; only picks with a clear reason.' } },
  { masterId: 502, nickName: 'Vua Tài Xỉu', skill: 0.64, intro: { vi: 'Tài xỉu là đam mê', zh: '大小球达人', en: 'Over/under enthusiast' }, bio: { vi: 'Soi số bàn thắng, phạt góc và nhịp độ trận đấu.', zh: '研究进球数、角球和比赛节奏。', en: 'Reads goals, corners and the pace of a game.' } },
  { masterId: 503, nickName: '老王看球', skill: 0.58, intro: { vi: 'Bóng đá châu Âu mỗi ngày', zh: '每日欧洲足球', en: 'European football every day' }, bio: { vi: 'Người hâm mộ lâu năm, chia sẻ nhận định mỗi ngày.', zh: '资深球迷，每日分享赛事观点。', en: 'A long-time fan sharing a view on the day’s games.' } },
  { masterId: 504, nickName: 'Expert Mike', skill: 0.55, intro: { vi: 'Bóng rổ và thống kê', zh: '篮球与数据', en: 'Basketball and numbers' }, bio: { vi: 'Dùng số liệu để tìm giá trị trong kèo bóng rổ.', zh: '用数据寻找篮球盘口的价值。', en: 'Uses statistics to find value in basketball lines.' } },
  { masterId: 505, nickName: 'Cao Thủ Châu Á', skill: 0.49, intro: { vi: 'Giải châu Á và V-League', zh: '亚洲联赛与越南联赛', en: 'Asian leagues and the V-League' }, bio: { vi: 'Theo sát các giải đấu khu vực châu Á.', zh: '紧跟亚洲各地区联赛。', en: 'Follows the leagues of the Asian region closely.' } },
  { masterId: 506, nickName: 'Sói Già', skill: 0.42, intro: { vi: 'Kèo dưới giá trị', zh: '冷门猎手', en: 'Underdog hunter' }, bio: { vi: 'Thích những đội cửa dưới bị đánh giá thấp.', zh: '偏爱被低估的下盘球队。', en: 'Likes the underdogs the market rates too low.' } },
];

const REASONS: Readonly<Record<TextLanguage, readonly string[]>> = {
  vi: [
    '{home} bất bại ở 5 trận sân nhà gần nhất, còn {away} thủng lưới đều đặn trên sân khách.',
    'Hai đội đều chơi tấn công, các lần đối đầu gần đây có nhiều bàn thắng.',
    'Lịch thi đấu dày khiến {away} phải xoay tua đội hình, lợi thế nghiêng về {home}.',
    'Thị trường đang đánh giá thấp {away}; tỷ lệ hiện tại có giá trị.',
  ],
  zh: [
    '{home}近5个主场不败，{away}客场场场失球。',
    '两队都偏重进攻，近期交锋进球不少。',
    '赛程密集，{away}需要轮换，{home}占优。',
    '市场低估了{away}，目前的赔率有价值。',
  ],
  en: [
    '{home} are unbeaten in their last five home games, while {away} keep conceding away.',
    'Both sides like to attack, and their recent meetings have been full of goals.',
    'A busy schedule forces {away} to rotate, which tips it towards {home}.',
    'The market rates {away} too low; the current price has value.',
  ],
};

const DOUBLE: Texts = { vi: 'Xiên 2', zh: '2串1', en: 'Double' };

interface Pick {
  match: MatchRecord;
  leg: PlanLegRecordType;
}

/** The whole-match main markets of a match with odds on every option (open ones only when `open`). */
function mainMarkets(match: MatchRecord, open: boolean) {
  const types = listMarketTypes(match.sid);
  return match.mg
    .filter((group) => types.includes(group.mty) && isWholeMatch(group.pe))
    .flatMap((group) => group.mks.map((market) => ({ group, market })))
    .filter(({ market }) => market.op.length > 0 && market.op.every((option) => option.od > 1) && (!open || market.ss === 1));
}

function pickLeg(random: Random, match: MatchRecord, open: boolean, skill: number): Pick | undefined {
  const markets = mainMarkets(match, open);
  if (markets.length === 0) return undefined;
  const { group, market } = random.pick(markets);
  let options = market.op;
  if (!open) {
    const score = settlingScore(match, group.mty, group.pe);
    const won = market.op.filter((option) => legOutcome({ mty: group.mty, ty: option.ty, li: market.li }, score) === 'win');
    if (won.length > 0 && random.chance(skill)) options = won;
    else if (won.length > 0 && won.length < market.op.length) options = market.op.filter((option) => !won.includes(option));
  }
  const option = random.pick(options);
  return {
    match,
    leg: {
      matchId: match.id,
      sportId: match.sid,
      marketId: market.id,
      marketType: group.mty,
      ...(group.pe === undefined ? {} : { period: group.pe }),
      ...(market.li === undefined ? {} : { line: market.li }),
      optionType: option.ty,
      odds: option.od,
    },
  };
}

const planTitles = (picks: readonly Pick[]): Texts =>
  textsOf((language) => {
    const names = picks.map(({ match, leg }) => selectionTextsIn(match, leg, language).optionName);
    if (picks.length > 1) return `${DOUBLE[language]}: ${names.join(', ')}`;
    return `${names[0] ?? ''} · ${selectionTextsIn(picks[0]!.match, picks[0]!.leg, language).matchName}`;
  });

const reasonings = (random: Random, match: MatchRecord): Texts => {
  const index = random.int(0, REASONS.vi.length - 1);
  return textsOf((language) => {
    const [home, away] = teamsIn(match, language);
    return (REASONS[language][index] ?? '').replaceAll('{home}', home).replaceAll('{away}', away);
  });
};

export async function seedMasters(random: Random, now: number): Promise<void> {
  const inSports = (m: MatchRecord) => m.sid === 1 || m.sid === 3;
  const finished = db.matches.findMany((q) => q.where({ ms: 0, ty: 2 })).filter(inSports).sort((a, b) => a.bt - b.bt || a.id - b.id);
  const upcoming = db.matches
    .findMany((q) => q.where({ ty: 2 }))
    .filter((m) => inSports(m) && (m.ms === 5 || (m.ms === 4 && m.bt < now + 20 * 60 * MINUTE)))
    .sort((a, b) => a.bt - b.bt || a.id - b.id);
  let planId = FIRST_PLAN_ID;

  const makePlan = async (master: MasterSeed, pool: readonly MatchRecord[], open: boolean, createTime: (first: MatchRecord) => number) => {
    const legs = random.chance(0.6) ? 1 : 2;
    const picks: Pick[] = [];
    for (let tries = 0; picks.length < legs && tries < 12; tries += 1) {
      const match = random.pick(pool);
      if (picks.some((p) => p.match.id === match.id)) continue;
      const picked = pickLeg(random, match, open, master.skill);
      if (picked) picks.push(picked);
    }
    const first = picks[0];
    if (!first) return;
    await db.livePlans.create({
      planId: planId++,
      masterId: master.masterId,
      titles: planTitles(picks),
      reasonings: reasonings(random, first.match),
      createTime: Math.min(createTime(first.match), now),
      legs: picks.map((p) => p.leg),
    });
  };

  for (const master of MASTERS) {
    await db.liveMasters.create({
      masterId: master.masterId,
      nickName: master.nickName,
      avatar: avatarImage(`master-${master.masterId}`),
      intros: master.intro,
      bios: master.bio,
    });
    if (finished.length > 0) {
      for (let n = 0; n < SETTLED_PER_MASTER; n += 1) await makePlan(master, finished, false, (m) => m.bt - random.int(60, 300) * MINUTE);
    }
    if (upcoming.length > 0) {
      for (let n = 0; n < OPEN_PER_MASTER; n += 1) await makePlan(master, upcoming, true, () => now - random.int(10, 120) * MINUTE);
    }
  }
}
