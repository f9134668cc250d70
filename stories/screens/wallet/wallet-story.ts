// What the transaction-record, details and transfer stories share: where each screen opens and how money reads.
import { PATHS } from '@/shared/config/paths';
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import type { Canvas } from '../../../support/play';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

/** Meta fields of a story file on `path` with lotus888 signed in, opening at `url` (path plus query). */
export const walletScreen = (path: string, url = path) => ({
  ...screenAt(path, 'lotus888'),
  parameters: { route: { path, url } },
});

export const detailsUrl = (recordNo: string) => `${PATHS.financialDetailsViews}?recordNo=${recordNo}`;

/** An amount in VND as the wallet screens show it (signed when `sign` is set). */
export const money = (vnd: number, sign = false) => `${sign && vnd > 0 ? '+' : ''}${formatMoney(vnd, 'VND', i18n.language)}`;

/** The record rows (links) of the list, once loaded. */
export const recordRows = async (canvas: Canvas) => {
  const list = await canvas.findByRole('list', { name: text('wallet-records:list.label') }, { timeout: 10_000 });
  return [...list.querySelectorAll('a')];
};
