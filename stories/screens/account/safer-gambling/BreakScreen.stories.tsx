import preview from '../../../../.storybook/preview';
import { breakOf } from '@mocks/handlers/safer-gambling-store';
import { expect, within } from 'storybook/test';
import { BreakScreen } from '@/features/account/safer-gambling/screens/BreakScreen';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoment } from '@/shared/safer-gambling/lib/display';
import { DEFAULT_TIME_ZONE, zonedIso } from '@/shared/safer-gambling/lib/periods';
import { getToken } from '@/shared/session/token-store';
import { seededMember } from '../../../support/expected';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Account/SaferGambling/BreakScreen',
  component: BreakScreen,
  ...screenAt('/safer-gambling/break', 'lotus888'),
});

const length = () => text('safer-gambling:length.7d');

/** A one-week time-out, asked twice: the member is logged out and told until when. */
export const TimeOut = meta.story({
  play: async ({ canvas, userEvent }) => {
    const start = await canvas.findByRole('button', { name: text('safer-gambling:break.start.timeOut') });
    await expect(start).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: length() }));
    await userEvent.click(start);
    const first = within(await canvas.findByRole('alertdialog', { name: text('safer-gambling:break.confirm1Title.timeOut') }));
    await expect(first.getByText(text('safer-gambling:break.confirm1.timeOut', { length: length() }))).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: text('safer-gambling:break.continue') }));
    const second = within(await canvas.findByRole('alertdialog', { name: text('safer-gambling:break.confirm2Title') }));
    await userEvent.click(second.getByRole('button', { name: text('safer-gambling:break.confirmFinal') }));
    const status = await canvas.findByRole('status');
    await expect(getToken()).toBeNull();
    const { member } = await seededMember('lotus888');
    const taken = breakOf(member.id, Date.now());
    await expect(taken).toMatchObject({ kind: 'timeOut', length: '7d' });
    const until = formatMoment(zonedIso(taken?.until ?? 0, DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE, getLanguage());
    await expect(status).toHaveTextContent(text('safer-gambling:break.taken.timeOut', { until }));
  },
});

/** Self-exclusion offers 6 months to 5 years; cancelling at the second question starts nothing. */
export const SelfExclusionCancelled = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: text('safer-gambling:break.selfExclusion') }));
    const options = canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    await expect(options).toEqual(['6m', '1y', '2y', '5y']);
    await userEvent.click(canvas.getByRole('radio', { name: text('safer-gambling:length.1y') }));
    await userEvent.click(canvas.getByRole('button', { name: text('safer-gambling:break.start.selfExclusion') }));
    await userEvent.click(within(await canvas.findByRole('alertdialog')).getByRole('button', { name: text('safer-gambling:break.continue') }));
    const second = within(await canvas.findByRole('alertdialog', { name: text('safer-gambling:break.confirm2Title') }));
    await userEvent.click(second.getByRole('button', { name: text('safer-gambling:editor.cancel') }));
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(getToken()).not.toBeNull();
    const { member } = await seededMember('lotus888');
    await expect(breakOf(member.id, Date.now())).toBeUndefined();
  },
});
