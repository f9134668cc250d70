import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { PlanListScreen } from '@/features/live/masters/screens/PlanListScreen';
import { routePath } from '@/shared/config/paths';
import type { Canvas } from '../../../support/play';
import { routeScreen } from '../../../support/screen';
import { text } from '../../../support/text';
import { MASTER_ID, planTitle, plansIn } from './masters-story';

const meta = preview.meta({
  title: 'Screens/Live/Masters/PlanListScreen',
  component: PlanListScreen,
  ...routeScreen('planList', { id: MASTER_ID }),
});

const plans = (canvas: Canvas, filter: 'all' | 'open' | 'settled') => canvas.findByRole('list', { name: text(`masters:filter.${filter}`) });

/** All of a master's tips, open ones first; the filters show the open and the settled ones, each opening the tip. */
export const Plans = meta.story({
  play: async ({ canvas, userEvent }) => {
    const open = await plansIn('open');
    const settled = await plansIn('settled');
    const all = await plans(canvas, 'all');
    const links = within(all).getAllByRole('link');
    await expect(links).toHaveLength(open.length + settled.length);
    await expect(links[0]).toHaveTextContent(text('masters:state.open'));

    await userEvent.click(canvas.getByRole('tab', { name: text('masters:filter.open') }));
    const openList = await plans(canvas, 'open');
    await expect(within(openList).getAllByRole('link')).toHaveLength(open.length);
    await expect(within(openList).getByText(planTitle(open[0]!)).closest('a')).toHaveAttribute('href', routePath('planDetail', { id: open[0]!.planId }));

    await userEvent.click(canvas.getByRole('tab', { name: text('masters:filter.settled') }));
    const settledList = await plans(canvas, 'settled');
    await expect(within(settledList).getAllByRole('link')).toHaveLength(settled.length);
    await expect(within(settledList).queryByText(text('masters:state.open'))).not.toBeInTheDocument();
  },
});
