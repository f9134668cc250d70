import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { LiveListScreen } from '@/features/live/rooms/screens/LiveListScreen';
import { getGetLiveRoomsUrl } from '@/shared/api/generated/main/rooms/rooms';
import { PATHS } from '@/shared/config/paths';
import { downFor, neverAnswering, retryAfterFailure, showsLoading } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';
import { listedRoomCount, livePageUrl, roomTitle, seededRoom } from './rooms-story';

const meta = preview.meta({
  title: 'Screens/Live/Rooms/LiveListScreen',
  component: LiveListScreen,
  parameters: { route: { path: PATHS.liveList } },
});

const ROOMS_URL = getGetLiveRoomsUrl({ category: 'sports' });
const roomList = async (canvas: Canvas, category: 'sports' | 'entertainment') => canvas.findByRole('list', { name: text(`rooms:category.${category}`) });

/**
 * The sports rooms: live ones first with their audience, then the scheduled ones with their start; each opens its
 * room. The entertainment tab lists the shows.
 */
export const Rooms = meta.story({
  play: async ({ canvas, userEvent }) => {
    const live = await seededRoom('sports', 'live');
    const scheduled = await seededRoom('sports', 'scheduled');
    const list = await roomList(canvas, 'sports');
    const cards = within(list).getAllByRole('link');
    await expect(cards).toHaveLength(await listedRoomCount('sports'));
    await expect(cards[0]).toHaveTextContent(text('rooms:card.live'));
    await expect(cards.at(-1)).not.toHaveTextContent(text('rooms:card.live'));
    const liveCard = within(list).getByRole('link', { name: new RegExp(roomTitle(live).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(liveCard).toHaveAttribute('href', livePageUrl(live.roomId));
    await expect(liveCard.textContent).toMatch(/\d/);
    await expect(within(list).getByRole('link', { name: new RegExp(roomTitle(scheduled).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: text('rooms:category.entertainment') }));
    const shows = await roomList(canvas, 'entertainment');
    await expect(within(shows).getAllByRole('link')).toHaveLength(await listedRoomCount('entertainment'));
    const show = await seededRoom('entertainment', 'live');
    await expect(within(shows).getByText(roomTitle(show))).toBeVisible();
  },
});

/** No sports room right now: the list says so. */
export const Empty = meta.story({
  beforeEach: () => {
    db.liveRooms.deleteMany((q) => q.where({ category: 'sports' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('rooms:list.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: text('rooms:category.sports') })).not.toBeInTheDocument();
  },
});

/** The rooms are on their way. */
export const Loading = meta.story({
  parameters: neverAnswering(ROOMS_URL),
  play: showsLoading('common:common.loading'),
});

/** The room list could not be read; the retry brings the rooms. */
export const Failed = meta.story({
  parameters: downFor(ROOMS_URL),
  play: retryAfterFailure('rooms:list.failed', (canvas) => roomList(canvas, 'sports')),
});
