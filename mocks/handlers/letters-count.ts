// The unread letter count of the account tab badge: the member's unread letters, counted where they are stored.
import type { LetterCountResponse } from '@/shared/api/generated/main/model';
import { ok } from './main-envelope';
import { route } from './routes';
import { unreadLetterCounts } from './letter-store';
import { authenticate } from './session';

export const letterCountHandlers = [
  route<never, never, LetterCountResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/letter/config/queryLetterCount', auth: true },
    ({ request }) => {
      const auth = authenticate(request);
      return auth.ok ? ok({ totalCount: unreadLetterCounts(auth.member.id).totalCount }) : auth.response;
    },
  ),
];
