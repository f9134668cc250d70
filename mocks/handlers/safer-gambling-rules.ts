// The safer-gambling refusals the backend makes before any money moves: a deposit, a stake (single, multiple or
// reserve bet) or a game entry that a limit does not allow, and a login during a time-out or self-exclusion. Each
// refusal has its own code and a message in every language naming the limit and when it resets (or until when the
// break runs). The deposit, bet, game-entry and login handlers call these and answer the refusal as it is.
import { breachOf, type Allowance } from '@/shared/safer-gambling/lib/allowance';
import { localParts } from '@/shared/safer-gambling/lib/periods';
import { allowancesOf, breakOf, currentSession, limitRecord, settingsOf } from './safer-gambling-store';
import { resultCodes } from './main-envelope';
import { formatAmount, inEveryLanguage, type TextLanguage, type Texts } from './text-language';

export const { codes: SaferGamblingCode, messages: saferGamblingMessages } = resultCodes({
  depositLimit: [1012000001, { vi: 'Vượt hạn mức nạp tiền', zh: '超出存款限额', en: 'Deposit limit reached' }],
  lossLimit: [1012000002, { vi: 'Vượt hạn mức thua lỗ', zh: '超出亏损限额', en: 'Loss limit reached' }],
  stakeLimit: [1012000003, { vi: 'Vượt hạn mức đặt cược', zh: '超出投注限额', en: 'Stake limit reached' }],
  sessionLimit: [1012000004, { vi: 'Đã hết thời gian phiên chơi', zh: '已达到单次游戏时长限制', en: 'Session time limit reached' }],
  timeOut: [1012000005, { vi: 'Tài khoản đang tạm nghỉ', zh: '账户处于暂停期', en: 'Your account is on a time-out' }],
  selfExcluded: [1012000006, { vi: 'Tài khoản đang tự loại trừ', zh: '账户处于自我排除期', en: 'Your account is self-excluded' }],
  badLimit: [1012000007, { vi: 'Hạn mức không hợp lệ', zh: '限额无效', en: 'Invalid limit' }],
  badBreak: [1012000008, { vi: 'Thời gian tạm nghỉ không hợp lệ', zh: '暂停时长无效', en: 'Invalid break length' }],
  badInterval: [1012000009, { vi: 'Khoảng nhắc không hợp lệ', zh: '提醒间隔无效', en: 'Invalid reminder interval' }],
});

