// Sportsbook bulletins of the provider (maintenance windows, rule changes, result corrections, events), written in
// Simplified Chinese, Vietnamese and English, dated relative to the seeding time.
import { db } from '../db';
import type { SportsBulletin } from '../db/sports-order-collections';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Draft = Omit<SportsBulletin, 'publishTime' | 'expireTime'> & { publishedAgo: number; expiresIn: number | null };

const BULLETINS: Draft[] = [
  {
    id: 3120,
    type: 2,
    top: true,
    publishedAgo: 2 * HOUR,
    expiresIn: 2 * DAY,
    texts: {
      CMN: { title: '系统维护通知', content: '体育投注系统将于明日 02:00 至 04:00（GMT+7）进行例行维护。\n维护期间无法投注及兑现，已确认的注单不受影响。' },
      VIE: { title: 'Thông báo bảo trì hệ thống', content: 'Hệ thống cược thể thao sẽ bảo trì định kỳ từ 02:00 đến 04:00 (GMT+7) ngày mai.\nTrong thời gian này không thể đặt cược hoặc rút tiền sớm; các vé cược đã xác nhận không bị ảnh hưởng.' },
      ENG: { title: 'Scheduled maintenance', content: 'Sports betting will be unavailable tomorrow from 02:00 to 04:00 (GMT+7) for routine maintenance.\nBets and cash-outs cannot be placed during the window; confirmed bets are not affected.' },
    },
  },
  {
    id: 3118,
    type: 4,
    top: true,
    publishedAgo: 1 * DAY,
    expiresIn: 30 * DAY,
    texts: {
      CMN: { title: '提前兑现规则更新', content: '自本周起，每张注单最多可部分兑现 5 次。\n滚球期间盘口暂停时，兑现报价将暂时关闭。' },
      VIE: { title: 'Cập nhật quy định rút tiền sớm', content: 'Từ tuần này, mỗi vé cược được rút tiền sớm một phần tối đa 5 lần.\nKhi kèo trực tiếp tạm khóa, giá rút tiền sớm sẽ tạm ngưng.' },
      ENG: { title: 'Cash-out rules updated', content: 'From this week each bet can be partly cashed out at most 5 times.\nWhile an in-play market is suspended, cash-out offers are paused.' },
    },
  },
  {
    id: 3115,
    type: 1,
    top: true,
    sportId: 1,
    publishedAgo: 2 * DAY,
    expiresIn: null,
    texts: {
      CMN: { title: '赛果更正：英超第 14 轮', content: '阿森纳 vs 切尔西 的角球数据已更正为 7-5。\n受影响的角球盘口注单已重新结算。' },
      VIE: { title: 'Điều chỉnh kết quả: Ngoại hạng Anh vòng 14', content: 'Số phạt góc trận Arsenal vs Chelsea được điều chỉnh thành 7-5.\nCác vé cược kèo phạt góc liên quan đã được tính lại.' },
      ENG: { title: 'Result correction: Premier League round 14', content: 'Corners in Arsenal vs Chelsea have been corrected to 7-5.\nAffected corners bets have been resettled.' },
    },
  },
  {
    id: 3111,
    type: 3,
    top: false,
    sportId: 1,
    publishedAgo: 3 * DAY,
    expiresIn: 10 * DAY,
    texts: {
      CMN: { title: '越南联赛第 14 轮：新增盘口', content: '本轮所有比赛开放角球及罚牌盘口。' },
      VIE: { title: 'V.League 1 vòng 14: thêm kèo', content: 'Kèo phạt góc và thẻ phạt được mở cho tất cả các trận vòng 14.' },
      ENG: { title: 'V.League 1 round 14: extra markets', content: 'Corners and bookings markets are open for every round 14 match.' },
    },
  },
  {
    id: 3107,
    type: 4,
    top: false,
    sportId: 3,
    publishedAgo: 5 * DAY,
    expiresIn: null,
    texts: {
      CMN: { title: '篮球加时规则说明', content: '除另有说明外，篮球全场盘口（让分、大小、独赢）均包含加时赛。' },
      VIE: { title: 'Quy định hiệp phụ bóng rổ', content: 'Trừ khi có ghi chú khác, các kèo cả trận bóng rổ (chấp, tài xỉu, thắng trận) đều tính cả hiệp phụ.' },
      ENG: { title: 'Basketball overtime rule', content: 'Unless stated otherwise, full-game basketball markets (handicap, totals, moneyline) include overtime.' },
    },
  },
  {
    id: 3102,
    type: 1,
    top: false,
    sportId: 5,
    publishedAgo: 8 * DAY,
    expiresIn: null,
    texts: {
      CMN: { title: '网球退赛规则', content: '若球员在比赛开始后退赛，未完成盘口的注单将作废并退还本金；已确定结果的盘口照常结算。' },
      VIE: { title: 'Quy định bỏ cuộc trong quần vợt', content: 'Nếu tay vợt bỏ cuộc sau khi trận đấu bắt đầu, các kèo chưa có kết quả sẽ bị hủy và hoàn tiền; các kèo đã có kết quả vẫn được tính.' },
      ENG: { title: 'Tennis retirement rule', content: 'If a player retires after the match has started, bets on undecided markets are void and stakes refunded; decided markets stand.' },
    },
  },
  {
    id: 3098,
    type: 2,
    top: false,
    publishedAgo: 12 * DAY,
    expiresIn: 11 * DAY - 20 * HOUR,
    texts: {
      CMN: { title: '紧急维护已完成', content: '上周的紧急维护已完成，所有功能恢复正常。' },
      VIE: { title: 'Đã hoàn tất bảo trì khẩn cấp', content: 'Đợt bảo trì khẩn cấp tuần trước đã hoàn tất, mọi chức năng hoạt động bình thường.' },
      ENG: { title: 'Emergency maintenance completed', content: 'Last week\'s emergency maintenance is complete and every feature is back to normal.' },
    },
  },
  {
    id: 3095,
    type: 3,
    top: false,
    publishedAgo: 14 * DAY,
    expiresIn: 60 * DAY,
    texts: {
      CMN: { title: '串关赔率加成', content: '四串一及以上的串关注单，赔率加成 5%，每日上限 500。' },
      VIE: { title: 'Thưởng tỷ lệ cược xiên', content: 'Vé cược xiên từ 4 trận trở lên được cộng thêm 5% tỷ lệ cược, tối đa 500 mỗi ngày.' },
      ENG: { title: 'Parlay odds boost', content: 'Parlays of 4 legs or more get a 5% odds boost, up to 500 a day.' },
    },
  },
];

/** Seeds the bulletins; one of them (3098) has already expired and is no longer listed. */
export async function seedSportsBulletins(now: number): Promise<void> {
  for (const { publishedAgo, expiresIn, ...bulletin } of BULLETINS) {
    const publishTime = now - publishedAgo;
    await db.sportsBulletins.create({ ...bulletin, publishTime, expireTime: expiresIn === null ? null : publishTime + expiresIn });
  }
}
