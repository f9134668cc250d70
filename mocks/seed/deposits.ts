// The deposit channels of the mock backend, one or more per route: bank transfer and online banking (order, payType
// 1), a card-free e-wallet (order, payType 2), USDT (usdtOrder, payType 3) and C2C (c2cOrder, payType 4). Names,
// instructions and reject reasons are written in Vietnamese, Simplified Chinese and English; the handlers answer in
// the language of the request's Language header (see mocks/handlers/text-language.ts).
import type { Texts } from '../handlers/text-language';
import type { Bank, ChannelDepositGift, CryptoProtocol, DepositOrder, DepositPayee, DepositPayType } from '@/shared/api/generated/main/model';
import { formatServerTime } from '@/shared/lib/server-time';
import { db } from '../db';
import { LOTUS888_ID } from './members';

export interface SeedDepositChannel {
  id: number;
  name: Texts;
  payType: DepositPayType;
  currency: string;
  minAmount: number;
  maxAmount: number;
  feeRate: number;
  quickAmounts: number[];
  recommended: boolean;
  sort: number;
  banks: Bank[];
  protocols: CryptoProtocol[];
  needReceipt: boolean;
  tips: Texts;
  /** Gift terms (getChannelDepositGift); null when the channel pays none. */
  gift: Omit<ChannelDepositGift, 'channelId'> | null;
  /** Where the player pays (payType 1 and 2); C2C payees come from the matched seller. */
  payee: DepositPayee | null;
}

const VCB: Bank = { id: 12, bankName: 'Vietcombank', bankCode: 'VCB' };
const TCB: Bank = { id: 15, bankName: 'Techcombank', bankCode: 'TCB' };
const ACB: Bank = { id: 21, bankName: 'ACB', bankCode: 'ACB' };

const TRANSFER_TIPS: Texts = {
  vi: 'Vui lòng chuyển khoản đúng số tiền và ghi mã tham chiếu vào nội dung. Sau khi chuyển, hãy tải ảnh biên lai lên.',
  zh: '请按订单金额转账，并在附言中填写参考码。转账后请上传转账凭证。',
  en: 'Transfer the exact amount and write the reference in the transfer note. Upload the receipt once you have paid.',
};

/** What sets one channel apart; a channel leaves out what most have: no banks or protocols, a receipt, no gift, no payee, not recommended. */
type ChannelRow = Pick<SeedDepositChannel, 'id' | 'name' | 'payType' | 'minAmount' | 'maxAmount' | 'feeRate' | 'quickAmounts' | 'tips'> &
  Partial<Pick<SeedDepositChannel, 'recommended' | 'banks' | 'protocols' | 'needReceipt' | 'gift' | 'payee'>>;

/** A channel from its row; every channel is in VND, and `index` is its place in the display order. */
function depositChannel(row: ChannelRow, index: number): SeedDepositChannel {
  const { id, name, payType, minAmount, maxAmount, feeRate, quickAmounts, recommended = false, banks = [], protocols = [], needReceipt = true, tips, gift = null, payee = null } = row;
  return { id, name, payType, currency: 'VND', minAmount, maxAmount, feeRate, quickAmounts, recommended, sort: index + 1, banks, protocols, needReceipt, tips, gift, payee };
}

