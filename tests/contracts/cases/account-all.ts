// Every contract case of the account slice, in the order they are written to the pact.
import type { ContractCase } from '../support/contract-case';
import { accountInviteCases } from './account-invite';
import { accountProfileCases } from './account-profile';
import { accountProfileScreenCases } from './account-profile-screens';
import { accountSecurityCases } from './account-security';
import { accountServiceCases } from './account-service';
import { accountWithdrawalAccountCases } from './account-withdrawal-accounts';
import { announcementCases } from './announcements';
import { authScreenCases } from './auth-screens';
import { bankingScreenCases } from './banking-screens';
import { letterCases } from './letters';
import { serviceScreenCases } from './service-screens';
import { settingsCases } from './settings';

export const accountCases: ContractCase[] = [
  ...accountProfileCases,
  ...settingsCases,
  ...accountSecurityCases,
  ...accountProfileScreenCases,
  ...letterCases,
  ...accountServiceCases,
  ...announcementCases,
  ...accountWithdrawalAccountCases,
  ...bankingScreenCases,
  ...accountInviteCases,
  ...authScreenCases,
  ...serviceScreenCases,
];
