import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { MaintainScreen } from '@/features/sportsbook/maintenance/screens/MaintainScreen';
import { getListBulletinsUrl } from '@/shared/api/generated/sports/bulletin/bulletin';
import { getGetStatisticalUrl } from '@/shared/api/generated/sports/match/match';
import { PATHS } from '@/shared/config/paths';
import { downFor, neverAnswering } from '../../../support/load-states';
import { scenario } from '../../../support/mock-backend';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';
import { clearBulletins, showsNoBulletins } from '../bulletins/bulletins-story';

const meta = preview.meta({
  title: 'Screens/Sportsbook/Maintenance/MaintainScreen',
  component: MaintainScreen,
  parameters: { route: { path: PATHS.maintain } },
});

/** The maintenance window line: the message with any start and end time. */
function windowText(canvas: Canvas) {
  const [before = '', , after = ''] = text('sports-help:maintain.window', { start: '\u0000', end: '\u0000' }).split('\u0000');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return canvas.findByText(new RegExp(`^${escape(before)}.+${escape(after)}$`));
}

/** The provider answers code 8 with its window: the page shows it in local time, the bet slip area and the notices. */
export const ProviderMaintenance = meta.story({
  parameters: { msw: { handlers: scenario('sports-maintenance') } },
  play: async ({ canvas }) => {
    await expect(await windowText(canvas)).toBeVisible();
    await expect(canvas.getByRole('region', { name: text('sports-help:maintain.cart') })).toHaveTextContent(text('sports-help:maintain.cartNote'));
    const notices = within(canvas.getByRole('region', { name: text('sports-help:bulletins.title') }));
    await expect((await notices.findAllByRole('article')).length).toBeGreaterThan(0);
  },
});

/** The C-sport game is inside its maintenance window in the game type list: the same page, with that window. */
export const GameMaintenance = meta.story({
  parameters: { msw: { handlers: scenario('c-sport-maintenance') } },
  play: async ({ canvas }) => {
    await expect(await windowText(canvas)).toBeVisible();
  },
});

/** Sports are open: the page says so and leads back to the sports list. */
export const Open = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports-help:maintain.open'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('sports-help:maintain.toSports') })).toHaveAttribute('href', PATHS.sports);
  },
});

export const Loading = meta.story({
  parameters: neverAnswering(getGetStatisticalUrl(), getListBulletinsUrl()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports-help:bulletins.loading'))).toBeInTheDocument();
    await expect(canvas.queryByText(text('sports-help:maintain.open'))).not.toBeInTheDocument();
  },
});

/** No notices: the list says so. */
export const NoNotices = meta.story({
  parameters: { msw: { handlers: scenario('sports-maintenance') } },
  beforeEach: clearBulletins,
  play: showsNoBulletins,
});

/** The notices fail to load: a retry, while the maintenance state still shows. */
export const NoticesFailed = meta.story({
  parameters: { msw: { handlers: [...scenario('sports-maintenance'), ...downFor(getListBulletinsUrl()).msw.handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('sports-help:bulletins.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('common:common.retry') })).toBeVisible();
    await expect(await windowText(canvas)).toBeVisible();
  },
});
