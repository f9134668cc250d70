// Main API contract cases of the settings: the quick settings saved to the member's account.
import { expect } from 'vitest';
import { modifyQuickSetting } from '@/shared/api/generated/main/member/member';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase, LOTUS } from './account-case';

const EMPTY = { code: 200, msg: 'success', data: null };

export const settingsCases: ContractCase[] = [
  accountCase({
    name: 'quick setting modify saves the odds format as mouthSetting with the other settings',
    state: STATE.loggedIn,
    description: 'the quick settings of lotus888: Hong Kong odds, warn on any change, whistle sound on',
    method: 'PUT',
    path: '/api/member/quick/setting/modify',
    body: { mouthSetting: 2, oddsChange: 0, pushTongStatus: 0, pushTong: 2 },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await modifyQuickSetting({ mouthSetting: 2, oddsChange: 0, pushTongStatus: 0, pushTong: 2 })).toEqual(EMPTY),
  }),
];
