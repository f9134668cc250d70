// Agent account applications (designed calls, openapi/main/paths/business-agent-designed.yaml): read the member's
// application and apply. Applications wait for review; tests and stories decide them with reviewAgentApplication().
import type { BusinessAgentInfo, BusinessAgentResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { BusinessAgentRecordType } from '../db/business-agent-collections';
import { AccountCode, accountFail, bodyObject, serverTime } from './account-shared';
import { fail, ok, resultCodes } from './main-envelope';
import { memberRoute } from './routes';

export const { codes: AgentCode, messages: agentMessages } = resultCodes({
  taken: [1002000111, { vi: 'Tài khoản đại lý đã được sử dụng', zh: '该代理账号已被使用', en: 'This agent account is already taken' }],
  invalidAccount: [1002000112, { vi: 'Tài khoản đại lý không hợp lệ', zh: '代理账号无效', en: 'The agent account is not valid' }],
  alreadyApplied: [1002000113, { vi: 'Bạn đã gửi yêu cầu đại lý', zh: '您已提交代理申请', en: 'You have already applied to be an agent' }],
  badContact: [1002000114, { vi: 'Vui lòng nhập thông tin liên hệ', zh: '请填写联系方式', en: 'Please enter your contact details' }],
});

/** SPEC.md section 5: a_ followed by 3 to 15 alphanumerics. */
const AGENT_ACCOUNT = /^a_[A-Za-z0-9]{3,15}$/;

const NEVER_APPLIED: BusinessAgentInfo = { status: 0, agentAccount: '', contact: '', applyTime: '', reviewRemark: '' };

const agentFail = (code: number) => fail(code, agentMessages[code]);

const toInfo = ({ memberId: _owner, ...info }: BusinessAgentRecordType): BusinessAgentInfo => info;

const applicationOf = (memberId: number) => db.businessAgents.findFirst((q) => q.where({ memberId }));

/** Decides a member's waiting application: approve (status 2) or reject with a reason (status 3). */
export async function reviewAgentApplication(memberId: number, decision: 'approve' | 'reject', remark = ''): Promise<void> {
  await db.businessAgents.update((q) => q.where({ memberId, status: 1 }), {
    data: (draft) => {
      draft.status = decision === 'approve' ? 2 : 3;
      draft.reviewRemark = decision === 'approve' ? '' : remark;
    },
  });
}

export const businessAgentHandlers = [
  memberRoute<never, never, BusinessAgentResponse>(
    { api: 'main', method: 'GET', path: '/api/member/agent/info' },
    ({ auth }) => {
      const application = applicationOf(auth.member.id);
      return ok(application ? toInfo(application) : NEVER_APPLIED);
    },
  ),

  memberRoute<never, never, BusinessAgentResponse>(
    { api: 'main', method: 'POST', path: '/api/member/agent/apply' },
    async ({ request, auth }) => {
      const memberId = auth.member.id;
      const current = applicationOf(memberId);
      if (current && (current.status === 1 || current.status === 2)) return agentFail(AgentCode.alreadyApplied);
      const raw = await bodyObject(request);
      const agentAccount = typeof raw.agentAccount === 'string' ? raw.agentAccount : '';
      if (!AGENT_ACCOUNT.test(agentAccount)) return agentFail(AgentCode.invalidAccount);
      const contact = typeof raw.contact === 'string' ? raw.contact.trim() : '';
      if (!contact || contact.length > 50) return agentFail(AgentCode.badContact);
      if (raw.remark !== undefined && (typeof raw.remark !== 'string' || raw.remark.length > 200)) return accountFail(AccountCode.badRequest);
      const same = (account: string) => account.toLowerCase() === agentAccount.toLowerCase();
      const holder = db.businessAgents.findFirst((q) => q.where({ agentAccount: same }));
      if (holder && holder.memberId !== memberId) return agentFail(AgentCode.taken);
      const application = { status: 1, agentAccount, contact, applyTime: serverTime(Date.now()), reviewRemark: '' } as const;
      if (current) {
        await db.businessAgents.update((q) => q.where({ memberId }), {
          data: (draft) => {
            Object.assign(draft, application);
          },
        });
      } else {
        await db.businessAgents.create({ memberId, ...application });
      }
      return ok({ ...application });
    },
  ),
];
