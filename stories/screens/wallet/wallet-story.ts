// What the wallet's stories share: where each screen opens and how money reads.
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { screenAt } from '../../support/screen';

/** Meta fields of a story file on `path` with lotus888 signed in, opening at `url` (path plus query). */
export const walletScreen = (path: string, url = path) => screenAt(path, 'lotus888', url);

/** An amount in VND as the wallet screens show it (signed when `sign` is set). */
export const money = (vnd: number, sign = false) => `${sign && vnd > 0 ? '+' : ''}${formatMoney(vnd, 'VND', i18n.language)}`;
