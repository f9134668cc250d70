import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { EntertainmentLiveScreen } from '@/features/live/rooms/screens/EntertainmentLiveScreen';
import { PATHS } from '@/shared/config/paths';
import { text } from '../../../support/text';
import { listedRoomCount, livePageUrl, roomTitle, seededRoom } from './rooms-story';

const meta = preview.meta({
  title: 'Screens/Live/Rooms/EntertainmentLiveScreen',
  component: EntertainmentLiveScreen,
  parameters: { route: { path: PATHS.entertainmentLive } },
});

/** The shows (music, talk, the dice show): the live ones first, then the coming ones with their start time. */
export const Shows = meta.story({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: text('rooms:category.entertainment') });
    const cards = within(list).getAllByRole('link');
    await expect(cards).toHaveLength(await listedRoomCount('entertainment'));
    const live = await seededRoom('entertainment', 'live');
    const card = within(list).getByText(roomTitle(live)).closest('a');
    await expect(card).toHaveAttribute('href', livePageUrl(live.roomId));
    await expect(card).toHaveTextContent(text('rooms:card.live'));
    const later = await seededRoom('entertainment', 'scheduled');
    await expect(within(list).getByText(roomTitle(later)).closest('a')).toHaveTextContent(new RegExp(text('rooms:card.startsAt', { time: '\\d' })));
  },
});
