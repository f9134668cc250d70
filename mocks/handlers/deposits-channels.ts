// The deposit catalogue: the channel list, one channel's content, its gift terms and the USDT rate. Texts follow the
// request's Language header (mocks/seed/deposits.ts).
import type {
  ChannelDepositGift,
  ChannelDepositGiftResponse,
  DepositChannel,
  DepositChannelContent,
  DepositChannelContentResponse,
  DepositChannelListResponse,
  UsdtRateResponse,
} from '@/shared/api/generated/main/model';
import { DEPOSIT_CHANNELS, findDepositChannel, USDT_RATES, type SeedDepositChannel } from '../seed/deposits';
import { serverTime } from './account-shared';
import { DepositCode, depositFail } from './deposits-codes';
import { depositClock } from './deposits-lifecycle';
import { ok } from './main-envelope';
import { memberRoute, route } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const DEPOSIT_CHANNEL_ROUTES = {
  list: { api: 'main', method: 'GET', path: '/api/fund/dp-channel/list' },
  content: { api: 'main', method: 'GET', path: '/api/fund/dp-channel/content/{id}' },
  gift: { api: 'main', method: 'GET', path: '/api/fund/deposit/getChannelDepositGift' },
  rate: { api: 'main', method: 'GET', path: '/api/fund/crypto/getRate/usdt/{a}/{b}', auth: false },
} as const;

/** The gift a deposit of `amount` through the channel earns (0 below the gift's minimum deposit). */
export function giftFor(channel: SeedDepositChannel, amount: number): number {
  const { gift } = channel;
  if (!gift || amount < gift.minDepositAmount) return 0;
  return Math.min(Math.round((amount * gift.giftRate) / 100), gift.maxGiftAmount);
}

function listed(channel: SeedDepositChannel, language: TextLanguage): DepositChannel {
  const { id, payType, currency, minAmount, maxAmount, feeRate, quickAmounts, recommended, sort } = channel;
  return { id, name: channel.name[language], payType, currency, minAmount, maxAmount, feeRate, giftRate: channel.gift?.giftRate ?? 0, quickAmounts, recommended, sort };
}

/** VND per USDT for a direction (1 deposit, 2 withdrawal), or undefined for a currency without a rate. */
export function usdtRate(currency: string, direction: number): number | undefined {
  const rates = (USDT_RATES as Record<string, Record<number, number>>)[currency];
  return rates?.[direction];
}

export const depositChannelHandlers = [
  memberRoute<never, never, DepositChannelListResponse>(DEPOSIT_CHANNEL_ROUTES.list, ({ request }) => {
    const language = textLanguageOf(request);
    return ok([...DEPOSIT_CHANNELS].sort((a, b) => a.sort - b.sort).map((channel) => listed(channel, language)));
  }),
  memberRoute<{ id: string }, never, DepositChannelContentResponse>(DEPOSIT_CHANNEL_ROUTES.content, ({ request, params }) => {
    const channel = findDepositChannel(Number(params.id));
    if (!channel) return depositFail(DepositCode.channelUnavailable);
    const language = textLanguageOf(request);
    const { id, payType, currency, minAmount, maxAmount, quickAmounts, feeRate, banks, protocols, needReceipt } = channel;
    const content: DepositChannelContent = {
      id,
      name: channel.name[language],
      payType,
      currency,
      minAmount,
      maxAmount,
      quickAmounts,
      feeRate,
      banks,
      protocols,
      exchangeRate: payType === 3 ? (usdtRate(currency, 1) ?? null) : null,
      needReceipt,
      tips: channel.tips[language],
    };
    return ok(content);
  }),
  memberRoute<never, never, ChannelDepositGiftResponse>(DEPOSIT_CHANNEL_ROUTES.gift, ({ request }) => {
    const channel = findDepositChannel(Number(new URL(request.url).searchParams.get('channelId')));
    if (!channel) return depositFail(DepositCode.channelUnavailable);
    return ok<ChannelDepositGift | null>(channel.gift ? { channelId: channel.id, ...channel.gift } : null);
  }),
  route<{ a: string; b: string }, never, UsdtRateResponse>(DEPOSIT_CHANNEL_ROUTES.rate, ({ params }) => {
    const direction = Number(params.b);
    const rate = direction === 1 || direction === 2 ? usdtRate(params.a, direction) : undefined;
    if (rate === undefined) return depositFail(DepositCode.rateUnavailable);
    return ok({ currency: params.a, rate, direction: direction as 1 | 2, updateTime: serverTime(depositClock.now()) });
  }),
];
