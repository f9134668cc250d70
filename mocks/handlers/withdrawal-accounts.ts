// The bank catalogue and the member's withdrawal accounts: bank cards (cardType 1) and EBPay accounts (cardType 2)
// of the card calls, and crypto addresses by currency. Both kinds answer the same five calls: list, whether binding
// needs an SMS check, bind with or without the check, delete.
import type {
  BankCard,
  BankListResponse,
  CheckMobileResponse,
  CheckMobileResult,
  CryptoAddress,
  EmptyResponse,
  UserInfo,
} from '@/shared/api/generated/main/model';
import {
  BankCardBindRequest,
  BankCardBindWithPhoneRequest,
  BankCardDeleteRequest,
  CryptoBindRequest,
  CryptoBindWithPhoneRequest,
  CryptoCurrency,
  CryptoDeleteRequest,
} from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import type { BankRecordType } from '../db/withdrawal-accounts-collections';
import { EBPAY_BANK_ID } from '../seed/withdrawal-accounts';
import { AccountCode, accountFail, bodyObject, maskCardNo, maskName, maskPhone, nextId, parseBody, serverTime, updateMember } from './account-shared';
import { ok } from './main-envelope';
import { memberRoute } from './routes';
import { codeMatches, consumeCode, smsTarget } from './verification';

/** Accounts of one kind a member may keep: bank cards, EBPay accounts, or addresses of one crypto currency. */
export const ACCOUNT_LIMIT = 5;

/**
 * Binding needs an SMS check of the bound mobile once the member already has an account of the kind; without a
 * bound mobile the member must bind one first (needVerify true, hasMobile false).
 */
export function checkMobileResult(member: UserInfo, boundOfKind: number): CheckMobileResult {
  const hasMobile = Boolean(member.mobile);
  return {
    needVerify: !hasMobile || boundOfKind > 0,
    hasMobile,
    mobile: hasMobile ? maskPhone(member.mobile ?? '') : '',
    mobileArea: hasMobile ? (member.mobileArea ?? '') : '',
  };
}

interface PhoneFields {
  mobile: string;
  mobileArea: string;
  smsCode: string;
}

/** The SMS check of a bind-with-phone request: the bound mobile, and the live code sent to it. */
export function phoneCheckFailure(member: UserInfo, body: PhoneFields) {
  if (!member.mobile) return accountFail(AccountCode.mobileNotBound);
  if (member.mobile !== body.mobile || (member.mobileArea ?? '') !== body.mobileArea) return accountFail(AccountCode.mobileMismatch);
  if (!codeMatches('sms', smsTarget(body.mobileArea, body.mobile), body.smsCode)) return accountFail(AccountCode.bindWrongSmsCode);
  return undefined;
}

type Failure = ReturnType<typeof accountFail>;

interface OwnedAccount {
  id: number;
  isDefault?: boolean;
}

/** The accounts with the default first, then by id. */
const defaultFirst = <A extends OwnedAccount>(accounts: A[]): A[] =>
  accounts.sort((a, b) => Number(b.isDefault ?? false) - Number(a.isDefault ?? false) || a.id - b.id);

/** One kind of withdrawal account: where its calls and records are, how its accounts are grouped and bound. */
interface AccountKind<A extends OwnedAccount, Group, Answer> {
  /** Prefix of the kind's calls. */
  base: '/api/user/bankcard' | '/api/user/cryptocy';
  store: {
    delete(account: A): unknown;
    update(account: A, options: { data: (draft: A) => void }): Promise<unknown>;
  };
  /** The group (card type, currency) a query names; `fallback` when it names none, 'bad' when it is malformed. */
  groupParam(request: Request, fallback?: Group): Group | undefined | 'bad';
  /** The group a check-mobile call without one asks about. */
  checkGroup: Group;
  groupOf(account: A): Group;
  /** The member's accounts of a group (every group when undefined), default first. */
  ownedOf(memberId: number, group?: Group): A[];
  answer(account: A): Answer;
  /** Validates and stores a new account; answers the failure envelope or undefined when bound. */
  bind(member: UserInfo, raw: Record<string, unknown>): Promise<Failure | undefined>;
  /** The SMS fields of a bind-with-phone body; undefined when the body, account fields aside, is malformed. */
  phoneFields(raw: Record<string, unknown>): PhoneFields | undefined;
  deleteBody: typeof BankCardDeleteRequest | typeof CryptoDeleteRequest;
  notFound: number;
}

