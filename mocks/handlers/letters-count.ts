// The unread letter count of the account tab badge: the member's unread letters, counted where they are stored.
import type { LetterCountResponse } from '@/shared/api/generated/main/model';
import { ok } from './main-envelope';
import { memberRoute } from './routes';
import { unreadLetterCounts } from './letter-store';

export const letterCountHandlers = [
  memberRoute<never, never, LetterCountResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/letter/config/queryLetterCount' },
    ({ auth }) => ok({ totalCount: unreadLetterCounts(auth.member.id).totalCount }),
  ),
];