export interface Refusal {
  code: number;
  texts: Texts;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment in the member's zone as the messages write it: 29/11/2026 00:00 (vi), 2026-11-29 00:00 (zh), 29 Nov 2026, 00:00 (en). */
export function momentText(ms: number, timeZone: string, language: TextLanguage): string {
  const p = localParts(ms, timeZone);
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  if (language === 'vi') return `${time} ${pad(p.day)}/${pad(p.month)}/${p.year}`;
  if (language === 'zh') return `${p.year}-${pad(p.month)}-${pad(p.day)} ${time}`;
  const month = new Date(Date.UTC(2000, p.month - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${p.day} ${month} ${p.year}, ${time}`;
}

const KIND_NAMES: Record<Allowance['kind'], Texts> = {
  deposit: { vi: 'nạp tiền', zh: '存款', en: 'deposit' },
  loss: { vi: 'thua lỗ', zh: '亏损', en: 'loss' },
  stake: { vi: 'đặt cược', zh: '投注', en: 'stake' },
};
const PERIOD_NAMES: Record<Allowance['period'], Texts> = {
  day: { vi: 'ngày', zh: '每日', en: 'daily' },
  week: { vi: 'tuần', zh: '每周', en: 'weekly' },
  month: { vi: 'tháng', zh: '每月', en: 'monthly' },
};
const CODE_OF: Record<Allowance['kind'], number> = {
  deposit: SaferGamblingCode.depositLimit,
  loss: SaferGamblingCode.lossLimit,
  stake: SaferGamblingCode.stakeLimit,
};

/** "Your daily deposit limit of 500,000 allows 100,000 more until it resets at 00:00 on 29 Nov 2026." */
export function limitTexts(allowance: Allowance, timeZone: string): Texts {
  return inEveryLanguage((language) => {
    const kind = KIND_NAMES[allowance.kind][language];
    const period = PERIOD_NAMES[allowance.period][language];
    const limit = formatAmount(allowance.limit ?? 0, language);
    const left = formatAmount(allowance.remaining ?? 0, language);
    const reset = momentText(allowance.resetsAt, timeZone, language);
    if (language === 'vi') return `Hạn mức ${kind} theo ${period} ${limit} chỉ còn ${left}; hạn mức đặt lại lúc ${reset}.`;
    if (language === 'zh') return `您的${period}${kind}限额为 ${limit}，仅剩 ${left}；限额将于 ${reset} 重置。`;
    return `Your ${period} ${kind} limit of ${limit} allows only ${left} more; it resets at ${reset}.`;
  });
}

function limitRefusal(memberId: number, action: 'deposit' | 'stake', amount: number, now: number): Refusal | undefined {
  const breach = breachOf(action, amount, allowancesOf(memberId, now));
  return breach && { code: CODE_OF[breach.kind], texts: limitTexts(breach, settingsOf(memberId).timeZone) };
}

/** The session time limit, when the member's session has lasted longer than it allows. */
export function sessionRefusal(memberId: number, now: number): Refusal | undefined {
  const limit = limitRecord(memberId, { kind: 'session', period: 'session' }, now).value;
  const session = currentSession(memberId);
  if (limit === null || !session || now - session.createdAt < limit * 60_000) return undefined;
  return {
    code: SaferGamblingCode.sessionLimit,
    texts: inEveryLanguage((language) => {
      if (language === 'vi') return `Bạn đã chơi hết ${limit} phút của giới hạn phiên. Hãy đăng xuất và nghỉ ngơi.`;
      if (language === 'zh') return `您已达到 ${limit} 分钟的单次游戏时长限制，请退出休息。`;
      return `You have reached your session limit of ${limit} minutes. Please log out and take a break.`;
    }),
  };
}

/** A deposit order of `amount` (wallet currency) the member's limits do not allow. */
export function depositRefusal(memberId: number, amount: number, now = Date.now()): Refusal | undefined {
  return sessionRefusal(memberId, now) ?? limitRefusal(memberId, 'deposit', amount, now);
}

/** Stakes of `amount` in all (wallet currency) the member's stake or loss limits do not allow. */
export function stakeRefusal(memberId: number, amount: number, now = Date.now()): Refusal | undefined {
  return sessionRefusal(memberId, now) ?? limitRefusal(memberId, 'stake', amount, now);
}

/** A game entry while a stake or loss limit is used up (the game may stake any of the money it takes). */
export function gameEntryRefusal(memberId: number, now = Date.now()): Refusal | undefined {
  return sessionRefusal(memberId, now) ?? limitRefusal(memberId, 'stake', Number.MIN_VALUE, now);
}

/** A login during a time-out or self-exclusion, saying until when. */
export function loginRefusal(memberId: number, now = Date.now()): Refusal | undefined {
  const running = breakOf(memberId, now);
  if (!running) return undefined;
  const { timeZone } = settingsOf(memberId);
  const excluded = running.kind === 'selfExclusion';
  return {
    code: excluded ? SaferGamblingCode.selfExcluded : SaferGamblingCode.timeOut,
    texts: inEveryLanguage((language) => {
      const until = momentText(running.until, timeZone, language);
      if (language === 'vi') return excluded ? `Tài khoản của bạn đang tự loại trừ đến ${until}. Bạn không thể đăng nhập trước thời điểm đó.` : `Tài khoản của bạn đang tạm nghỉ đến ${until}. Bạn không thể đăng nhập trước thời điểm đó.`;
      if (language === 'zh') return excluded ? `您的账户处于自我排除期，至 ${until} 结束，在此之前无法登录。` : `您的账户处于暂停期，至 ${until} 结束，在此之前无法登录。`;
      return excluded ? `Your account is self-excluded until ${until}. You cannot log in before then.` : `Your account is on a time-out until ${until}. You cannot log in before then.`;
    }),
  };
}