/** The five calls of a kind of withdrawal account, written once for both kinds. */
function accountRoutes<A extends OwnedAccount, Group, Answer>(kind: AccountKind<A, Group, Answer>) {
  return [
    memberRoute<never, never, { code: number; msg: string; data: Answer[] | null }>(
      { api: 'main', method: 'GET', path: `${kind.base}/list` },
      ({ request, auth: { member } }) => {
        const group = kind.groupParam(request);
        if (group === 'bad') return accountFail(AccountCode.badRequest);
        return ok(kind.ownedOf(member.id, group).map(kind.answer));
      },
    ),

    memberRoute<never, never, CheckMobileResponse>(
      { api: 'main', method: 'GET', path: `${kind.base}/check-mobile` },
      ({ request, auth: { member } }) => {
        const group = kind.groupParam(request, kind.checkGroup);
        if (group === 'bad') return accountFail(AccountCode.badRequest);
        return ok(checkMobileResult(member, kind.ownedOf(member.id, group ?? kind.checkGroup).length));
      },
    ),

    memberRoute<never, never, EmptyResponse>(
      { api: 'main', method: 'POST', path: `${kind.base}/n2/bind` },
      async ({ request, auth: { member } }) => (await kind.bind(member, await bodyObject(request))) ?? ok(null),
    ),

    memberRoute<never, never, EmptyResponse>(
      { api: 'main', method: 'POST', path: `${kind.base}/n2/bindWithPhone` },
      async ({ request, auth: { member } }) => {
        const raw = await bodyObject(request);
        const phone = kind.phoneFields(raw);
        if (!phone) return accountFail(AccountCode.badRequest);
        const refused = phoneCheckFailure(member, phone);
        if (refused) return refused;
        const failure = await kind.bind(member, raw);
        if (failure) return failure;
        consumeCode('sms', smsTarget(phone.mobileArea, phone.mobile));
        return ok(null);
      },
    ),

    memberRoute<never, never, EmptyResponse>(
      { api: 'main', method: 'DELETE', path: `${kind.base}/n2/delete` },
      async ({ request, auth: { member } }) => {
        const body = await parseBody(request, kind.deleteBody);
        const found = body ? kind.ownedOf(member.id).find((account) => account.id === body.id) : undefined;
        if (!found) return accountFail(kind.notFound);
        kind.store.delete(found);
        const next = kind.ownedOf(member.id, kind.groupOf(found))[0];
        if (found.isDefault && next) {
          await kind.store.update(next, {
            data: (draft) => {
              draft.isDefault = true;
            },
          });
        }
        return ok(null);
      },
    ),
  ];
}

const toBank = ({ id, bankName, bankCode, logo, sort, countryCode }: BankRecordType) => ({ id, bankName, bankCode, logo, sort, countryCode });

const cardsOf = (memberId: number, cardType?: number) =>
  defaultFirst(db.bankCards.findMany((q) => q.where({ memberId, cardType: (type) => cardType === undefined || type === cardType })));

async function bindCard(member: UserInfo, raw: Record<string, unknown>) {
  const cardNo = typeof raw.cardNo === 'string' ? raw.cardNo : '';
  const parsed = BankCardBindRequest.safeParse({ ...raw, cardNo: /^[0-9]{6,19}$/.test(cardNo) ? cardNo : '000000' });
  if (!parsed.success) return accountFail(AccountCode.badRequest);
  const body = parsed.data;
  const cardType = body.cardType ?? 1;
  const bankId = cardType === 2 ? EBPAY_BANK_ID : body.bankId;
  const bank = db.banks.findFirst((q) => q.where({ id: bankId }));
  if (!bank || (cardType === 1 && !bank.bindable)) return accountFail(AccountCode.bankNotSupported);
  const minLength = (body.countryCode || bank.countryCode).toUpperCase() === 'CN' ? 16 : 6;
  if (!/^[0-9]{6,19}$/.test(cardNo) || cardNo.length < minLength) return accountFail(AccountCode.invalidCardNumber);
  const realName = body.realName.trim();
  const known = (member.realName ?? '').trim();
  if (known && known.toLowerCase() !== realName.toLowerCase()) return accountFail(AccountCode.realNameMismatch);
  if (db.bankCards.findFirst((q) => q.where({ fullCardNo: cardNo }))) return accountFail(AccountCode.cardAlreadyBound);
  const existing = cardsOf(member.id, cardType);
  if (existing.length >= ACCOUNT_LIMIT) return accountFail(AccountCode.cardLimit);
  await db.bankCards.create({
    id: nextId(db.bankCards.all(), 3000),
    memberId: member.id,
    cardType,
    bankId: bank.id,
    bankName: bank.bankName,
    bankCode: bank.bankCode,
    ...(bank.logo === undefined ? {} : { logo: bank.logo }),
    cardNo: maskCardNo(cardNo),
    fullCardNo: cardNo,
    realName: maskName(realName),
    fullRealName: realName,
    branch: body.branch ?? '',
    isDefault: existing.length === 0,
    createTime: serverTime(Date.now()),
  });
  if (!known) {
    await updateMember(member.id, (draft) => {
      draft.realName = realName;
    });
  }
  return undefined;
}

