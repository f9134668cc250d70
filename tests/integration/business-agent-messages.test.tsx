import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AgentCode, agentMessages } from '@mocks/handlers/business-agent';
import { failureText } from '@mocks/handlers/main-envelope';
import { TAKEN_AGENT_ACCOUNT } from '@mocks/seed/business-agent';
import { SLOW, t } from '../support/app';
import { openAs, setUpAccountFormSuite } from './account-support';

/**
 * The agent application's refusals reach the player in the app's language: the mock answers its agent table in the
 * request's Language (here an agent account another member already holds).
 */
setUpAccountFormSuite();

describe('business agent messages', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'en'],
    ['zh-cn', 'zh'],
  ] as const)('in %s, a taken agent account is refused in that language', async (language, answer) => {
    await openAs('/business-agent', 'lotus888', language);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t('business-agent:account'), undefined, SLOW), TAKEN_AGENT_ACCOUNT);
    await user.type(screen.getByLabelText(t('business-agent:contact')), 'zalo 0912');
    await user.click(screen.getByRole('button', { name: t('business-agent:submit') }));
    const message = failureText(agentMessages[AgentCode.taken] ?? '', answer);
    expect(message).not.toBe(agentMessages[AgentCode.taken]);
    expect((await screen.findAllByText(message, undefined, SLOW)).length).toBeGreaterThan(0);
  });
});
