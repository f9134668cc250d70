// Provider states of the customer-service and help screens (in business language) and their set-up on the
// standalone mock server. Every set-up starts from a fresh seed; the seeded data is what the state says.
import type { VerifierOptions } from '@pact-foundation/pact';
import { TOKEN_PARAM } from './headers';

export const SERVICE_STATE = {
  helpConfigured:
    'help categories 3 to 6 and service-question categories 11 to 13 are configured with their articles; article 301 offers the live-chat pop-up',
  supportOpen: 'both live-chat lines are on and the live chat, Telegram, Zalo and hotline channels are configured',
  callbackOpen: 'member lotus888 (VIP 2 of tenant 1, mobile 84 912345678) is logged in, callbacks are offered to VIP 2 and none is pending',
  callbackPending: 'member lotus888 is logged in and already has a callback request pending',
  hotlineForVip2: 'member lotus888 is logged in and tenant 1 has the hotline 84 2873001234 for VIP 2',
  noHotlineForVip0: 'member nomobile01 (VIP 0) is logged in and tenant 1 has no hotline for VIP 0',
} as const;

export type ServiceStateName = (typeof SERVICE_STATE)[keyof typeof SERVICE_STATE];

type StateHandler = NonNullable<VerifierOptions['stateHandlers']>[string];

const TOKENS = { lotus888: 'tk_seed_lotus888', nomobile01: 'tk_seed_nomobile01' } as const;

export function serviceProviderStates(baseUrl: string): Record<ServiceStateName, StateHandler> {
  const post = async (path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = token;
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path} answered HTTP ${response.status} in a provider state`);
    return (await response.json()) as { code?: unknown };
  };
  const reset = () => post('/__control/reset', {});
  const fresh = async () => {
    await reset();
  };
  const as = (token: string) => async () => {
    await reset();
    return { [TOKEN_PARAM]: token };
  };
  return {
    [SERVICE_STATE.helpConfigured]: fresh,
    [SERVICE_STATE.supportOpen]: fresh,
    [SERVICE_STATE.callbackOpen]: as(TOKENS.lotus888),
    [SERVICE_STATE.callbackPending]: async () => {
      await reset();
      const request = { tenantId: 1, userName: 'lotus888', realName: 'Nguyen Van An', vipLevel: 2, remark: '', mobile: '912345678', mobileArea: '84' };
      const answer = await post('/api/operation/vipphoneback/add', request, TOKENS.lotus888);
      if (answer.code !== 200) throw new Error(`The pending callback could not be set up: ${JSON.stringify(answer)}`);
      return { [TOKEN_PARAM]: TOKENS.lotus888 };
    },
    [SERVICE_STATE.hotlineForVip2]: as(TOKENS.lotus888),
    [SERVICE_STATE.noHotlineForVip0]: as(TOKENS.nomobile01),
  };
}
