import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { AllMastersListScreen } from '@/features/live/masters/screens/AllMastersListScreen';
import { getGetLiveMastersUrl } from '@/shared/api/generated/main/masters/masters';
import { PATHS } from '@/shared/config/paths';
import { downFor, retryAfterFailure } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';
import { rankingNames } from './masters-story';

const meta = preview.meta({
  title: 'Screens/Live/Masters/AllMastersListScreen',
  component: AllMastersListScreen,
  parameters: { route: { path: PATHS.allMastersList } },
});

const ranking = (canvas: Canvas, sort: 'hitRate' | 'returnRate') => canvas.findByRole('list', { name: text(`masters:sort.${sort}`) });
const names = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => link.querySelector('[class*="name"]')?.textContent);

/**
 * The masters ranked by hit rate over their recent settled plans (computed by the mock from the matches' results),
 * each with their record and last results; the other tab ranks them by return.
 */
export const Ranking = meta.story({
  play: async ({ canvas, userEvent }) => {
    const byHits = await ranking(canvas, 'hitRate');
    await expect(names(byHits)).toEqual(await rankingNames('hitRate'));
    await expect(within(byHits).getAllByRole('link')[0]).toHaveTextContent(/\d+(\.\d)?%/);
    await userEvent.click(canvas.getByRole('tab', { name: text('masters:sort.returnRate') }));
    const byReturn = await ranking(canvas, 'returnRate');
    await expect(names(byReturn)).toEqual(await rankingNames('returnRate'));
  },
});

/** The ranking could not be read; the retry brings it. */
export const Failed = meta.story({
  parameters: downFor(getGetLiveMastersUrl()),
  play: retryAfterFailure('masters:list.failed', (canvas) => ranking(canvas, 'hitRate')),
});
