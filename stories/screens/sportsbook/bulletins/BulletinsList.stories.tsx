import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import { BulletinList } from '@/features/sportsbook/bulletins/components/BulletinList';
import { getListBulletinsUrl } from '@/shared/api/generated/sports/bulletin/bulletin';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import { text } from '../../../support/text';
import { clearBulletins, showsNoBulletins } from './bulletins-story';

const meta = preview.meta({
  title: 'Screens/Sportsbook/Bulletins/BulletinList',
  component: BulletinList,
  parameters: { route: { path: '/maintain' } },
});

/** The notices still current, newest first, each with its kind and publication time. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    await ensureSeeded();
    const now = Date.now();
    const current = db.sportsBulletins.all().filter((b) => b.publishTime <= now && (b.expireTime === null || b.expireTime > now));
    const list = within(await canvas.findByRole('list', { name: text('sports-help:bulletins.title') }));
    await waitFor(() => expect(list.getAllByRole('article').length).toBe(Math.min(current.length, list.getAllByRole('listitem').length)));
    const times = list.getAllByRole('article').map((item) => Date.parse(item.querySelector('time')?.getAttribute('datetime') ?? ''));
    await expect([...times].sort((a, b) => b - a)).toEqual(times);
  },
});

export const Empty = meta.story({
  beforeEach: clearBulletins,
  play: showsNoBulletins,
});

export const Loading = meta.story({
  parameters: neverAnswering(getListBulletinsUrl()),
  play: showsLoading('sports-help:bulletins.loading'),
});

export const LoadFailed = meta.story({
  parameters: downFor(getListBulletinsUrl()),
  play: retryAfterFailure('sports-help:bulletins.loadFailed', async (canvas) => {
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  }),
});
