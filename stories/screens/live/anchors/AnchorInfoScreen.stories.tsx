import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { AnchorInfoScreen } from '@/features/live/anchors/screens/AnchorInfoScreen';
import { loginHref, PATHS, routePath, routeWithQuery } from '@/shared/config/paths';
import { routeScreen, signedIn } from '../../../support/screen';
import { text } from '../../../support/text';
import { FIRST_ROOM_ID, storyTextLanguage } from '../rooms/rooms-story';

/** Minh Anh: on air in the first sports room, with planned and past streams. */
const ANCHOR_ID = 301;

const meta = preview.meta({
  title: 'Screens/Live/Anchors/AnchorInfoScreen',
  component: AnchorInfoScreen,
  ...routeScreen('anchorInfo', { id: ANCHOR_ID }),
});

const anchor = () => {
  const found = db.liveAnchors.findFirst((q) => q.where({ anchorId: ANCHOR_ID }));
  if (!found) throw new Error('The seed has no anchor 301');
  return found;
};

/**
 * A member on the anchor's page: bio, followers, the way into the room they are streaming, the planned and past
 * streams; following takes one tap and the button says so.
 */
export const Member = meta.story({
  beforeEach: signedIn('lotus888'),
  play: async ({ canvas, userEvent }) => {
    const head = await canvas.findByRole('region', { name: anchor().nickName });
    await expect(within(head).getByRole('heading', { level: 1 })).toHaveTextContent(anchor().nickName);
    await expect(canvas.getByText(anchor().bios[storyTextLanguage()])).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('anchors:watchNow') })).toHaveAttribute('href', routeWithQuery('livePage', { id: FIRST_ROOM_ID }));
    await expect(canvas.getByRole('heading', { name: text('anchors:schedule') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text('anchors:past') })).toBeVisible();
    const follow = canvas.getByRole('button', { name: text('anchors:follow') });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    await expect(await canvas.findByRole('button', { name: text('anchors:following') })).toHaveAttribute('aria-pressed', 'true');
  },
});

/** A guest who taps follow goes to the login, which brings them back here. */
export const GuestFollows = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('anchors:follow') }));
    await expect(await canvas.findByTestId('router-location')).toHaveTextContent(loginHref(routePath('anchorInfo', { id: ANCHOR_ID })));
  },
});

/** No such anchor. */
export const Missing = meta.story({
  parameters: { route: { path: PATHS.anchorInfo, url: routePath('anchorInfo', { id: 999 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('anchors:failed'))).toBeVisible();
  },
});
