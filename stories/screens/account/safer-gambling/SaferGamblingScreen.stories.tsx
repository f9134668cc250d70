import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { SaferGamblingScreen } from '@/features/account/safer-gambling/screens/SaferGamblingScreen';
import { screenAt } from '../../../support/screen';
import { startsWith, text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Account/SaferGambling/SaferGamblingScreen',
  component: SaferGamblingScreen,
  ...screenAt('/safer-gambling', 'lotus888'),
});

/** The four tools, each a link to its screen; the limits open from here. */
export const Hub = meta.story({
  play: async ({ canvas, userEvent }) => {
    const links: Array<[string, string]> = [
      ['hub.limits', '/safer-gambling/limits'],
      ['hub.realityCheck', '/safer-gambling/reality-check'],
      ['hub.statement', '/safer-gambling/statement'],
      ['hub.break', '/safer-gambling/break'],
    ];
    for (const [key, href] of links) {
      await expect(await canvas.findByRole('link', { name: startsWith(text(`safer-gambling:${key}`)) })).toHaveAttribute('href', href);
    }
    await userEvent.click(canvas.getByRole('link', { name: startsWith(text('safer-gambling:hub.limits')) }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/safer-gambling\/limits$/);
  },
});
