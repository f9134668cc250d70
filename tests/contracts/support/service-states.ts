// Provider states of the customer-service and help screens (in business language) and their set-up on the
// standalone mock server. Every set-up starts from a fresh seed; the seeded data is what the state says.
import { freshSeed, loggedInAs, SEEDED_TOKENS, setUpCall, type StateHandler } from './state-setup';

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

/** The callback request lotus888 already has pending. */
const PENDING_CALLBACK = { tenantId: 1, userName: 'lotus888', realName: 'Nguyen Van An', vipLevel: 2, remark: '', mobile: '912345678', mobileArea: '84' };

export function serviceProviderStates(baseUrl: string): Record<ServiceStateName, StateHandler> {
  const member = (token: string, setUp?: () => Promise<unknown>) => loggedInAs(baseUrl, token, setUp);
  return {
    [SERVICE_STATE.helpConfigured]: freshSeed(baseUrl),
    [SERVICE_STATE.supportOpen]: freshSeed(baseUrl),
    [SERVICE_STATE.callbackOpen]: member(SEEDED_TOKENS.lotus888),
    [SERVICE_STATE.callbackPending]: member(SEEDED_TOKENS.lotus888, () =>
      setUpCall(baseUrl, '/api/operation/vipphoneback/add', { token: SEEDED_TOKENS.lotus888, body: PENDING_CALLBACK }),
    ),
    [SERVICE_STATE.hotlineForVip2]: member(SEEDED_TOKENS.lotus888),
    [SERVICE_STATE.noHotlineForVip0]: member(SEEDED_TOKENS.nomobile01),
  };
}
