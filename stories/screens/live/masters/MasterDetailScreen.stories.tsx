import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { MasterDetailScreen } from '@/features/live/masters/screens/MasterDetailScreen';
import { PATHS, routePath } from '@/shared/config/paths';
import { routeScreen } from '../../../support/screen';
import { text } from '../../../support/text';
import { masterName, MASTER_ID, planTitle, plansIn, rankingNames } from './masters-story';

const meta = preview.meta({
  title: 'Screens/Live/Masters/MasterDetailScreen',
  component: MasterDetailScreen,
  ...routeScreen('masterDetail', { id: MASTER_ID }),
});

/** A master's page: rank, hit rate and return, bio, their open tips and the way to all of them. */
export const Master = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: masterName() })).toBeVisible();
    const rank = (await rankingNames('hitRate')).indexOf(masterName()) + 1;
    await expect(canvas.getByText(text('masters:rank', { rank }))).toBeVisible();
    const open = await plansIn('open');
    await expect(canvas.getByRole('heading', { level: 2, name: text('masters:openPlans', { count: open.length }) })).toBeVisible();
    const first = open[0];
    if (first) await expect(await canvas.findByText(planTitle(first))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('masters:allPlans') })).toHaveAttribute('href', routePath('planList', { id: MASTER_ID }));
    await expect(within(canvas.getByRole('region', { name: masterName() })).getByRole('heading', { level: 1 })).toBeVisible();
  },
});

/** No such master. */
export const Missing = meta.story({
  parameters: { route: { path: PATHS.masterDetail, url: routePath('masterDetail', { id: 999 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('masters:failed'))).toBeVisible();
  },
});