const bankCards: AccountKind<ReturnType<typeof cardsOf>[number], number, BankCard> = {
  base: '/api/user/bankcard',
  store: db.bankCards,
  groupParam: (request, fallback) => {
    const raw = new URL(request.url).searchParams.get('cardType');
    if (raw === null || raw === '') return fallback;
    return raw === '1' || raw === '2' ? Number(raw) : 'bad';
  },
  checkGroup: 1,
  groupOf: (card) => card.cardType,
  ownedOf: cardsOf,
  answer: ({ memberId: _m, fullCardNo: _n, fullRealName: _r, ...card }) => card,
  bind: bindCard,
  phoneFields: (raw) => {
    const phone = BankCardBindWithPhoneRequest.safeParse({ ...raw, cardNo: '000000' });
    return phone.success ? phone.data : undefined;
  },
  deleteBody: BankCardDeleteRequest,
  notFound: AccountCode.cardNotFound,
};

const PROTOCOL_PATTERN = { TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, ERC20: /^0x[0-9a-fA-F]{40}$/ } as const;

const addressesOf = (memberId: number, currency?: string) =>
  defaultFirst(db.cryptoAddresses.findMany((q) => q.where({ memberId, currency: (c) => currency === undefined || c === currency })));

async function bindAddress(member: UserInfo, raw: Record<string, unknown>) {
  const address = typeof raw.address === 'string' ? raw.address : '';
  const protocol = raw.protocol === 'TRC20' || raw.protocol === 'ERC20' ? raw.protocol : undefined;
  if (!protocol || !PROTOCOL_PATTERN[protocol].test(address)) return accountFail(AccountCode.invalidAddress);
  const parsed = CryptoBindRequest.safeParse(raw);
  if (!parsed.success) return accountFail(AccountCode.badRequest);
  const { currency, alias } = parsed.data;
  const existing = addressesOf(member.id, currency);
  const same = (a: string) => a.toLowerCase() === address.toLowerCase();
  if (db.cryptoAddresses.findFirst((q) => q.where({ address: same }))) return accountFail(AccountCode.addressAlreadyBound);
  if (existing.length >= ACCOUNT_LIMIT) return accountFail(AccountCode.addressLimit);
  await db.cryptoAddresses.create({
    id: nextId(db.cryptoAddresses.all(), 5000),
    memberId: member.id,
    currency,
    protocol,
    address,
    alias: alias ?? '',
    isDefault: existing.length === 0,
    createTime: serverTime(Date.now()),
  });
  return undefined;
}

const cryptoAddresses: AccountKind<ReturnType<typeof addressesOf>[number], string, CryptoAddress> = {
  base: '/api/user/cryptocy',
  store: db.cryptoAddresses,
  groupParam: (request, fallback) => {
    const parsed = CryptoCurrency.safeParse(new URL(request.url).searchParams.get('currency') ?? fallback);
    return parsed.success ? parsed.data : 'bad';
  },
  checkGroup: 'USDT',
  groupOf: (address) => address.currency,
  ownedOf: addressesOf,
  answer: ({ memberId: _owner, ...address }) => address,
  bind: bindAddress,
  phoneFields: (raw) => {
    const placeholder = { currency: 'USDT', protocol: 'TRC20', address: `T${'1'.repeat(33)}` };
    const phone = CryptoBindWithPhoneRequest.safeParse({ ...raw, ...placeholder });
    return phone.success ? phone.data : undefined;
  },
  deleteBody: CryptoDeleteRequest,
  notFound: AccountCode.addressNotFound,
};

export const withdrawalAccountHandlers = [
  memberRoute<never, never, BankListResponse>(
    { api: 'main', method: 'GET', path: '/api/fund/bank/list-support' },
    () => ok(db.banks.findMany((q) => q.where({ bindable: true }), { orderBy: { sort: 'asc' } }).map(toBank)),
  ),

  memberRoute<never, never, BankListResponse>(
    { api: 'main', method: 'GET', path: '/api/fund/bank/list/c2c' },
    () => ok(db.banks.findMany((q) => q.where({ c2c: true }), { orderBy: { sort: 'asc' } }).map(toBank)),
  ),

  ...accountRoutes(bankCards),
  ...accountRoutes(cryptoAddresses),
];
