import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import layout from '@/shared/ui/layout/layout.module.css';

const meta = preview.meta({
  title: 'UI/TitledSection',
  component: TitledSection,
  args: {
    title: 'Game wallets',
    className: layout.cardStack,
    children: <p className={layout.muted}>What each game lobby holds.</p>,
  },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 390 }}>{Story()}</div>],
});

/** The section is a region named by its own h2, so it is found by that name, and its content sits under the heading. */
export const NamedByItsHeading = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Game wallets' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Game wallets' })).toBeVisible();
    await expect(within(region).getByText('What each game lobby holds.')).toBeVisible();
  },
});

/** Two sections on one screen each get a heading id of their own, so each is named by its own heading. */
export const TwoOnOneScreen = meta.story({
  render: (args) => (
    <>
      <TitledSection {...args} title="Steps" />
      <TitledSection {...args} title="Networks" aria-live="polite" />
    </>
  ),
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('region', { name: 'Steps' });
    const networks = canvas.getByRole('region', { name: 'Networks' });
    await expect(steps.getAttribute('aria-labelledby')).not.toBe(networks.getAttribute('aria-labelledby'));
    await expect(networks).toHaveAttribute('aria-live', 'polite');
  },
});
