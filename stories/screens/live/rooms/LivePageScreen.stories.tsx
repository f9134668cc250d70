import preview from '../../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { liveNow } from '@mocks/handlers/rooms-answers';
import { clearRoomEndings, endRoomAt } from '@mocks/handlers/rooms-state';
import { LivePageScreen } from '@/features/live/rooms/screens/LivePageScreen';
import { getGetLiveSiteConfigUrl } from '@/shared/api/generated/main/rooms/rooms';
import { loginHref, PATHS } from '@/shared/config/paths';
import { scenario } from '../../../support/mock-backend';
import { neverAnswering } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { routeScreenAt, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { FIRST_ROOM_ID, livePageUrl, roomTitle, seededRoom } from './rooms-story';

const meta = preview.meta({
  title: 'Screens/Live/Rooms/LivePageScreen',
  component: LivePageScreen,
  ...routeScreenAt('livePage', livePageUrl(FIRST_ROOM_ID)),
});

/**
 * How long the real media pipeline may take to show its first frame: hls.js is loaded, the master and media
 * playlists and the first segments are fetched from the mock worker and decoded. The wait ends as soon as it plays.
 */
const FIRST_FRAME_MS = 10_000;

/**
 * Axe waits for the metadata of every video before it checks (no-autoplay-audio reads it), up to 10 s: the stories
 * that hold the stream back skip that wait; Playing keeps it, with the stream answering.
 */
const streamHeldBack = { ...neverAnswering(`/live-stream/${FIRST_ROOM_ID}/master.m3u8`), a11y: { options: { preload: false } } };

const player = async (canvas: Canvas) => {
  const room = await seededRoom('sports', 'live', (candidate) => candidate.roomId === FIRST_ROOM_ID);
  return canvas.findByRole('region', { name: text('rooms:player.label', { title: roomTitle(room) }) });
};

const videoOf = (region: HTMLElement) => {
  const video = region.querySelector('video');
  if (!video) throw new Error('The player has no video element');
  return video;
};

/** The player reaches `state` (data-player-state says what it shows). */
const playerIn = async (region: HTMLElement, state: string, timeout?: number) =>
  waitFor(() => expect(region).toHaveAttribute('data-player-state', state), timeout ? { timeout } : undefined);

/**
 * The room of a live match, as a guest: the test stream plays muted (its picture has a width and its time moves
 * on), the qualities are offered in one choice with Auto first, the tap unmutes; under it the anchor, the match with its odds and
 * the chat's history with the way to log in.
 */
export const Playing = meta.story({
  play: async ({ canvas, userEvent }) => {
    const region = await player(canvas);
    await playerIn(region, 'playing', FIRST_FRAME_MS);
    const video = videoOf(region);
    await expect(video.muted).toBe(true);
    await waitFor(() => expect(video.videoWidth).toBeGreaterThan(0));
    const started = video.currentTime;
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(started));

    const quality = within(region).getByRole<HTMLSelectElement>('combobox', { name: text('rooms:player.quality') });
    await expect([...quality.options].map((option) => option.text)).toEqual([text('rooms:player.auto'), text('rooms:player.height', { height: 360 }), text('rooms:player.height', { height: 180 })]);
    await expect(quality).toHaveDisplayValue(text('rooms:player.auto'));
    await userEvent.selectOptions(quality, text('rooms:player.height', { height: 180 }));
    await expect(quality).toHaveDisplayValue(text('rooms:player.height', { height: 180 }));

    await userEvent.click(within(region).getByRole('button', { name: text('rooms:player.unmute') }));
    await expect(video.muted).toBe(false);
    await expect(within(region).queryByRole('button', { name: text('rooms:player.unmute') })).not.toBeInTheDocument();

    await expect(canvas.getByRole('region', { name: text('rooms:match.title') })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: text('rooms:room.game') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('room-chat:login') })).toHaveAttribute('href', loginHref(livePageUrl(FIRST_ROOM_ID)));
  },
});

/** The stream has not answered yet: the player says it is loading. */
export const Loading = meta.story({
  parameters: streamHeldBack,
  play: async ({ canvas }) => {
    const region = await player(canvas);
    await expect(within(region).getByRole('status')).toHaveTextContent(text('rooms:player.loading'));
    await expect(region).toHaveAttribute('data-player-state', 'loading');
  },
});

/** The stream's files answer 503 (stream-broken): the player shows its error; once they answer, the retry plays. */
export const Broken = meta.story({
  parameters: { msw: { handlers: scenario('stream-broken') } },
  play: async ({ canvas, userEvent, msw }) => {
    const region = await player(canvas);
    const alert = await within(region).findByRole('alert', {}, { timeout: FIRST_FRAME_MS });
    await expect(alert).toHaveTextContent(text('rooms:player.error'));
    msw.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: text('rooms:player.retry') }));
    await playerIn(await player(canvas), 'playing', FIRST_FRAME_MS);
  },
});

/** The anchor stopped: the room says the stream has ended instead of a player, and the anchor bar says so too. */
export const Ended = meta.story({
  beforeEach: () => {
    endRoomAt(FIRST_ROOM_ID, liveNow() - 1000);
    return clearRoomEndings;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(text('rooms:player.ended'))).toBeVisible();
    await expect(canvas.getByText(text('rooms:state.ended'))).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
});

/** A room whose match kicks off later: no player yet, the anchor can be followed (a guest goes to the login). */
export const Scheduled = meta.story({
  loaders: [
    async (context) => {
      const room = await seededRoom('sports', 'scheduled');
      context.parameters.route = { path: PATHS.livePage, url: livePageUrl(room.roomId) };
      return {};
    },
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(text('rooms:room.scheduled'))).toBeVisible();
    await expect(canvas.getByText(text('rooms:state.scheduled'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('rooms:follow.follow') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(/^\/login\?redirect=/);
  },
});

/** A member follows the anchor from the room; the button says so at once. */
export const FollowAnchor = meta.story({
  beforeEach: signedIn('lotus888'),
  parameters: streamHeldBack,
  play: async ({ canvas, userEvent }) => {
    const follow = await canvas.findByRole('button', { name: text('rooms:follow.follow') });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    const following = await canvas.findByRole('button', { name: text('rooms:follow.following') });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
  },
});

/** The Chinese site's room (viewType cn): chat and match in tabs under the video. */
export const ChineseView = meta.story({
  parameters: {
    msw: {
      handlers: [
        http.get(`*${getGetLiveSiteConfigUrl()}`, () => HttpResponse.json({ code: 200, msg: 'success', data: { viewType: 'cn', chatMaxLength: 100, chatIntervalMs: 3000 } })),
        ...streamHeldBack.msw.handlers,
      ],
    },
    a11y: streamHeldBack.a11y,
  },
  play: async ({ canvas, userEvent }) => {
    const tabs = await canvas.findByRole('tablist', { name: text('rooms:tabs.label') });
    await expect(within(tabs).getByRole('tab', { name: text('rooms:tabs.chat') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('region', { name: text('room-chat:title') })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: text('rooms:tabs.match') }));
    await expect(await canvas.findByRole('region', { name: text('rooms:match.title') })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: text('room-chat:title') })).not.toBeInTheDocument();
  },
});
