// The member's crypto withdrawal addresses by currency: list, whether binding needs an SMS check, bind with or
// without the check, delete.
import type {
  CheckMobileResponse,
  CryptoAddress,
  CryptoAddressListResponse,
  EmptyResponse,
  UserInfo,
} from '@/shared/api/generated/main/model';
import {
  CryptoBindRequest,
  CryptoBindWithPhoneRequest,
  CryptoCurrency,
  CryptoDeleteRequest,
} from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import type { CryptoAddressRecordType } from '../db/withdrawal-accounts-collections';
import { AccountCode, accountFail, bodyObject, nextId, parseBody, serverTime } from './account-shared';
import { checkMobileResult, phoneCheckFailure } from './bank-cards';
import { ok } from './main-envelope';
import { route } from './routes';
import { authenticate } from './session';
import { consumeCode, smsTarget } from './verification';

/** Addresses of one currency a member may keep. */
export const ADDRESS_LIMIT = 5;

const PROTOCOL_PATTERN = { TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, ERC20: /^0x[0-9a-fA-F]{40}$/ } as const;

const toAddress = ({ memberId: _owner, ...address }: CryptoAddressRecordType): CryptoAddress => address;

const addressesOf = (memberId: number, currency: string) =>
  db.cryptoAddresses
    .findMany((q) => q.where({ memberId, currency: (c) => c === currency }))
    .sort((a, b) => Number(b.isDefault ?? false) - Number(a.isDefault ?? false) || a.id - b.id);

const currencyParam = (request: Request, fallback?: string): string | undefined => {
  const parsed = CryptoCurrency.safeParse(new URL(request.url).searchParams.get('currency') ?? fallback);
  return parsed.success ? parsed.data : undefined;
};

/** Validates and stores a new address; answers the failure envelope or undefined when bound. */
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
  if (existing.length >= ADDRESS_LIMIT) return accountFail(AccountCode.addressLimit);
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

export const cryptoAddressHandlers = [
  route<never, never, CryptoAddressListResponse>(
    { api: 'main', method: 'GET', path: '/api/user/cryptocy/list', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const currency = currencyParam(request);
      if (!currency) return accountFail(AccountCode.badRequest);
      return ok(addressesOf(auth.member.id, currency).map(toAddress));
    },
  ),

  route<never, never, CheckMobileResponse>(
    { api: 'main', method: 'GET', path: '/api/user/cryptocy/check-mobile', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const currency = currencyParam(request, 'USDT');
      if (!currency) return accountFail(AccountCode.badRequest);
      return ok(checkMobileResult(auth.member, addressesOf(auth.member.id, currency).length));
    },
  ),

  route<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/user/cryptocy/n2/bind', auth: true },
    async ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      return (await bindAddress(auth.member, await bodyObject(request))) ?? ok(null);
    },
  ),

  route<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/user/cryptocy/n2/bindWithPhone', auth: true },
    async ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const raw = await bodyObject(request);
      const placeholder = { currency: 'USDT', protocol: 'TRC20', address: `T${'1'.repeat(33)}` };
      const phone = CryptoBindWithPhoneRequest.safeParse({ ...raw, ...placeholder });
      if (!phone.success) return accountFail(AccountCode.badRequest);
      const refused = phoneCheckFailure(auth.member, phone.data);
      if (refused) return refused;
      const failure = await bindAddress(auth.member, raw);
      if (failure) return failure;
      consumeCode('sms', smsTarget(phone.data.mobileArea, phone.data.mobile));
      return ok(null);
    },
  ),

  route<never, never, EmptyResponse>(
    { api: 'main', method: 'DELETE', path: '/api/user/cryptocy/n2/delete', auth: true },
    async ({ request }) => {
      const auth = authenticate(request);
      if (!auth.ok) return auth.response;
      const body = await parseBody(request, CryptoDeleteRequest);
      const memberId = auth.member.id;
      const found = body ? db.cryptoAddresses.findFirst((q) => q.where({ memberId, id: body.id })) : undefined;
      if (!found) return accountFail(AccountCode.addressNotFound);
      db.cryptoAddresses.delete((q) => q.where({ memberId, id: found.id }));
      const next = addressesOf(memberId, found.currency)[0];
      if (found.isDefault && next) {
        await db.cryptoAddresses.update((q) => q.where({ id: next.id }), {
          data: (draft) => {
            draft.isDefault = true;
          },
        });
      }
      return ok(null);
    },
  ),
];
