// Helpers of the deposit integration tests: the deposit screens opened as a seeded member, and the money the mock
// holds for lotus888.
import { afterEach } from 'vitest';
import { db } from '@mocks/db';
import { ledgerBalance } from '@mocks/handlers/ledger';
import { depositClock } from '@mocks/handlers/deposits-lifecycle';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp } from '../support/app';
import { stopRecording } from '../support/requests';
import type { SeededMember } from '../support/session';

export const LOTUS_ID = 10001;

export const openDeposit = (path: string, as: SeededMember = 'lotus888') => openApp(path, { as, namespaces: ['deposits'] });

/** The member's deposit orders, oldest first. */
export const depositOrdersOf = (memberId = LOTUS_ID) => db.depositOrders.findMany((q) => q.where({ memberId })).sort((a, b) => a.createTime.localeCompare(b.createTime));

export const balanceOf = (memberId = LOTUS_ID) => ledgerBalance(memberId);

export function resetDepositSuite(): void {
  afterEach(() => {
    stopRecording();
    hideToast();
    depositClock.reset();
  });
}

/** A small PNG file as a player picks it. */
export const receiptPng = (bytes = 2048, name = 'receipt.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
