// The rules (HTML) and eligibility lines of a campaign in the request's language, written from the campaign's own
// opening paragraph, its type, levels, period and claim deadline.
import type { CampaignRecordType } from '../db/campaigns-collections';
import { moneyText } from '../seed/campaigns-texts';
import { claimDeadlineOf, serverTime } from './campaigns-codes';
import type { TextLanguage, Texts } from './text-language';

type Line = (language: TextLanguage) => string;

const T = (texts: Texts): Line => (language) => texts[language];

/** How the campaign's part works, by ActivityType. */
const HOW_IT_WORKS: Readonly<Record<number, Texts>> = {
  1: { vi: 'Khoản nạp thành công đầu tiên của bạn trong thời gian sự kiện quyết định mức thưởng. Chỉ mức cao nhất bạn đạt được được trả.', zh: '活动期间您的首笔成功存款决定奖励档位，仅发放您达到的最高档位。', en: 'Your first successful deposit during the campaign decides your tier. Only the highest tier you reach is paid.' },
  2: { vi: 'Mỗi lượt quay trúng một giải do hệ thống chọn. Tiền thưởng được cộng vào ví ngay sau lượt quay.', zh: '每次转动由系统抽取一个奖项，现金奖励在转动后立即存入钱包。', en: 'Every spin lands on a prize the system draws. Cash prizes go into your wallet right after the spin.' },
  3: { vi: 'Thành viên đăng ký trong thời gian sự kiện nhận gói quà. Mỗi phần quà được nhận một lần.', zh: '活动期间注册的会员可获得礼包，每份礼物限领一次。', en: 'Members who register during the campaign receive the pack. Each part can be claimed once.' },
  4: { vi: 'Hoàn thành từng nhiệm vụ trong thời gian sự kiện rồi nhận thưởng của nhiệm vụ đó.', zh: '在活动期间完成每项任务并领取相应奖励。', en: 'Complete each mission during the campaign, then claim its reward.' },
  5: { vi: 'Hoàn thành từng nhiệm vụ trong thời gian sự kiện rồi nhận thưởng của nhiệm vụ đó.', zh: '在活动期间完成每项任务并领取相应奖励。', en: 'Complete each task during the campaign, then claim its reward.' },
  6: { vi: 'Mỗi ngày, một phần tiền cược thể thao hợp lệ của bạn được hoàn lại theo tỷ lệ của cấp VIP. Tiền hoàn của những ngày đã qua có thể nhận ngay.', zh: '每天按 VIP 等级比例返还您有效体育投注的一部分，往日的返水可立即领取。', en: 'Every day part of your valid sports bets comes back at your VIP level’s rate. The rebate of past days can be claimed at once.' },
  7: { vi: 'Trang thông tin, không cần đăng ký hay nhận thưởng tại đây.', zh: '本页面为活动介绍，无需在此报名或领奖。', en: 'An information page: nothing to sign up for or claim here.' },
  8: { vi: 'Mọi khoản nạp thành công trong thời gian sự kiện được cộng dồn. Mỗi mốc đạt được trả một phần thưởng.', zh: '活动期间所有成功存款累计计算，每达到一个档位发放一份奖励。', en: 'Every successful deposit during the campaign adds up. Each milestone you reach pays its reward.' },
  9: { vi: 'Số tiền chuyển vào trò chơi trong thời gian sự kiện được tính cho từng nhiệm vụ.', zh: '活动期间转入游戏的金额计入每项任务。', en: 'Money you move into games during the campaign counts toward each task.' },
  10: { vi: 'Mỗi hộp quà mở khi bạn đạt mục tiêu của nó. Mỗi hộp được nhận một lần.', zh: '达到目标即可开启对应礼盒，每个礼盒限领一次。', en: 'Each box opens when you reach its goal. Each box can be claimed once.' },
  11: { vi: 'Mỗi hộp quà mở khi bạn đạt mục tiêu của nó. Mỗi hộp được nhận một lần.', zh: '达到目标即可开启对应礼盒，每个礼盒限领一次。', en: 'Each box opens when you reach its goal. Each box can be claimed once.' },
  12: { vi: 'Cược đủ mức yêu cầu trên một trận tâm điểm để nhận thưởng của trận đó. Lịch sử cổ vũ ghi lại các vé cược của bạn.', zh: '在焦点赛事投注达标即可领取该场奖励，助威记录会保存您的投注。', en: 'Bet the amount shown on a featured match to earn its reward. Your cheer records keep your bets.' },
  13: { vi: 'Xếp hạng theo tổng cược thể thao hợp lệ trong thời gian sự kiện. Giải thưởng theo thứ hạng được trả sau khi sự kiện kết thúc.', zh: '按活动期间有效体育投注总额排名，名次奖金在活动结束后发放。', en: 'Ranked by valid sports bets during the campaign. Prizes by place are paid after the campaign ends.' },
  14: { vi: 'Cược đủ mức yêu cầu trên một trận chọn lọc để nhận thưởng của trận đó.', zh: '在精选赛事投注达标即可领取该场奖励。', en: 'Bet the amount shown on a selected match to earn its reward.' },
  15: { vi: 'Lịch các trận của sự kiện. Chạm vào một trận để xem kèo và đặt cược.', zh: '活动赛程，点击比赛即可查看盘口并投注。', en: 'The campaign’s fixtures. Tap a match to see its markets and bet.' },
  16: { vi: 'Mọi vé cược thể thao hợp lệ trong thời gian sự kiện được cộng dồn (vé bị từ chối không được tính). Mỗi mốc đạt được trả một phần thưởng.', zh: '活动期间所有有效体育投注累计计算（被拒注单不计），每达到一个档位发放一份奖励。', en: 'Every valid sports bet during the campaign adds up (rejected bets do not count). Each milestone pays its reward.' },
};

