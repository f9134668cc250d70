import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { agentMessages, AgentCode } from '@mocks/handlers/business-agent';
import { TAKEN_AGENT_ACCOUNT } from '@mocks/seed/business-agent';
import { BusinessAgentScreen } from '@/features/account/business-agent/screens/BusinessAgentScreen';
import { getGetBusinessAgentUrl } from '@/shared/api/generated/main/member/member';
import { awaitLabelledField, namedButton } from '../../../support/finders';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';
import { storyToasts } from '../../../support/toasts';
import { setAgentApplication } from '../member-data-story';
import { expectToast } from '../../../../tests/support/toasts';

const meta = preview.meta({
  title: 'Screens/Account/BusinessAgent/BusinessAgentScreen',
  component: BusinessAgentScreen,
  ...screenAt('/business-agent', 'lotus888'),
});

const accountField = awaitLabelledField('business-agent:account');
const submit = namedButton('business-agent:submit');
const toasts = storyToasts();

/** Never applied: the form with the agent account rule as its hint. */
export const NeverApplied = meta.story({
  play: async ({ canvas }) => {
    await expect(await accountField(canvas)).toHaveAccessibleDescription(text('business-agent:accountHint'));
    await expect(canvas.getByText(text('business-agent:intro'))).toBeVisible();
  },
});

/** The account rule and the contact are checked before anything is sent. */
export const Validation = meta.story({
  play: async ({ canvas, userEvent }) => {
    const account = await accountField(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(text('business-agent:accountRequired'))).toBeVisible();
    await expect(canvas.getByText(text('business-agent:contactRequired'))).toBeVisible();
    await userEvent.type(account, 'a_ab');
    await userEvent.click(submit(canvas));
    await expect(account).toHaveAccessibleDescription(`${text('business-agent:accountHint')} ${text('business-agent:accountRule')}`);
    await expect(account).toHaveValue('a_ab');
  },
});

/** Applying sends the application; the screen then says it is in review. */
export const Apply = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await accountField(canvas), 'a_hoasen88');
    await userEvent.type(canvas.getByLabelText(text('business-agent:contact')), 'telegram @hoasen');
    await userEvent.click(submit(canvas));
    await expectToast(toasts.recorder, { message: text('business-agent:applied'), type: 'success' });
    await expect(await canvas.findByRole('heading', { name: 'a_hoasen88' })).toBeVisible();
    await expect(canvas.getByText(text('business-agent:inReview'))).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
});

/** A taken agent account: the server's message, and the form keeps what was typed. */
export const AccountTaken = meta.story({
  beforeEach: toasts.start,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await accountField(canvas), TAKEN_AGENT_ACCOUNT);
    await userEvent.type(canvas.getByLabelText(text('business-agent:contact')), 'zalo 0912');
    await userEvent.click(submit(canvas));
    await expectToast(toasts.recorder, { message: agentMessages[AgentCode.taken] ?? '', type: 'error' });
    await expect(await accountField(canvas)).toHaveValue(TAKEN_AGENT_ACCOUNT);
    await expect(canvas.getByLabelText(text('business-agent:contact'))).toHaveValue('zalo 0912');
  },
});

export const InReview = meta.story({
  beforeEach: async () => {
    await setAgentApplication('lotus888', 1);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('business-agent:reviewNote'))).toBeVisible();
    await expect(canvas.getByText(text('business-agent:appliedAt', { time: '2026-11-22 18:30:00' }))).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
});

export const Approved = meta.story({
  beforeEach: async () => {
    await setAgentApplication('lotus888', 2);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('business-agent:approvedNote'))).toBeVisible();
    await expect(canvas.getByText(text('business-agent:approved'))).toBeVisible();
  },
});

/** Rejected: the reason, and the form to apply again. */
export const Rejected = meta.story({
  beforeEach: async () => {
    await setAgentApplication('lotus888', 3, 'Không liên lạc được');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('business-agent:rejected', { account: 'a_hoasen88' }))).toBeVisible();
    await expect(canvas.getByText(text('business-agent:reason', { reason: 'Không liên lạc được' }))).toBeVisible();
    await expect(await accountField(canvas)).toHaveValue('');
  },
});

export const Loading = meta.story({ parameters: neverAnswering(getGetBusinessAgentUrl()), play: showsLoading('common:common.loading') });

export const LoadError = meta.story({
  parameters: downFor(getGetBusinessAgentUrl()),
  play: retryAfterFailure('common:common.loadFailed', async (canvas) => expect(await accountField(canvas)).toBeEnabled()),
});
