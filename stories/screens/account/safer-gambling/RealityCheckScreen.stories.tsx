import preview from '../../../../.storybook/preview';
import { settingsOf } from '@mocks/handlers/safer-gambling-store';
import { expect, waitFor } from 'storybook/test';
import { RealityCheckScreen } from '@/features/account/safer-gambling/screens/RealityCheckScreen';
import { seededMember } from '../../../support/expected';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Account/SaferGambling/RealityCheckScreen',
  component: RealityCheckScreen,
  ...screenAt('/safer-gambling/reality-check', 'lotus888'),
});

/** Off at first; every 15 minutes with the session timer is saved to the account. */
export const ChooseInterval = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('radio', { name: text('safer-gambling:realityCheck.off') })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: text('safer-gambling:realityCheck.every', { count: 15 }) }));
    await userEvent.click(canvas.getByRole('switch', { name: text('safer-gambling:realityCheck.timer') }));
    await userEvent.click(canvas.getByRole('button', { name: text('safer-gambling:realityCheck.save') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('safer-gambling:realityCheck.saved'));
    const { member } = await seededMember('lotus888');
    await waitFor(() => expect(settingsOf(member.id)).toMatchObject({ intervalMinutes: 15, showSessionTimer: true }));
  },
});
