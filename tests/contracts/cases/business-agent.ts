// Main API contract cases of the business agent application.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { applyBusinessAgent, getBusinessAgent } from '@/shared/api/generated/main/member/member';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, LOTUS } from './account-case';

const APPLICATION = { agentAccount: 'a_hoasen88', contact: 'telegram @hoasen' } as const;

export const businessAgentCases: ContractCase[] = [
  accountCase({
    name: 'business agent info says a member never applied',
    state: STATE.agentNeverApplied,
    description: 'a request for the agent application of lotus888',
    method: 'GET',
    path: '/api/member/agent/info',
    as: LOTUS,
    response: mainSuccess({ status: 0, agentAccount: '', contact: '', applyTime: '', reviewRemark: '' }),
    check: async () => expect((await getBusinessAgent()).data?.status).toBe(0),
  }),
  accountCase({
    name: 'business agent apply stores the application for review',
    state: STATE.agentNeverApplied,
    description: 'an agent application of lotus888 for a_hoasen88',
    method: 'POST',
    path: '/api/member/agent/apply',
    body: APPLICATION,
    as: LOTUS,
    response: mainSuccess({
      status: 1,
      agentAccount: 'a_hoasen88',
      contact: M.like('telegram @hoasen'),
      applyTime: M.regex(SERVER_TIME, '2026-11-23 10:00:00'),
      reviewRemark: '',
    }),
    check: async () => expect((await applyBusinessAgent(APPLICATION)).data).toMatchObject({ status: 1, agentAccount: 'a_hoasen88' }),
  }),
  accountFailureCase({
    name: 'business agent apply for a taken account fails with 1002000111',
    state: STATE.agentNeverApplied,
    description: 'an agent application of lotus888 for a_lotusvip, which another member holds',
    method: 'POST',
    path: '/api/member/agent/apply',
    body: { ...APPLICATION, agentAccount: 'a_lotusvip' },
    as: LOTUS,
    code: 1002000111,
    message: 'Tài khoản đại lý đã được sử dụng',
    call: () => applyBusinessAgent({ ...APPLICATION, agentAccount: 'a_lotusvip' }),
  }),
];
