// What the bet-records stories share: where the screen opens, its lists and cards as the player finds them.
import { within } from 'storybook/test';
import { BetRecordScreen } from '@/features/betting/bet-records/screens/BetRecordScreen';
import { i18n } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import type { Canvas } from '../../../support/play';
import { screenAt } from '../../../support/screen';
import { text } from '../../../support/text';

export const RECORDS_PATH = '/user-center-bet-record';
export const recordsUrl = (query = '') => `${RECORDS_PATH}?app=false${query}`;

/** The meta fields (all but the title) of a story file on the records screen: lotus888 signed in, at the given query. */
export const recordsScreen = (query = '') => ({
  component: BetRecordScreen,
  ...screenAt(RECORDS_PATH, 'lotus888', recordsUrl(query)),
});

/** An amount in VND as the records screen shows it. */
export const money = (vnd: number) => formatMoney(vnd, 'VND', i18n.language);

export const betList = (canvas: Canvas, kind: 'unsettled' | 'settled') =>
  canvas.findByRole('list', { name: text(`bet-records:list.${kind}`) }, { timeout: 10_000 });

export const betCards = async (canvas: Canvas, kind: 'unsettled' | 'settled') =>
  within(await betList(canvas, kind)).findAllByRole('article', undefined, { timeout: 10_000 });

/** The open single of lotus888 staked 100 (thousand VND): the seed's pre-match handicap bet. */
export async function handicapSingle(canvas: Canvas): Promise<HTMLElement> {
  const cards = await betCards(canvas, 'unsettled');
  const stake = money(100_000);
  // The first figure of a card is its stake.
  const card = cards.find((item) => within(item).queryAllByRole('definition')[0]?.textContent === stake);
  if (!card) throw new Error('No open single staked 100 000 VND');
  return card;
}
