import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { getApplyBusinessAgentUrl } from '@/shared/api/generated/main/member/member';
import { openAs as open, setUpAccountFormSuite } from './account-support';
import { SLOW, t } from '../support/app';
import { recordBodies } from '../support/requests';

setUpAccountFormSuite();

describe('business agent', { timeout: 40_000 }, () => {
  it('checks the agent account rule, applies once for a double tap and shows the application in review', async () => {
    await open('/business-agent', 'lotus888');
    const user = userEvent.setup();
    const account = await screen.findByLabelText(t('business-agent:account'), undefined, SLOW);
    await user.type(account, 'a_lotus-88');
    await user.type(screen.getByLabelText(t('business-agent:contact')), 'telegram @hoasen');
    await user.click(screen.getByRole('button', { name: t('business-agent:submit') }));
    expect(await screen.findByText(t('business-agent:accountRule'))).toBeInTheDocument();
    expect(account).toHaveValue('a_lotus-88');

    await user.clear(account);
    await user.type(account, 'a_lotus88');
    let calls = 0;
    server.use(
      http.post(`*${getApplyBusinessAgentUrl()}`, async () => {
        calls += 1;
        await delay(200);
      }),
    );
    const bodies = recordBodies(server, getApplyBusinessAgentUrl());
    await user.dblClick(screen.getByRole('button', { name: t('business-agent:submit') }));
    expect(await screen.findByRole('heading', { name: 'a_lotus88' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(t('business-agent:reviewNote'))).toBeInTheDocument();
    expect(screen.getByText(t('business-agent:inReview'))).toBeInTheDocument();
    expect(screen.queryByLabelText(t('business-agent:account'))).not.toBeInTheDocument();
    expect(calls).toBe(1);
    expect(bodies).toEqual([{ agentAccount: 'a_lotus88', contact: 'telegram @hoasen' }]);
  });
});
