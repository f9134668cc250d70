import { z } from 'zod';
import { bankCardMinLength } from '@/shared/lib/phone';
import { AGENT_ACCOUNT_PATTERN, BANK_CARD_PATTERN, isValidMobile, PHONE_CODE_PATTERN } from '@/shared/lib/validation';

/**
 * The forms of the withdrawal accounts, delivery addresses and agent screens, built from the shared patterns of
 * SPEC.md section 5. Every message is a key of its domain's namespace (`withdrawal-accounts`, `addresses` or
 * `business-agent`), shown next to its field.
 */
export const ACCOUNT_FORM_MESSAGES = {
  bankRequired: 'withdrawal-accounts:card.bankRequired',
  holderRequired: 'withdrawal-accounts:card.holderRequired',
  holderLength: 'withdrawal-accounts:card.holderLength',
  numberRequired: 'withdrawal-accounts:card.numberRequired',
  numberRule: 'withdrawal-accounts:card.numberRule',
  numberCnRule: 'withdrawal-accounts:card.numberCnRule',
  walletRequired: 'withdrawal-accounts:ebpay.numberRequired',
  walletRule: 'withdrawal-accounts:ebpay.numberRule',
  branchLength: 'withdrawal-accounts:card.branchLength',
  codeRequired: 'withdrawal-accounts:sms.codeRequired',
  codeRule: 'withdrawal-accounts:sms.codeRule',
  addressRequired: 'withdrawal-accounts:crypto.addressRequired',
  addressRule: 'withdrawal-accounts:crypto.addressRule',
  aliasLength: 'withdrawal-accounts:crypto.aliasLength',
  receiverRequired: 'addresses:nameRequired',
  receiverLength: 'addresses:nameLength',
  phoneRequired: 'addresses:phoneRequired',
  phoneRule: 'addresses:phoneRule',
  regionRequired: 'addresses:regionRequired',
  detailRequired: 'addresses:detailRequired',
  detailLength: 'addresses:detailLength',
  agentRequired: 'business-agent:accountRequired',
  agentRule: 'business-agent:accountRule',
  contactRequired: 'business-agent:contactRequired',
  contactLength: 'business-agent:contactLength',
  remarkLength: 'business-agent:remarkLength',
} as const;

const M = ACCOUNT_FORM_MESSAGES;

export const HOLDER_NAME_MAX = 50;
export const CARD_NUMBER_MAX = 19;
export const BRANCH_MAX = 100;
export const ALIAS_MAX = 20;
export const RECEIVER_NAME_MAX = 30;
export const ADDRESS_DETAIL_MAX = 120;
export const AGENT_ACCOUNT_MAX = 17;
export const CONTACT_MAX = 50;
export const REMARK_MAX = 200;

/** The smallest card number a bank of this country takes: 16 digits in CN, otherwise the 6-digit floor of the pattern. */
export function cardNumberMin(countryCode: string | null | undefined): number {
  return Math.max(6, bankCardMinLength(countryCode));
}

const holderName = z
  .string()
  .trim()
  .min(1, M.holderRequired)
  .refine((value) => value.length === 0 || (value.length >= 2 && value.length <= HOLDER_NAME_MAX), M.holderLength);

const smsCode = z.string().min(1, M.codeRequired).regex(PHONE_CODE_PATTERN, M.codeRule);

/** A bank card: the bank, the holder, the number (6-19 digits, 16 at least for a bank in CN) and the branch. */
export const bankCardForm = (countryCode: string | null | undefined) =>
  z.object({
    bankId: z.number({ error: M.bankRequired }).int(),
    realName: holderName,
    cardNo: z
      .string()
      .min(1, M.numberRequired)
      .regex(BANK_CARD_PATTERN, M.numberRule)
      .refine((value) => !BANK_CARD_PATTERN.test(value) || value.length >= cardNumberMin(countryCode), M.numberCnRule),
    branch: z.string().trim().max(BRANCH_MAX, M.branchLength),
  });

/** An EBPay account: the holder and the wallet number (digits, like a card number). */
export const ebpayForm = z.object({
  realName: holderName,
  cardNo: z.string().min(1, M.walletRequired).regex(BANK_CARD_PATTERN, M.walletRule),
});

/** The SMS code of the bound mobile, asked when check-mobile says needVerify. */
export const smsCodeForm = z.object({ smsCode });

/** The networks a USDT address may live on, with their address formats. */
export const CRYPTO_ADDRESS_PATTERNS = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
} as const;
export type CryptoNetwork = keyof typeof CRYPTO_ADDRESS_PATTERNS;

export const cryptoAddressForm = (network: CryptoNetwork) =>
  z.object({
    address: z.string().trim().min(1, M.addressRequired).regex(CRYPTO_ADDRESS_PATTERNS[network], M.addressRule),
    alias: z.string().trim().max(ALIAS_MAX, M.aliasLength),
  });

/** A delivery address: receiver, phone of the picked country, province and district, and the street detail. */
export const deliveryAddressForm = (countryCode: string | null | undefined) =>
  z.object({
    receiverName: z.string().trim().min(1, M.receiverRequired).max(RECEIVER_NAME_MAX, M.receiverLength),
    mobile: z
      .string()
      .min(1, M.phoneRequired)
      .refine((value) => value.length === 0 || isValidMobile(value, countryCode), M.phoneRule),
    provinceCode: z.string().min(1, M.regionRequired),
    districtCode: z.string().min(1, M.regionRequired),
    detail: z.string().trim().min(1, M.detailRequired).max(ADDRESS_DETAIL_MAX, M.detailLength),
  });

/** The agent application: the agent account (a_ + 3-15 letters or digits), a contact and an optional remark. */
export const agentApplyForm = z.object({
  agentAccount: z.string().min(1, M.agentRequired).regex(AGENT_ACCOUNT_PATTERN, M.agentRule),
  contact: z.string().trim().min(1, M.contactRequired).max(CONTACT_MAX, M.contactLength),
  remark: z.string().trim().max(REMARK_MAX, M.remarkLength),
});
