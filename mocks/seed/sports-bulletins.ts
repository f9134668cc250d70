// Sportsbook bulletins of the provider (maintenance windows, rule changes, result corrections, events), written in
// Simplified Chinese, Vietnamese and English, dated relative to the seeding time.
import { db } from '../db';
import type { SportsBulletin } from '../db/sports-order-collections';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Draft = Omit<SportsBulletin, 'publishTime' | 'expireTime'> & { publishedAgo: number; expiresIn: number | null };

type Text = readonly [title: string, content: string];

/** One bulletin from its row: no sport (`null`) means it concerns every sport; `expiresIn` null means it never expires. */
function bulletin(id: number, type: SportsBulletin['type'], top: boolean, sportId: number | null, publishedAgo: number, expiresIn: number | null, CMN: Text, VIE: Text, ENG: Text): Draft {
  const text = ([title, content]: Text) => ({ title, content });
  return { id, type, top, ...(sportId === null ? {} : { sportId }), publishedAgo, expiresIn, texts: { CMN: text(CMN), VIE: text(VIE), ENG: text(ENG) } };
}

/** id, type, pinned, sport, published how long ago, expires how long after, then the title and content in CMN, VIE and ENG. */
const BULLETINS: Draft[] = [
  bulletin(3120, 2, true, null, 2 * HOUR, 2 * DAY,
    ['系统维护通知', '体育投注系统将于明日 02:00 至 04:00（GMT+7）进行例行维护。\n维护期间无法投注及兑现，已确认的注单不受影响。'],
    ['Thông báo bảo trì hệ thống', 'Hệ thống cược thể thao sẽ bảo trì định kỳ từ 02:00 đến 04:00 (GMT+7) ngày mai.\nTrong thời gian này không thể đặt cược hoặc rút tiền sớm; các vé cược đã xác nhận không bị ảnh hưởng.'],
    ['Scheduled maintenance', 'Sports betting will be unavailable tomorrow from 02:00 to 04:00 (GMT+7) for routine maintenance.\nBets and cash-outs cannot be placed during the window; confirmed bets are not affected.']),
  bulletin(3118, 4, true, null, 1 * DAY, 30 * DAY,
    ['提前兑现规则更新', '自本周起，每张注单最多可部分兑现 5 次。\n滚球期间盘口暂停时，兑现报价将暂时关闭。'],
    ['Cập nhật quy định rút tiền sớm', 'Từ tuần này, mỗi vé cược được rút tiền sớm một phần tối đa 5 lần.\nKhi kèo trực tiếp tạm khóa, giá rút tiền sớm sẽ tạm ngưng.'],
    ['Cash-out rules updated', 'From this week each bet can be partly cashed out at most 5 times.\nWhile an in-play market is suspended, cash-out offers are paused.']),
  bulletin(3115, 1, true, 1, 2 * DAY, null,
    ['赛果更正：英超第 14 轮', '阿森纳 vs 切尔西 的角球数据已更正为 7-5。\n受影响的角球盘口注单已重新结算。'],
    ['Điều chỉnh kết quả: Ngoại hạng Anh vòng 14', 'Số phạt góc trận Arsenal vs Chelsea được điều chỉnh thành 7-5.\nCác vé cược kèo phạt góc liên quan đã được tính lại.'],
    ['Result correction: Premier League round 14', 'Corners in Arsenal vs Chelsea have been corrected to 7-5.\nAffected corners bets have been resettled.']),
  bulletin(3111, 3, false, 1, 3 * DAY, 10 * DAY,
    ['越南联赛第 14 轮：新增盘口', '本轮所有比赛开放角球及罚牌盘口。'],
    ['V.League 1 vòng 14: thêm kèo', 'Kèo phạt góc và thẻ phạt được mở cho tất cả các trận vòng 14.'],
    ['V.League 1 round 14: extra markets', 'Corners and bookings markets are open for every round 14 match.']),
  bulletin(3107, 4, false, 3, 5 * DAY, null,
    ['篮球加时规则说明', '除另有说明外，篮球全场盘口（让分、大小、独赢）均包含加时赛。'],
    ['Quy định hiệp phụ bóng rổ', 'Trừ khi có ghi chú khác, các kèo cả trận bóng rổ (chấp, tài xỉu, thắng trận) đều tính cả hiệp phụ.'],
    ['Basketball overtime rule', 'Unless stated otherwise, full-game basketball markets (handicap, totals, moneyline) include overtime.']),
  bulletin(3102, 1, false, 5, 8 * DAY, null,
    ['网球退赛规则', '若球员在比赛开始后退赛，未完成盘口的注单将作废并退还本金；已确定结果的盘口照常结算。'],
    ['Quy định bỏ cuộc trong quần vợt', 'Nếu tay vợt bỏ cuộc sau khi trận đấu bắt đầu, các kèo chưa có kết quả sẽ bị hủy và hoàn tiền; các kèo đã có kết quả vẫn được tính.'],
    ['Tennis retirement rule', 'If a player retires after the match has started, bets on undecided markets are void and stakes refunded; decided markets stand.']),
  bulletin(3098, 2, false, null, 12 * DAY, 11 * DAY - 20 * HOUR,
    ['紧急维护已完成', '上周的紧急维护已完成，所有功能恢复正常。'],
    ['Đã hoàn tất bảo trì khẩn cấp', 'Đợt bảo trì khẩn cấp tuần trước đã hoàn tất, mọi chức năng hoạt động bình thường.'],
    ['Emergency maintenance completed', 'Last week\'s emergency maintenance is complete and every feature is back to normal.']),
  bulletin(3095, 3, false, null, 14 * DAY, 60 * DAY,
    ['串关赔率加成', '四串一及以上的串关注单，赔率加成 5%，每日上限 500。'],
    ['Thưởng tỷ lệ cược xiên', 'Vé cược xiên từ 4 trận trở lên được cộng thêm 5% tỷ lệ cược, tối đa 500 mỗi ngày.'],
    ['Parlay odds boost', 'Parlays of 4 legs or more get a 5% odds boost, up to 500 a day.']),
];

/** Seeds the bulletins; one of them (3098) has already expired and is no longer listed. */
export async function seedSportsBulletins(now: number): Promise<void> {
  for (const { publishedAgo, expiresIn, ...bulletin } of BULLETINS) {
    const publishTime = now - publishedAgo;
    await db.sportsBulletins.create({ ...bulletin, publishTime, expireTime: expiresIn === null ? null : publishTime + expiresIn });
  }
}
