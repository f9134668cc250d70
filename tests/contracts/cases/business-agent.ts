// Main API contract cases of the business agent application.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { applyBusinessAgent, getBusinessAgent } from '@/shared/api/generated/main/member/member';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { clientCall, LOTUS } from './account-case';

const APPLICATION = { agentAccount: 'a_hoasen88', contact: 'telegram @hoasen' } as const;

const LOTUS_AGENT_NEVER_APPLIED = { state: STATE.agentNeverApplied, as: LOTUS };
const applyBusinessAgentCall = clientCall('POST', '/api/member/agent/apply', applyBusinessAgent, LOTUS_AGENT_NEVER_APPLIED);

export const businessAgentCases: ContractCase[] = [
  clientCall('GET', '/api/member/agent/info', getBusinessAgent, LOTUS_AGENT_NEVER_APPLIED).answers({
    name: 'business agent info says a member never applied',
    description: 'a request for the agent application of lotus888',
    response: mainSuccess({ status: 0, agentAccount: '', contact: '', applyTime: '', reviewRemark: '' }),
    check: (result) => expect(result.data?.status).toBe(0),
  }),
  applyBusinessAgentCall.answers({
    name: 'business agent apply stores the application for review',
    description: 'an agent application of lotus888 for a_hoasen88',
    body: APPLICATION,
    response: mainSuccess({
      status: 1,
      agentAccount: 'a_hoasen88',
      contact: M.like('telegram @hoasen'),
      applyTime: M.regex(SERVER_TIME, '2026-11-23 10:00:00'),
      reviewRemark: '',
    }),
    check: (result) => expect(result.data).toMatchObject({ status: 1, agentAccount: 'a_hoasen88' }),
  }),
  applyBusinessAgentCall.failsWith(1002000111, 'Tài khoản đại lý đã được sử dụng', {
    name: 'business agent apply for a taken account fails with 1002000111',
    description: 'an agent application of lotus888 for a_lotusvip, which another member holds',
    body: { ...APPLICATION, agentAccount: 'a_lotusvip' },
  }),
];
