// How the promotions mock writes amounts and level titles in its three answer languages (vi, zh-CN, en).
import type { ActivityLevelMetric } from '@/shared/api/generated/main/model';
import type { TextLanguage, Texts } from '../handlers/text-language';

const NUMBER_LOCALE: Texts = { vi: 'vi-VN', zh: 'zh-CN', en: 'en-US' };

/** An amount of Vietnamese dong as the language groups numbers ("500.000 VND", "500,000 VND"). */
export function moneyText(amount: number, language: TextLanguage): string {
  return `${new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 0 }).format(amount)} VND`;
}

/** The same text built in every language. */
export function allLanguages(build: (language: TextLanguage) => string): Texts {
  return { vi: build('vi'), zh: build('zh'), en: build('en') };
}

const LEVEL_TITLES: Record<ActivityLevelMetric, (target: string, language: TextLanguage) => string> = {
  firstDeposit: (target, language) => ({ vi: `Nạp lần đầu từ ${target}`, zh: `首存 ${target} 以上`, en: `First deposit of ${target} or more` })[language],
  deposit: (target, language) => ({ vi: `Nạp tổng cộng ${target}`, zh: `累计存款 ${target}`, en: `Deposit ${target} in total` })[language],
  bet: (target, language) => ({ vi: `Cược hợp lệ ${target}`, zh: `有效投注 ${target}`, en: `Bet ${target} in total` })[language],
  betCount: (target, language) => ({ vi: `Đặt ${target} vé cược`, zh: `投注 ${target} 笔`, en: `Place ${target} bets` })[language],
  gameTransfer: (target, language) => ({ vi: `Chơi ${target} trong trò chơi`, zh: `转入游戏 ${target}`, en: `Play ${target} in games` })[language],
  newMember: (_target, language) => ({ vi: 'Đăng ký thành viên mới', zh: '注册成为新会员', en: 'Join as a new member' })[language],
  rank: (target, language) => ({ vi: `Hạng ${target}`, zh: `第 ${target} 名`, en: `Place ${target}` })[language],
};

/** Metrics counted in money (the others count bets, places or a yes). */
export const MONEY_METRICS: ReadonlySet<ActivityLevelMetric> = new Set(['firstDeposit', 'deposit', 'bet', 'gameTransfer']);

/** A level's title in every language ("Nạp tổng cộng 500.000 VND"). */
export function levelTitles(metric: ActivityLevelMetric, target: number): Texts {
  return allLanguages((language) => LEVEL_TITLES[metric](MONEY_METRICS.has(metric) ? moneyText(target, language) : String(target), language));
}
