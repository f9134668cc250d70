// The believable chat of a live room, as a function of time: line n of a room is said at n × CHAT_BEAT_MS (the same
// line for everyone, whenever asked), by one of the room's regulars, in the language the reader joined with. Every
// eighth line of a sports room is the anchor sharing a bet on the room's match; now and then a spammer posts and a
// moderator mutes them. The history call and the socket both read from here, so they always agree.
import type { ChatEntryContent, ChatUser } from '@/shared/api/generated/socket/messages';
import { db } from '../db';
import type { LiveRoomRecordType } from '../db/rooms-collections';
import type { TextLanguage, Texts } from '../handlers/text-language';
import { selectionTextsIn, teamsIn } from '../seed/rooms-texts';
import { isWholeMatch } from '../seed/sports-labels';
import { listMarketTypes } from '../seed/sports-markets';

/** One line of a room's own chat this often. */
export const CHAT_BEAT_MS = 2500;
/** How long a muted spammer stays muted. */
export const MUTE_MS = 10 * 60_000;
const SHARE_EVERY = 8;
const SPAM_EVERY = 41;

const NAMES = ['tuan_k', 'hoa.ng', 'minhduc99', 'lan_anh', 'bao_long', 'kimchi88', 'xiaoyu', 'a_wei', 'mike_t', 'quang.h', 'thao_vy', 'dragon77'];

type Lines = Readonly<Record<TextLanguage, readonly string[]>>;

const SOCCER: Lines = {
  vi: ['{home} đá hay quá', 'Vào rồi!!', 'Trọng tài hôm nay khó tính thật', '{away} phòng ngự chắc', 'Kèo này thơm', 'Hiệp 2 sẽ có bàn', 'Ai theo {home} không?', 'Phạt góc kìa', 'Bình luận viên nói chuẩn', 'Tài 2.5 ăn chắc'],
  zh: ['{home}踢得真好', '进了！！', '今天裁判好严', '{away}防守很稳', '这个盘口不错', '下半场会有进球', '有人跟{home}吗？', '角球！', '主播说得对', '大2.5稳了'],
  en: ['{home} look sharp today', 'GOAL!!', 'Strict referee tonight', '{away} defending well', 'Nice price on this one', 'Goal coming in the 2nd half', 'Anyone backing {home}?', 'Corner!', 'Spot on, commentator', 'Over 2.5 looks safe'],
};
const BASKETBALL: Lines = {
  vi: ['{home} ném ba điểm chuẩn quá', 'Úp rổ đẹp!', '{away} phòng thủ khu vực chặt', 'Hiệp này tổng điểm sẽ cao', 'Ai theo {home} chấp điểm không?', 'Pha cướp bóng đỉnh', 'Bình luận viên phân tích hay', 'Hết thời gian hội ý rồi', 'Tài tổng điểm ăn chắc', '{away} đang bám đuổi'],
  zh: ['{home}三分真准', '漂亮的扣篮！', '{away}联防很紧', '这节总分会很高', '有人跟{home}让分吗？', '这个抢断太棒了', '主播分析得好', '暂停结束了', '大分稳了', '{away}在追分'],
  en: ['{home} are hot from three', 'What a dunk!', '{away} zone defence is tight', 'High-scoring quarter coming', 'Anyone on {home} with the handicap?', 'Great steal', 'Good read, commentator', 'Timeout over', 'Over on total points looks good', '{away} keeping it close'],
};
const TENNIS: Lines = {
  vi: ['Cú giao bóng ăn điểm trực tiếp!', '{home} trả bóng quá chắc', 'Break point rồi', '{away} lên lưới hay', 'Set này sẽ vào tie-break', 'Ai theo {home} không?', 'Cú trái tay dọc biên đẹp', 'Bình luận viên nói chuẩn', 'Tài tổng game ổn đấy', 'Loạt đánh bóng dài quá'],
  zh: ['发球直接得分！', '{home}回球很稳', '破发点了', '{away}上网打得好', '这盘会进抢七', '有人跟{home}吗？', '漂亮的反手直线', '主播说得对', '大局数可以', '这个回合好长'],
  en: ['Ace!', '{home} returning so well', 'Break point', '{away} great at the net', 'This set is heading for a tie-break', 'Anyone backing {home}?', 'Lovely backhand down the line', 'Spot on, commentator', 'Over on total games looks fine', 'What a long rally'],
};
/** A room's regulars talk about its sport (soccer lines for any sport without its own). */
const SPORT_LINES: Readonly<Record<number, Lines>> = { 1: SOCCER, 3: BASKETBALL, 5: TENNIS };
const SHOWS: Lines = {
  vi: ['Hát hay quá chị ơi', 'Xin bài tiếp theo với', 'Chào cả nhà', 'Tối nay vui ghê', 'Lần này tài hay xỉu?', 'Cho xin một bài ballad', 'Âm thanh rõ lắm', 'Vote cho chị nè'],
  zh: ['唱得太好听了', '求下一首', '大家晚上好', '今晚好开心', '这把开大还是小？', '来一首情歌吧', '声音很清楚', '支持主播'],
  en: ['Beautiful voice', 'Next song please', 'Hi everyone', 'Fun night tonight', 'Big or small this round?', 'A ballad please', 'Sound is crystal clear', 'Love this stream'],
};
const SPAM: Texts = { vi: 'Nạp tiền nhận thưởng 300% tại web lạ!!!', zh: '外站充值送300%！！！', en: 'Get 300% bonus on another site!!!' };
const MUTED: Texts = { vi: '{name} đã bị cấm chat vì quảng cáo.', zh: '{name} 因发布广告被禁言。', en: '{name} was muted for advertising.' };

