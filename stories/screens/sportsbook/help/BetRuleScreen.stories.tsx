import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { BetRuleScreen } from '@/features/sportsbook/help/screens/BetRuleScreen';
import { PATHS } from '@/shared/config/paths';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Sportsbook/Help/BetRuleScreen',
  component: BetRuleScreen,
  parameters: { route: { path: PATHS.betRule } },
});

/** The rules: every section in the index, the parlay table (a void leg pays 3.80 on 1.90 × 2.00), and the notices sheet. */
export const Rules = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text('sports-help:rules.title') })).toBeVisible();
    const index = within(canvas.getByRole('navigation', { name: text('sports-help:index') }));
    await expect(index.getAllByRole('link')).toHaveLength(13);

    const parlay = within(canvas.getByRole('region', { name: text('sports-help:rules.parlay.title') }));
    await expect(parlay.getByText('380.00')).toBeVisible();
    await expect(parlay.getByText('570.00')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: text('sports-help:bulletins.open') }));
    const sheet = within(await canvas.findByRole('dialog', { name: text('sports-help:bulletins.title') }));
    await expect((await sheet.findAllByRole('article')).length).toBeGreaterThan(0);
  },
});
