// Collections of the withdrawal accounts: the bank catalogue, bound bank cards and EBPay accounts (cardType 2 of
// the card calls) and crypto addresses. Records are checked by the generated contract schemas, extended with the
// owner and mock-only fields.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { Bank, BankCard, CryptoAddress } from '@/shared/api/generated/main/zod/schemas/index.zod';

/** A bank; `c2c` banks may pay C2C deposits, `bindable` ones appear in the supported list. */
export const BankRecord = Bank.extend({
  countryCode: z.string().min(2),
  c2c: z.boolean(),
  bindable: z.boolean(),
});

/** A bound card or EBPay account; the full number stays here, answers carry the masked one. */
export const BankCardRecord = BankCard.extend({
  memberId: z.int(),
  fullCardNo: z.string().regex(/^[0-9]{6,19}$/),
  fullRealName: z.string(),
});

export const CryptoAddressRecord = CryptoAddress.extend({ memberId: z.int() });

export type BankRecordType = z.infer<typeof BankRecord>;
export type BankCardRecordType = z.infer<typeof BankCardRecord>;
export type CryptoAddressRecordType = z.infer<typeof CryptoAddressRecord>;

export const withdrawalAccountCollections = {
  banks: new Collection({ schema: BankRecord }),
  bankCards: new Collection({ schema: BankCardRecord }),
  cryptoAddresses: new Collection({ schema: CryptoAddressRecord }),
};
