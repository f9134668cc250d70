import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { StatementScreen } from '@/features/account/safer-gambling/screens/StatementScreen';
import { getGetSaferGamblingStatementUrl } from '@/shared/api/generated/main/safer-gambling/safer-gambling';
import { getLanguage } from '@/shared/i18n/language';
import { formatDay } from '@/shared/safer-gambling/lib/display';
import { DEFAULT_TIME_ZONE, periodWindow, zonedIso } from '@/shared/safer-gambling/lib/periods';
import { downFor, retryAfterFailure } from '../../../support/load-states';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Account/SaferGambling/StatementScreen',
  component: StatementScreen,
  ...screenAt('/safer-gambling/statement', 'lotus888'),
});

/** Seven days, today first, each with its deposits, withdrawals, stakes, returns and net result; then six months. */
export const DaysAndMonths = meta.story({
  play: async ({ canvas, userEvent }) => {
    const rows = await waitFor(() => {
      const items = canvas.getAllByRole('listitem');
      expect(items).toHaveLength(7);
      return items;
    });
    for (const figure of ['deposits', 'withdrawals', 'stakes', 'returns', 'net']) {
      await expect(within(rows[0]!).getByText(text(`safer-gambling:statement.${figure}`))).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('tab', { name: text('safer-gambling:statement.period.month') }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(6));
    const month = periodWindow('month', Date.now(), DEFAULT_TIME_ZONE);
    const from = formatDay(zonedIso(month.start, DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE, getLanguage());
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(text('safer-gambling:statement.from.month', { from }));
  },
});

export const LoadError = meta.story({
  parameters: downFor(getGetSaferGamblingStatementUrl({ period: 'day' })),
  play: retryAfterFailure('common:common.loadFailed', async (canvas) => expect(await canvas.findAllByRole('listitem')).toHaveLength(7)),
});
