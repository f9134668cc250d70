import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { getLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@/shared/lib/money';
import { AllowanceNote } from '@/shared/safer-gambling/components/AllowanceNote';
import { setLimitOf } from '../screens/account/safer-gambling/safer-gambling-story';
import { scenario } from '../support/mock-backend';
import { signedIn } from '../support/screen';
import { startsWith, text } from '../support/text';

const meta = preview.meta({
  title: 'UI/AllowanceNote',
  component: AllowanceNote,
  args: { action: 'deposit' } as const,
  beforeEach: signedIn('lotus888'),
});

const name = (kind: string, period: string) =>
  text('safer-gambling:editor.title', { period: text(`safer-gambling:period.${period}`), kind: text(`safer-gambling:kind.${kind}`) });

/** The deposit form's note: what the daily deposit limit still allows and until when. */
export const DepositLeft = meta.story({
  beforeEach: () => setLimitOf('lotus888', { kind: 'deposit', period: 'day' }, 500_000),
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(startsWith(`${name('deposit', 'day')}: `));
    await expect(note).toHaveTextContent(formatMoney(500_000, 'VND', getLanguage()));
  },
});

/** limit-reached: the note says the daily deposit limit is used up. */
export const DepositUsedUp = meta.story({
  parameters: { msw: { handlers: scenario('limit-reached') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(startsWith(`${name('deposit', 'day')} `));
  },
});

/** The bet cart's note: the tightest of the stake and loss limits. */
export const StakeLeft = meta.story({
  args: { action: 'stake' },
  beforeEach: async () => {
    await setLimitOf('lotus888', { kind: 'stake', period: 'week' }, 900_000);
    await setLimitOf('lotus888', { kind: 'loss', period: 'day' }, 200_000);
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(startsWith(`${name('loss', 'day')}: `));
    await expect(note).toHaveTextContent(formatMoney(200_000, 'VND', getLanguage()));
  },
});