const HEADINGS = {
  how: { vi: 'Cách tham gia', zh: '参与方式', en: 'How it works' },
  rewards: { vi: 'Phần thưởng', zh: '奖励', en: 'Rewards' },
  prizes: { vi: 'Giải thưởng theo thứ hạng', zh: '名次奖金', en: 'Prizes by place' },
  terms: { vi: 'Điều khoản', zh: '条款', en: 'Terms' },
} as const;

const rewardLine: Readonly<Record<TextLanguage, (title: string, reward: string) => string>> = {
  vi: (title, reward) => `${title}: thưởng ${reward}`,
  zh: (title, reward) => `${title}：奖励 ${reward}`,
  en: (title, reward) => `${title}: ${reward} bonus`,
};

const placeText: Readonly<Record<TextLanguage, (from: number, to: number) => string>> = {
  vi: (from, to) => (from === to ? `Hạng ${from}` : `Hạng ${from}–${to}`),
  zh: (from, to) => (from === to ? `第 ${from} 名` : `第 ${from}–${to} 名`),
  en: (from, to) => (from === to ? `Place ${from}` : `Places ${from}–${to}`),
};

const TERMS: Readonly<Record<TextLanguage, (period: string, deadline: string, turnover: number) => string[]>> = {
  vi: (period, deadline, turnover) => [
    `Thời gian sự kiện: ${period}.`,
    `Phần thưởng đạt được có thể nhận tới ${deadline}; sau thời hạn này phần thưởng chưa nhận sẽ hết hạn.`,
    ...(turnover > 0 ? [`Tiền thưởng cần đạt vòng cược gấp ${turnover} lần trước khi rút.`] : []),
    'Mỗi người chơi, thiết bị và tài khoản thanh toán chỉ được tham gia với một tài khoản.',
    'Lotus có quyền điều chỉnh hoặc kết thúc sự kiện và thu hồi thưởng khi phát hiện gian lận.',
  ],
  zh: (period, deadline, turnover) => [
    `活动时间：${period}。`,
    `达成的奖励可在 ${deadline} 前领取，逾期未领取的奖励将失效。`,
    ...(turnover > 0 ? [`奖金需完成 ${turnover} 倍流水后方可提款。`] : []),
    '每位玩家、每台设备及每个支付账户仅限一个账号参与。',
    '如发现违规行为，Lotus 有权调整或终止活动并收回奖励。',
  ],
  en: (period, deadline, turnover) => [
    `Campaign period: ${period}.`,
    `Rewards you reach can be claimed until ${deadline}; unclaimed rewards expire after that.`,
    ...(turnover > 0 ? [`Bonuses must be bet ${turnover} times before they can be withdrawn.`] : []),
    'One account per player, device and payment account.',
    'Lotus may change or end the campaign and take back rewards obtained unfairly.',
  ],
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;

/** The campaign's rules as HTML in `language`. */
export function campaignRules(campaign: CampaignRecordType, language: TextLanguage): string {
  const parts = [`<p>${escape(campaign.intros[language])}</p>`, `<h3>${HEADINGS.how[language]}</h3>`, `<p>${escape(T(HOW_IT_WORKS[campaign.type] ?? HOW_IT_WORKS[7]!)(language))}</p>`];
  if (campaign.levels.length > 0) {
    const lines = campaign.levels.map((level) => rewardLine[language](level.titles[language], moneyText(level.rewardAmount, language)));
    parts.push(`<h3>${HEADINGS.rewards[language]}</h3>`, list(lines));
  }
  if (campaign.rankPrizes.length > 0) {
    const lines = campaign.rankPrizes.map((prize) => `${placeText[language](prize.fromRank, prize.toRank)}: ${moneyText(prize.rewardAmount, language)}`);
    parts.push(`<h3>${HEADINGS.prizes[language]}</h3>`, list(lines));
  }
  const period = `${serverTime(campaign.startTime)} – ${serverTime(campaign.endTime)}`;
  const turnover = Math.max(0, ...campaign.levels.map((level) => level.turnoverMultiple));
  parts.push(`<h3>${HEADINGS.terms[language]}</h3>`, list(TERMS[language](period, serverTime(claimDeadlineOf(campaign)), turnover)));
  return parts.join('');
}

const ELIGIBILITY = {
  everyone: { vi: 'Mọi thành viên của Lotus', zh: '所有 Lotus 会员', en: 'Every Lotus member' },
  newMember: { vi: 'Thành viên đăng ký trong thời gian sự kiện', zh: '活动期间注册的会员', en: 'Members who register during the campaign' },
  vip: { vi: 'Dành cho thành viên VIP', zh: '仅限 VIP 会员', en: 'For VIP members' },
  signUp: { vi: 'Đăng ký tham gia trên trang này trước; chỉ những gì diễn ra sau khi đăng ký được tính', zh: '请先在本页报名，仅计算报名后的数据', en: 'Sign up on this page first; only what happens after you sign up counts' },
  once: { vi: 'Mỗi phần thưởng được nhận một lần cho mỗi tài khoản', zh: '每个账号每份奖励限领一次', en: 'Each reward can be claimed once per account' },
  guests: { vi: 'Khách có thể xem sự kiện; đăng nhập để tham gia', zh: '游客可浏览活动，登录后参与', en: 'Guests can read about it; log in to take part' },
} as const;

/** Who may take part, one line each, in `language`. */
export function campaignEligibility(campaign: CampaignRecordType, language: TextLanguage): string[] {
  const lines: Texts[] = [];
  const forNewMembers = campaign.type === 3 || campaign.levels.some((level) => level.metric === 'newMember');
  // A VIP campaign one signs up for is for VIP members; the others in the VIP category are open to all (rates grow with the level).
  const vipOnly = campaign.categories.includes('vip') && campaign.signUpRequired;
  lines.push(forNewMembers ? ELIGIBILITY.newMember : vipOnly ? ELIGIBILITY.vip : ELIGIBILITY.everyone);
  if (campaign.signUpRequired) lines.push(ELIGIBILITY.signUp);
  if (campaign.levels.length > 0) lines.push(ELIGIBILITY.once);
  if (campaign.type !== 7) lines.push(ELIGIBILITY.guests);
  return lines.map((line) => line[language]);
}
