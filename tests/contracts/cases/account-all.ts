// Every contract case of the account slice, in the order they are written to the pact.
import type { ContractCase } from '../support/contract-case';
import { accountInviteCases } from './account-invite';
import { accountProfileCases } from './account-profile';
import { accountProfileScreenCases } from './account-profile-screens';
import { accountSecurityCases } from './account-security';
import { accountServiceCases } from './account-service';
import { addressCases } from './addresses';
import { announcementCases } from './announcements';
import { authScreenCases } from './auth-screens';
import { businessAgentCases } from './business-agent';
import { letterCases } from './letters';
import { serviceScreenCases } from './service-screens';
import { settingsCases } from './settings';
import { withdrawalAccountCases } from './withdrawal-accounts';
import { referralDrawCases } from './referral-draw';
import { referralCases } from './referrals';
import { vipLevelCases } from './vip-levels';
import { vipServiceCases } from './vip-services';

export const accountCases: ContractCase[] = [
  ...accountProfileCases,
  ...settingsCases,
  ...accountSecurityCases,
  ...accountProfileScreenCases,
  ...letterCases,
  ...accountServiceCases,
  ...announcementCases,
  ...withdrawalAccountCases,
  ...addressCases,
  ...businessAgentCases,
  ...accountInviteCases,
  ...authScreenCases,
  ...serviceScreenCases,
  ...vipLevelCases,
  ...vipServiceCases,
  ...referralCases,
  ...referralDrawCases,
];
