// Banks, and the member's withdrawal accounts (bank cards, cardType 1, and EBPay accounts, cardType 2): list,
// whether binding needs an SMS check, bind with or without the check, delete.
import type {
  BankCard,
  BankCardListResponse,
  BankListResponse,
  CheckMobileResponse,
  CheckMobileResult,
  EmptyResponse,
  UserInfo,
} from '@/shared/api/generated/main/model';
import { BankCardBindRequest, BankCardBindWithPhoneRequest, BankCardDeleteRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import type { BankCardRecordType, BankRecordType } from '../db/withdrawal-accounts-collections';
import { EBPAY_BANK_ID } from '../seed/withdrawal-accounts';
import { AccountCode, accountFail, bodyObject, maskCardNo, maskName, maskPhone, nextId, parseBody, serverTime, updateMember } from './account-shared';
import { ok } from './main-envelope';
import { route } from './routes';
import { authenticate } from './session';
import { codeMatches, consumeCode, smsTarget } from './verification';

/** Accounts of one kind a member may keep. */
export const CARD_LIMIT = 5;

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

/** The SMS check of a bind-with-phone request: the bound mobile, and the live code sent to it. */
export function phoneCheckFailure(member: UserInfo, body: { mobile: string; mobileArea: string; smsCode: string }) {
  if (!member.mobile) return accountFail(AccountCode.mobileNotBound);
  if (member.mobile !== body.mobile || (member.mobileArea ?? '') !== body.mobileArea) return accountFail(AccountCode.mobileMismatch);
  if (!codeMatches('sms', smsTarget(body.mobileArea, body.mobile), body.smsCode)) return accountFail(AccountCode.bindWrongSmsCode);
  return undefined;
}

const toBank = ({ id, bankName, bankCode, logo, sort, countryCode }: BankRecordType) => ({ id, bankName, bankCode, logo, sort, countryCode });

const toCard = ({ memberId: _m, fullCardNo: _n, fullRealName: _r, ...card }: BankCardRecordType): BankCard => card;

const cardsOf = (memberId: number, cardType?: number) =>
  db.bankCards
    .findMany((q) => q.where({ memberId, cardType: (type) => cardType === undefined || type === cardType }))
    .sort((a, b) => Number(b.isDefault ?? false) - Number(a.isDefault ?? false) || a.id - b.id);

const cardTypeParam = (request: Request): number | undefined | 'bad' => {
  const raw = new URL(request.url).searchParams.get('cardType');
  if (raw === null || raw === '') return undefined;
  return raw === '1' || raw === '2' ? Number(raw) : 'bad';
};

/** Validates and stores a new account; answers the failure envelope or undefined when bound. */
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
  if (existing.length >= CARD_LIMIT) return accountFail(AccountCode.cardLimit);
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

export const bankCardHandlers = [
  route<never, never, BankListResponse>(
    { api: 'main', method: 'GET', path: '/api/fund/bank/list-support', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const banks = db.banks.findMany((q) => q.where({ bindable: true }), { orderBy: { sort: 'asc' } });
      return ok(banks.map(toBank));
    },
  ),

  route<never, never, BankListResponse>(
    { api: 'main', method: 'GET', path: '/api/fund/bank/list/c2c', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      return ok(db.banks.findMany((q) => q.where({ c2c: true }), { orderBy: { sort: 'asc' } }).map(toBank));
    },
  ),

  route<never, never, BankCardListResponse>(
    { api: 'main', method: 'GET', path: '/api/user/bankcard/list', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const cardType = cardTypeParam(request);
      if (cardType === 'bad') return accountFail(AccountCode.badRequest);
      return ok(cardsOf(auth.member.id, cardType).map(toCard));
    },
  ),

  route<never, never, CheckMobileResponse>(
    { api: 'main', method: 'GET', path: '/api/user/bankcard/check-mobile', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const cardType = cardTypeParam(request);
      if (cardType === 'bad') return accountFail(AccountCode.badRequest);
      return ok(checkMobileResult(auth.member, cardsOf(auth.member.id, cardType ?? 1).length));
    },
  ),

  route<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/user/bankcard/n2/bind', auth: true },
    async ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      return (await bindCard(auth.member, await bodyObject(request))) ?? ok(null);
    },
  ),

  route<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/user/bankcard/n2/bindWithPhone', auth: true },
    async ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const raw = await bodyObject(request);
      const phone = BankCardBindWithPhoneRequest.safeParse({ ...raw, cardNo: '000000' });
      if (!phone.success) return accountFail(AccountCode.badRequest);
      const refused = phoneCheckFailure(auth.member, phone.data);
      if (refused) return refused;
      const failure = await bindCard(auth.member, raw);
      if (failure) return failure;
      consumeCode('sms', smsTarget(phone.data.mobileArea, phone.data.mobile));
      return ok(null);
    },
  ),

  route<never, never, EmptyResponse>(
    { api: 'main', method: 'DELETE', path: '/api/user/bankcard/n2/delete', auth: true },
    async ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const body = await parseBody(request, BankCardDeleteRequest);
      const memberId = auth.member.id;
      const card = body ? db.bankCards.findFirst((q) => q.where({ memberId, id: body.id })) : undefined;
      if (!card) return accountFail(AccountCode.cardNotFound);
      db.bankCards.delete((q) => q.where({ memberId, id: card.id }));
      const next = cardsOf(memberId, card.cardType)[0];
      if (card.isDefault && next) {
        await db.bankCards.update((q) => q.where({ id: next.id }), {
          data: (draft) => {
            draft.isDefault = true;
          },
        });
      }
      return ok(null);
    },
  ),
];
