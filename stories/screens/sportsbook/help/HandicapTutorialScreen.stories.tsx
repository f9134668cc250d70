import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { HandicapTutorialScreen } from '@/features/sportsbook/help/screens/HandicapTutorialScreen';
import { PATHS } from '@/shared/config/paths';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Sportsbook/Help/HandicapTutorialScreen',
  component: HandicapTutorialScreen,
  parameters: { route: { path: PATHS.handicapTutorial } },
});

/** The guide: an index of ten sections; a tap moves to the section; the quarter-ball table shows a half loss on a draw. */
export const Guide = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text('sports-help:tutorial.title') })).toBeVisible();
    const index = within(canvas.getByRole('navigation', { name: text('sports-help:index') }));
    await expect(index.getAllByRole('link')).toHaveLength(10);

    await userEvent.click(index.getByRole('link', { name: text('sports-help:tutorial.quarter.title') }));
    const heading = canvas.getByRole('heading', { level: 2, name: text('sports-help:tutorial.quarter.title') });
    await waitFor(() => expect(heading).toHaveFocus());

    const section = within(canvas.getByRole('region', { name: text('sports-help:tutorial.quarter.title') }));
    const draw = within(section.getByRole('rowheader', { name: '1-1' }).closest('tr') as HTMLElement);
    await expect(draw.getByText(text('sports-help:outcome.halfLoss'))).toBeVisible();
    await expect(draw.getByText('50.00')).toBeVisible();

    await expect(canvas.getByRole('link', { name: text('sports-help:link.betMock') })).toHaveAttribute('href', PATHS.betMock);
  },
});
