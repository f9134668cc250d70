// Main API contract cases of the settings: the quick settings saved to the member's account.
import { modifyQuickSetting } from '@/shared/api/generated/main/member/member';
import type { ContractCase } from '../support/contract-case';
import { STATE } from '../support/states';
import { clientCall, LOTUS } from './account-case';

export const settingsCases: ContractCase[] = [
  clientCall('PUT', '/api/member/quick/setting/modify', modifyQuickSetting, { state: STATE.loggedIn, as: LOTUS }).answersEmpty({
    name: 'quick setting modify saves the odds format as mouthSetting with the other settings',
    description: 'the quick settings of lotus888: Hong Kong odds, warn on any change, whistle sound on',
    body: { mouthSetting: 2, oddsChange: 0, pushTongStatus: 0, pushTong: 2 },
  }),
];
