import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { liveNow } from '@mocks/handlers/rooms-answers';
import { roomStateOf } from '@mocks/handlers/rooms-state';
import { LiveMatchListScreen } from '@/features/live/rooms/screens/LiveMatchListScreen';
import { getGetLiveRoomMatchesUrl } from '@/shared/api/generated/main/rooms/rooms';
import { PATHS } from '@/shared/config/paths';
import { awaitNamedList } from '../../../support/finders';
import { downFor, retryAfterFailure } from '../../../support/load-states';
import { text } from '../../../support/text';
import { livePageUrl, seededRoom } from './rooms-story';

const meta = preview.meta({
  title: 'Screens/Live/Rooms/LiveMatchListScreen',
  component: LiveMatchListScreen,
  parameters: { route: { path: PATHS.liveMatchList } },
});

const matchList = awaitNamedList('rooms:matches.title');

/** The sports rooms that are live or coming, with the anchor's name. */
const streamedRooms = () => {
  const now = liveNow();
  return db.liveRooms.findMany((q) => q.where({ category: 'sports' })).filter((room) => roomStateOf(room, now) !== 'ended');
};

/**
 * The matches a room streams, from the sportsbook (teams, score, odds), live ones first, each with the way into
 * its room; the live page navigation sits on top and marks this page.
 */
export const Streamed = meta.story({
  play: async ({ canvas }) => {
    const list = await matchList(canvas);
    const rows = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    await expect(rows).toHaveLength(streamedRooms().length);
    const live = await seededRoom('sports', 'live');
    const anchor = db.liveAnchors.findFirst((q) => q.where({ anchorId: live.anchorId }));
    const watch = within(rows[0]!).getByRole('link', { name: text('rooms:matches.watch', { anchor: anchor?.nickName }) });
    await expect(watch).toHaveAttribute('href', livePageUrl(live.roomId));
    await expect(within(rows.at(-1)!).getByRole('link', { name: new RegExp(text('rooms:matches.scheduled', { anchor: '.+' })) })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: text('rooms:nav.label') });
    await expect(within(nav).getByRole('link', { name: text('rooms:nav.matches') })).toHaveAttribute('aria-current', 'page');
  },
});

/** No room streams a match now. */
export const Empty = meta.story({
  beforeEach: () => {
    db.liveRooms.deleteMany((q) => q.where({ category: 'sports' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('rooms:matches.empty'))).toBeVisible();
  },
});

/** The streamed matches could not be read; the retry brings them. */
export const Failed = meta.story({
  parameters: downFor(getGetLiveRoomMatchesUrl()),
  play: retryAfterFailure('rooms:matches.failed', matchList),
});
