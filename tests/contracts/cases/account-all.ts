// Every contract case of the account slice, in the order they are written to the pact.
import type { ContractCase } from '../support/contract-case';
import { accountInviteCases } from './account-invite';
import { accountLetterCases } from './account-letters';
import { accountProfileCases } from './account-profile';
import { accountProfileScreenCases } from './account-profile-screens';
import { accountSecurityCases } from './account-security';
import { accountServiceCases } from './account-service';
import { accountWithdrawalAccountCases } from './account-withdrawal-accounts';
import { messagesSettingsScreenCases } from './messages-settings-screens';
import { authScreenCases } from './auth-screens';
import { bankingScreenCases } from './banking-screens';
import { serviceScreenCases } from './service-screens';

export const accountCases: ContractCase[] = [
  ...accountProfileCases,
  ...accountSecurityCases,
  ...accountProfileScreenCases,
  ...accountLetterCases,
  ...accountServiceCases,
  ...messagesSettingsScreenCases,
  ...accountWithdrawalAccountCases,
  ...bankingScreenCases,
  ...accountInviteCases,
  ...authScreenCases,
  ...serviceScreenCases,
];
