// POST /api/game/bet/cSports/guestToken (designed call, no session): the sports-provider session of a visitor. The
// mock's provider reads guests by the empty token (mocks/README.md), so the call answers that token with the
// provider's address on the request's origin, as the member token call does. The web client does not call it (in
// guest mode it uses the configured guest address without a request); other clients may.
import type { SportsTokenResponse } from '@/shared/api/generated/main/model';
import { ok } from './main-envelope';
import { route } from './routes';

export const GUEST_SPORTS_TOKEN = { api: 'main', method: 'POST', path: '/api/game/bet/cSports/guestToken' } as const;

export const guestSportsTokenHandlers = [
  route<never, never, SportsTokenResponse>({ ...GUEST_SPORTS_TOKEN, auth: false }, ({ request }) => {
    const origin = new URL(request.url).origin;
    return ok({ token: '', apiServerAddress: origin, domain: origin.replace(/^http/, 'ws') });
  }),
];
