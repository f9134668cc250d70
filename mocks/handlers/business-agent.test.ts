import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SEED_TOKENS } from '../seed';
import { TAKEN_AGENT_ACCOUNT } from '../seed/business-agent';
import { call } from '../testing/client';
import { reviewAgentApplication } from './business-agent';

const LOTUS = SEED_TOKENS.lotus888;
const info = async (token = LOTUS) => (await call('GET', '/api/member/agent/info', { token })).data;
const apply = (body: unknown, token = LOTUS) => call('POST', '/api/member/agent/apply', { token, body });
const lotusId = () => db.members.findFirst((q) => q.where({ userName: 'lotus888' }), { strict: true }).id;

describe('business agent', () => {
  it('starts with no application and stores one waiting for review', async () => {
    expect(await info()).toEqual({ status: 0, agentAccount: '', contact: '', applyTime: '', reviewRemark: '' });
    const applied = await apply({ agentAccount: 'a_lotus88', contact: ' telegram @lotus88 ' });
    expect(applied.data).toMatchObject({ status: 1, agentAccount: 'a_lotus88', contact: 'telegram @lotus88' });
    expect((await info()).status).toBe(1);
    expect((await apply({ agentAccount: 'a_other1', contact: 'x' })).code).toBe(1002000113);
  });

  it('applies the agent account rule and refuses a taken account or an empty contact', async () => {
    for (const bad of ['lotus88', 'a_ab', 'a_abcdefghijklmnop', 'a_lotus-88', 'A_lotus88']) {
      expect((await apply({ agentAccount: bad, contact: 'zalo 0912' })).code, bad).toBe(1002000112);
    }
    expect(await apply({ agentAccount: TAKEN_AGENT_ACCOUNT.toUpperCase().replace('A_', 'a_'), contact: 'zalo 0912' })).toEqual({
      code: 1002000111,
      msg: 'Tài khoản đại lý đã được sử dụng',
      data: null,
    });
    expect((await apply({ agentAccount: 'a_abc', contact: '   ' })).code).toBe(1002000114);
    expect((await apply({ agentAccount: 'a_abc', contact: 'zalo', remark: 'x'.repeat(201) })).code).toBe(1001000010);
    expect((await apply({ agentAccount: 'a_abc', contact: 'zalo' })).code).toBe(200);
  });

  it('lets a rejected member apply again, and an approved one not', async () => {
    await apply({ agentAccount: 'a_lotus88', contact: 'zalo 0912' });
    await reviewAgentApplication(lotusId(), 'reject', 'Không liên lạc được');
    expect(await info()).toMatchObject({ status: 3, reviewRemark: 'Không liên lạc được' });
    expect((await apply({ agentAccount: 'a_lotus99', contact: 'zalo 0913' })).data).toMatchObject({ status: 1, agentAccount: 'a_lotus99', reviewRemark: '' });
    await reviewAgentApplication(lotusId(), 'approve');
    expect((await info()).status).toBe(2);
    expect((await apply({ agentAccount: 'a_lotus77', contact: 'zalo' })).code).toBe(1002000113);
  });
});
