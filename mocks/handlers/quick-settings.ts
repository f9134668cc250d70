// The user settings saved to the server (odds format as mouthSetting, odds-change warning, goal sound); member get
// returns them in memberQuickSettingRespVO.
import type { EmptyResponse } from '@/shared/api/generated/main/model';
import { QuickSettingModifyRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { AccountCode, accountFail, parseBody, updateMember } from './account-shared';
import { ok } from './main-envelope';
import { memberRoute } from './routes';

export const quickSettingHandlers = [
  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/quick/setting/modify' },
    async ({ request, auth }) => {
      const body = await parseBody(request, QuickSettingModifyRequest);
      if (!body) return accountFail(AccountCode.invalidQuickSetting);
      const { mouthSetting, oddsChange, pushTongStatus, pushTong } = body;
      await updateMember(auth.member.id, (member) => {
        member.memberQuickSettingRespVO = { mouthSetting, oddsChange, pushTongStatus, pushTong };
      });
      return ok(null);
    },
  ),
];
