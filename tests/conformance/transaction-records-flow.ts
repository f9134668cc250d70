// The transaction records, their details, the game wallets and fund collect, for the conformance run.
import { SEED_TOKENS } from '@mocks/seed';
import { SEED_CLOSED_DEPOSIT_NO } from '@mocks/seed/deposits';
import { SEED_CLOSED_WITHDRAW_NO } from '@mocks/seed/withdrawals';
import { formatServerTime } from '@/shared/lib/server-time';
import { call } from '@mocks/testing/client';

export async function transactionRecordsFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  const today = formatServerTime(Date.now()).slice(0, 10);
  const weekAgo = formatServerTime(Date.now() - 6 * 86_400_000).slice(0, 10);
  await call('GET', '/api/game/fund/wallets', { token });
  await call('POST', '/api/game/fund/collect', { token, body: { lobbyCode: 'PP_SLOT' } });
  await call('POST', '/api/game/fund/collect', { token });
  await call('GET', `/api/fund/record/list?startDate=${weekAgo}&endDate=${today}`, { token });
  await call('GET', `/api/fund/record/list?type=transfer&status=success&startDate=${weekAgo}&endDate=${today}&current=1&size=5`, { token });
  await call('GET', `/api/fund/record/list?startDate=${today}&endDate=${weekAgo}`, { token });
  await call('GET', `/api/fund/record/detail?recordNo=${SEED_CLOSED_DEPOSIT_NO}`, { token });
  await call('GET', `/api/fund/record/detail?recordNo=${SEED_CLOSED_WITHDRAW_NO}`, { token });
  await call('GET', '/api/fund/record/detail?recordNo=L1', { token });
  await call('GET', '/api/fund/record/detail?recordNo=none', { token });
}
