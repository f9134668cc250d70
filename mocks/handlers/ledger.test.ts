import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { reseed, SEED_TOKENS } from '../seed';
import { call } from '../testing/client';
import { ledgerBalance, ledgerEntriesOf, postLedgerEntry } from './ledger';

const LOTUS = 10001;

describe('funds ledger', () => {
  beforeEach(() => reseed());

  it('opens every seeded member with one opening entry equal to the seeded balance', () => {
    expect(ledgerEntriesOf(LOTUS)).toMatchObject([{ kind: 'opening', amount: 1_250_000, balanceAfter: 1_250_000, orderNo: '' }]);
    for (const member of db.members.all()) {
      expect(db.ledgerEntries.findMany((q) => q.where({ memberId: member.id, kind: 'opening' }))).toHaveLength(1);
    }
  });

  it('sums signed entries to 2 decimals and keeps the wallet record equal to the sum', async () => {
    await postLedgerEntry({ memberId: LOTUS, kind: 'bet', amount: -10_000.006, orderNo: 'B1' });
    const payout = await postLedgerEntry({ memberId: LOTUS, kind: 'betPayout', amount: 19_500, orderNo: 'B1', time: 5 });
    expect(payout).toMatchObject({ kind: 'betPayout', amount: 19_500, orderNo: 'B1', time: 5, remark: '' });
    expect(ledgerBalance(LOTUS)).toBe(1_259_499.99);
    expect(payout.balanceAfter).toBe(1_259_499.99);
    expect(db.wallets.findFirst((q) => q.where({ memberId: LOTUS }))?.balance).toBe(1_259_499.99);
    expect(ledgerBalance(99_999)).toBe(0);
  });

  it('gives each entry a new id in writing order', async () => {
    const a = await postLedgerEntry({ memberId: LOTUS, kind: 'bonus', amount: 1 });
    const b = await postLedgerEntry({ memberId: LOTUS, kind: 'bonus', amount: 2 });
    expect(b.id).toBe(a.id + 1);
  });

  it('refuses an amount that is not a number', async () => {
    await expect(postLedgerEntry({ memberId: LOTUS, kind: 'bonus', amount: Number.NaN })).rejects.toThrow(/number/);
  });

  it('is what the balance call answers', async () => {
    await postLedgerEntry({ memberId: LOTUS, kind: 'withdraw', amount: -250_000, orderNo: 'WD1' });
    const answer = await call('POST', '/api/fund/wallet/member/local', { token: SEED_TOKENS.lotus888 });
    expect(answer).toMatchObject({ data: { memberWallet: { balance: 1_000_000, currency: 'VND' } } });
  });
});