/** A small integer hash of the numbers (the same numbers always give the same value). */
export function mix(...values: number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    hash = Math.imul(hash ^ (value | 0), 0x01000193) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0;
  }
  return hash;
}

/** A regular of the room: a member of the chat who is not the player. */
export function regular(seed: number, roomId: number, index: number): ChatUser {
  const slot = mix(seed, roomId, index) % NAMES.length;
  return { userId: 20_000 + slot * 37 + (roomId % 31), nickName: NAMES[slot] ?? 'guest', vipLevel: mix(seed, slot) % 7, role: 'member' };
}

/** The spammer of line n (a user id of its own, so muting them hides nobody else). */
const spammer = (roomId: number, n: number): ChatUser => ({ userId: 29_000 + ((roomId + n) % 97), nickName: `win${(roomId + n) % 97}_vip`, vipLevel: 0, role: 'member' });

export function anchorUser(room: LiveRoomRecordType): ChatUser {
  const anchor = db.liveAnchors.findFirst((q) => q.where({ anchorId: room.anchorId }));
  return { userId: room.anchorId, nickName: anchor?.nickName ?? '', vipLevel: 0, role: 'anchor' };
}

const isSpamLine = (n: number) => n % SPAM_EVERY === 0;

/** The users muted in the room at line n: the spammers of the last MUTE_MS. */
export function mutedAt(room: LiveRoomRecordType, n: number): ChatUser[] {
  const lines = Math.ceil(MUTE_MS / CHAT_BEAT_MS);
  const out: ChatUser[] = [];
  for (let k = n - lines; k <= n; k += 1) if (k >= 0 && isSpamLine(k - 1)) out.push(spammer(room.roomId, k - 1));
  return out;
}

/** A bet the anchor shares: an open main market of the room's match, or undefined when none is open. */
function sharedSelection(room: LiveRoomRecordType, n: number, language: TextLanguage) {
  if (room.matchId === null) return undefined;
  const match = db.matches.findFirst((q) => q.where({ id: room.matchId! }));
  if (!match || match.ms !== 5) return undefined;
  const types = listMarketTypes(match.sid);
  const markets = match.mg
    .filter((group) => types.includes(group.mty) && isWholeMatch(group.pe))
    .flatMap((group) => group.mks.filter((m) => m.ss === 1 && m.op.every((o) => o.od > 1)).map((market) => ({ group, market })));
  const chosen = markets[mix(room.roomId, n) % Math.max(1, markets.length)];
  if (!chosen) return undefined;
  const option = chosen.market.op[mix(n, room.roomId, 7) % chosen.market.op.length];
  if (!option) return undefined;
  const ref = { marketType: chosen.group.mty, period: chosen.group.pe, line: chosen.market.li, optionType: option.ty };
  return {
    matchId: match.id,
    sportId: match.sid,
    marketId: chosen.market.id,
    marketType: chosen.group.mty,
    ...(chosen.group.pe === undefined ? {} : { period: chosen.group.pe }),
    ...(chosen.market.li === undefined ? {} : { line: chosen.market.li }),
    optionType: option.ty,
    odds: option.od,
    ...selectionTextsIn(match, ref, language),
  };
}

function textFor(room: LiveRoomRecordType, n: number, language: TextLanguage, seed: number): string {
  const pool = room.category === 'sports' ? (SPORT_LINES[room.sportId ?? 1] ?? SOCCER)[language] : SHOWS[language];
  const line = pool[mix(seed, room.roomId, n, 3) % pool.length] ?? '';
  if (room.matchId === null) return line;
  const match = db.matches.findFirst((q) => q.where({ id: room.matchId! }));
  const [home, away] = match ? teamsIn(match, language) : ['', ''];
  return line.replaceAll('{home}', home).replaceAll('{away}', away);
}

/** Line n of the room's own chat in `language`. */
export function chatLineAt(room: LiveRoomRecordType, n: number, language: TextLanguage, seed: number): ChatEntryContent {
  const base = { entryId: `${room.roomId}-${n}`, roomId: room.roomId, time: n * CHAT_BEAT_MS };
  if (isSpamLine(n)) return { ...base, kind: 'text', user: spammer(room.roomId, n), text: SPAM[language] };
  if (isSpamLine(n - 1)) {
    return { ...base, kind: 'notice', noticeType: 'muted', text: MUTED[language].replace('{name}', spammer(room.roomId, n - 1).nickName) };
  }
  if (n % SHARE_EVERY === 0) {
    const selection = sharedSelection(room, n, language);
    if (selection) return { ...base, kind: 'sharedBet', user: anchorUser(room), selection };
  }
  return { ...base, kind: 'text', user: regular(seed, room.roomId, n), text: textFor(room, n, language, seed) };
}

/** Flood line k of the room (the chat-flood scenario): short texts by the regulars, numbered so each is its own. */
export function floodLine(room: LiveRoomRecordType, k: number, time: number, language: TextLanguage, seed: number): ChatEntryContent {
  return {
    kind: 'text',
    entryId: `${room.roomId}-f${k}`,
    roomId: room.roomId,
    time,
    user: regular(seed, room.roomId, k + 5),
    text: `${textFor(room, k, language, seed)} #${k}`,
  };
}
