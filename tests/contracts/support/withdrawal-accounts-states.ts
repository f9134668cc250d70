// Provider states of the withdrawal account calls (in business language) and their set-up on the standalone mock
// server. contracts/README.md explains what each one means for a backend. Every set-up starts from a fresh seed.
import { loggedInAs, SEEDED_TOKENS, setUpCall, type StateHandler } from './state-setup';

export const WITHDRAWAL_ACCOUNTS_STATE = {
  accountsBound: 'member lotus888 is logged in with bank cards 3001 and 3002, EBPay account 3003 and USDT addresses 5001 and 5002',
  nothingBound: 'member lockeddp01 is logged in, has a bound mobile and no bank card or crypto address',
  cardSmsSent: 'member lotus888 is logged in and an SMS code 123456 was sent to its bound mobile 84 912345678',
} as const;

export type WithdrawalAccountsStateName = (typeof WITHDRAWAL_ACCOUNTS_STATE)[keyof typeof WITHDRAWAL_ACCOUNTS_STATE];

export function withdrawalAccountsProviderStates(baseUrl: string): Record<WithdrawalAccountsStateName, StateHandler> {
  /** Sends the withdrawal-account binding code (actionType 6) to lotus888's bound mobile. */
  const bindingSms = () => setUpCall(baseUrl, '/api/user/verCode/sendSms', { body: { actionType: 6, mobileArea: '84', mobile: '912345678' } });
  return {
    [WITHDRAWAL_ACCOUNTS_STATE.accountsBound]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888),
    [WITHDRAWAL_ACCOUNTS_STATE.nothingBound]: loggedInAs(baseUrl, SEEDED_TOKENS.lockeddp01),
    [WITHDRAWAL_ACCOUNTS_STATE.cardSmsSent]: loggedInAs(baseUrl, SEEDED_TOKENS.lotus888, bindingSms),
  };
}