export const DEPOSIT_CHANNELS: readonly SeedDepositChannel[] = ([
  { id: 101, name: { vi: 'Chuyển khoản ngân hàng', zh: '银行转账', en: 'Bank transfer' }, payType: 1, minAmount: 100_000, maxAmount: 300_000_000, feeRate: 0,
    quickAmounts: [200_000, 500_000, 1_000_000, 5_000_000], recommended: true, banks: [VCB, TCB, ACB], tips: TRANSFER_TIPS,
    gift: { giftRate: 1.5, maxGiftAmount: 500_000, minDepositAmount: 200_000, turnoverMultiple: 1 },
    payee: { bankName: 'Techcombank', bankCode: 'TCB', accountName: 'CONG TY TNHH LOTUS', accountNo: '19035678901234', branch: 'Chi nhánh Hồ Chí Minh' } },
  { id: 102, name: { vi: 'Ngân hàng trực tuyến', zh: '网银支付', en: 'Online banking' }, payType: 1, minAmount: 50_000, maxAmount: 100_000_000, feeRate: 0,
    quickAmounts: [100_000, 300_000, 1_000_000], banks: [VCB, ACB], tips: TRANSFER_TIPS,
    payee: { bankName: 'Vietcombank', bankCode: 'VCB', accountName: 'CONG TY TNHH LOTUS', accountNo: '0071000123456', branch: 'Chi nhánh Hà Nội' } },
  { id: 105, name: { vi: 'Ví điện tử (không cần thẻ)', zh: '电子钱包（免绑卡）', en: 'E-wallet (no card)' }, payType: 2, minAmount: 50_000, maxAmount: 20_000_000, feeRate: 1,
    quickAmounts: [100_000, 200_000, 500_000],
    tips: {
      vi: 'Mở ví điện tử, chuyển đến số ví bên dưới với đúng số tiền và mã tham chiếu. Phí 1% do ví thu.',
      zh: '打开电子钱包，按订单金额转到下方钱包号并填写参考码。钱包收取1%手续费。',
      en: 'Open your e-wallet and send the exact amount, with the reference, to the wallet number below. The wallet charges a 1% fee.',
    },
    payee: { bankName: 'MoMo', bankCode: 'MOMO', accountName: 'LOTUS PAY', accountNo: '0909123456' } },
  { id: 103, name: { vi: 'USDT', zh: 'USDT', en: 'USDT' }, payType: 3, minAmount: 250_000, maxAmount: 500_000_000, feeRate: 0,
    quickAmounts: [], protocols: ['TRC20', 'ERC20'], needReceipt: false,
    tips: {
      vi: 'Chỉ gửi USDT qua đúng mạng đã chọn. Gửi sai mạng sẽ bị mất tiền.',
      zh: '请仅通过所选网络转入USDT，转错网络将无法找回。',
      en: 'Send USDT on the network you chose only. Coins sent on another network are lost.',
    },
    gift: { giftRate: 2, maxGiftAmount: 1_000_000, minDepositAmount: 250_000, turnoverMultiple: 1 } },
  { id: 104, name: { vi: 'C2C', zh: 'C2C 交易', en: 'C2C' }, payType: 4, minAmount: 200_000, maxAmount: 50_000_000, feeRate: 0,
    quickAmounts: [500_000, 1_000_000, 2_000_000], banks: [VCB, TCB],
    tips: {
      vi: 'Đơn C2C được ghép với lệnh rút của người chơi khác; thông tin người nhận hiện ra sau khi ghép xong.',
      zh: 'C2C 订单将与其他玩家的提款匹配，匹配完成后显示收款信息。',
      en: "A C2C order is matched with another player's withdrawal; the payee's details appear once it is matched.",
    } },
] satisfies ChannelRow[]).map(depositChannel);

/** The seller a C2C order is matched with. */
export const C2C_SELLER: DepositPayee = { bankName: 'Vietcombank', bankCode: 'VCB', accountName: 'TRAN THI BICH', accountNo: '0451000987654' };

/** Addresses USDT orders are paid to, per network. */
export const USDT_ADDRESSES: Readonly<Record<CryptoProtocol, string>> = {
  TRC20: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  ERC20: '0x8f3c2a9b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a',
};

/** VND per USDT: buying (deposits) and selling (withdrawals). */
export const USDT_RATES = { VND: { 1: 25_350, 2: 25_150 } } as const;

/** Why the review rejects an order (deposit-rejected scenario and advanceOrder 'rejected'). */
export const REJECT_REASON: Texts = {
  vi: 'Không tìm thấy khoản chuyển khớp với đơn',
  zh: '未找到与订单匹配的转账',
  en: 'No transfer matching the order was found',
};

export function findDepositChannel(id: number): SeedDepositChannel | undefined {
  return DEPOSIT_CHANNELS.find((channel) => channel.id === id);
}

// lotus888's order history: one credited deposit, closed, so /deposit opens its form (the deposit-open-order scenario
// adds an open one).
const DAY_MS = 86_400_000;
export const SEED_CLOSED_DEPOSIT_NO = 'DP202611201000000101';

export function closedDepositOrder(now: number): DepositOrder {
  return {
    orderNo: SEED_CLOSED_DEPOSIT_NO,
    channelId: 101,
    channelName: 'Chuyển khoản ngân hàng',
    payType: 1,
    status: 1,
    amount: 500_000,
    currency: 'VND',
    fee: 0,
    giftAmount: 7_500,
    actualAmount: 507_500,
    remark: 'LT0101',
    receiptUrl: null,
    payee: { bankName: 'Techcombank', bankCode: 'TCB', accountName: 'CONG TY TNHH LOTUS', accountNo: '19035678901234' },
    crypto: null,
    payUrl: null,
    createTime: formatServerTime(now - 3 * DAY_MS),
    expireTime: formatServerTime(now - 3 * DAY_MS + 30 * 60_000),
  };
}

export async function seedDepositOrders(now: number): Promise<void> {
  await db.depositOrders.create({ ...closedDepositOrder(now), memberId: LOTUS888_ID });
}
