import preview from '../../../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { CHAT_RULES } from '@mocks/handlers/room-chat-history';
import { findScenario } from '@mocks/scenarios';
import { liveHub } from '@mocks/socket/hub';
import { RoomChat } from '@/features/live/room-chat/components/RoomChat';
import { CHAT_FEED_LIMIT } from '@/features/live/room-chat/lib/chat-feed';
import { getGetRoomChatHistoryUrl } from '@/shared/api/generated/main/room-chat/room-chat';
import { clearCart, getCartItems } from '@/shared/bet-cart/cart-store';
import { loginHref, PATHS } from '@/shared/config/paths';
import { awaitNamedList, namedButton } from '../../../support/finders';
import { downFor } from '../../../support/load-states';
import type { Canvas } from '../../../support/play';
import { signedIn } from '../../../support/screen';
import { socketConnected, storySocketDecorator, withStorySocket } from '../../../support/story-socket';
import { text } from '../../../support/text';
import { FIRST_ROOM_ID, livePageUrl } from '../rooms/rooms-story';

const meta = preview.meta({
  title: 'Screens/Live/RoomChat/RoomChat',
  component: RoomChat,
  args: { roomId: FIRST_ROOM_ID, limits: { maxLength: CHAT_RULES.maxLength, intervalMs: CHAT_RULES.intervalMs } },
  parameters: { route: { path: PATHS.livePage, url: livePageUrl(FIRST_ROOM_ID) } },
  decorators: [storySocketDecorator],
  beforeEach: () => {
    clearCart();
    return clearCart;
  },
});

const lines = awaitNamedList('room-chat:lines');

/** A member's story: lotus888 signed in and the story's socket joined to the room. */
const asMember = [signedIn('lotus888'), withStorySocket];

/** Plays a live evening of a scenario (its chat settings) for the story, and the normal evening after it. */
const playing = (name: string) => () => {
  const live = findScenario(name)?.live;
  if (!live) throw new Error(`The scenario ${name} plays no live evening`);
  void liveHub.play(live);
  return () => void liveHub.play();
};

/** The message of `key` with its one value (`name`) matched by `value` (a regular expression source). */
const messageWith = (key: string, name: string, value: string) =>
  new RegExp(text(key, { [name]: '\u0000' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0000', value));

const composer = (canvas: Canvas) => canvas.findByRole('textbox', { name: text('room-chat:composer.input') });
const sendButton = namedButton('room-chat:composer.send');

/**
 * A guest reads the room's chat: the rules first, the regulars' lines and the anchor's shared bets as cards (a tap
 * puts the pick in the bet slip); writing needs a login, which brings the guest back to the room.
 */
export const Guest = meta.story({
  play: async ({ canvas, userEvent }) => {
    const list = await lines(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(10));
    const cards = within(list).getAllByRole('article');
    await expect(cards.length).toBeGreaterThan(0);
    const card = cards.at(-1)!;
    await userEvent.click(within(card).getByRole('button', { name: text('room-chat:bet.add') }));
    await expect(within(card).getByRole('button', { name: text('room-chat:bet.inCart') })).toBeDisabled();
    await expect(getCartItems()).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: text('room-chat:login') })).toHaveAttribute('href', loginHref(livePageUrl(FIRST_ROOM_ID)));
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
});

/**
 * A member writes: the message goes over the live socket and comes back posted under their name, as text even
 * when it looks like markup; a second one at once is held back by the room's interval, and what was typed stays.
 */
export const Member = meta.story({
  beforeEach: asMember,
  play: async ({ canvas, userEvent }) => {
    await socketConnected();
    const list = await lines(canvas);
    const member = db.members.findFirst((q) => q.where({ userName: 'lotus888' }));
    const said = '<b>Vào đi</b> & <img src=x>';
    await userEvent.type(await composer(canvas), said);
    await userEvent.click(sendButton(canvas));
    const posted = await within(list).findByText(said);
    await expect(posted.closest('li')).toHaveTextContent(member?.nickName || 'lotus888');
    await expect(list.querySelector('b, img')).toBeNull();
    await expect(await composer(canvas)).toHaveValue('');

    await userEvent.type(await composer(canvas), 'Một tin nữa');
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messageWith('room-chat:problem.tooSoon', 'seconds', '[1-3]'));
    await expect(await composer(canvas)).toHaveValue('Một tin nữa');
  },
});

/** Too long or empty messages are not sent; the reason is said and the text is kept. */
export const SendRules = meta.story({
  beforeEach: asMember,
  play: async ({ canvas, userEvent }) => {
    await socketConnected();
    const input = await composer(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('room-chat:problem.empty'));
    const long = 'a'.repeat(CHAT_RULES.maxLength + 1);
    await userEvent.click(input);
    await userEvent.paste(long);
    await userEvent.click(sendButton(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('room-chat:problem.tooLong', { max: CHAT_RULES.maxLength }));
    await expect(input).toHaveValue(long);
  },
});

/** The member is muted in the room (chat-muted): the chat says until when, and offers no message box. */
export const Muted = meta.story({
  beforeEach: [...asMember, playing('chat-muted')],
  play: async ({ canvas }) => {
    await socketConnected();
    const status = await canvas.findByRole('status');
    // The mute ends in ten minutes: a time, with the day before it when that is past midnight ("29/11 00:05").
    await expect(status).toHaveTextContent(messageWith('room-chat:mutedSelf', 'time', '(\\d{2}[/-]\\d{2} )?\\d{2}:\\d{2}'));
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
});

/** 50 messages a second (chat-flood): the chat keeps only the newest lines, so the page stays light. */
export const Flood = meta.story({
  beforeEach: [...asMember, playing('chat-flood')],
  play: async ({ canvas }) => {
    await socketConnected();
    const list = await lines(canvas);
    await waitFor(() => expect(within(list).getAllByText(/#\d+$/).length).toBeGreaterThan(CHAT_FEED_LIMIT / 2));
    await expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(CHAT_FEED_LIMIT);
  },
});

/** The history could not be read: the chat says so, and the retry brings the lines. */
export const HistoryFailed = meta.story({
  parameters: downFor(getGetRoomChatHistoryUrl({ roomId: FIRST_ROOM_ID })),
  play: async ({ canvas, userEvent, msw }) => {
    await expect(await canvas.findByText(text('room-chat:failed'))).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: text('room-chat:retry') }));
    const list = await lines(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(10));
  },
});
