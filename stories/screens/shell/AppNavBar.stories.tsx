import preview from '../../../.storybook/preview';
import { Link, Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { AppNavBar } from '@/app/shell/AppNavBar';
import { ShellOverlays } from '@/app/shell/overlays/ShellOverlays';
import { getAnnouncementTab, setAnnouncementTab } from '@/shared/messages/announcement-tab';
import { closeShellOverlay } from '@/shared/overlays/shell-overlays';
import { text } from '../../support/text';
import { loadShellMessages } from './shell-story';

/** A list page with links into two pages that carry the navigation bar, plus the shell overlays. */
function NavBarPages() {
  return (
    <>
      <Routes>
        <Route path="/ReplyDetail/:id" element={<AppNavBar title="Reply #7" />} />
        <Route path="/help" element={<AppNavBar title="Help" />} />
        <Route
          path="*"
          element={
            <nav aria-label="Pages">
              <Link to="/ReplyDetail/7">Reply #7</Link> <Link to="/help">Help</Link>
            </nav>
          }
        />
      </Routes>
      <ShellOverlays />
    </>
  );
}

const meta = preview.meta({
  title: 'Screens/Shell/AppNavBar',
  component: NavBarPages,
  parameters: { route: { path: '/*', url: '/message' } },
  loaders: [loadShellMessages],
  beforeEach: () => {
    setAnnouncementTab(5);
    return () => {
      closeShellOverlay();
      setAnnouncementTab(0);
    };
  },
});

const backButton = () => text('layout:navBar.back');

/** Back from a reply-detail page returns in history and sets the announcement tab to 1. */
export const BackFromReplyDetail = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Reply #7' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reply #7' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: backButton() }));
    await expect(await canvas.findByRole('link', { name: 'Reply #7' })).toBeVisible();
    await expect(getAnnouncementTab()).toBe(1);
  },
});

/** Back from any other page sets the announcement tab to 0. */
export const BackFromOtherPage = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Help' }));
    await userEvent.click(await canvas.findByRole('button', { name: backButton() }));
    await expect(await canvas.findByRole('link', { name: 'Help' })).toBeVisible();
    await expect(getAnnouncementTab()).toBe(0);
  },
});

/** Opened straight on a page (no history inside the app): back goes home. */
export const BackWithoutHistory = meta.story({
  parameters: { route: { path: '/*', url: '/ReplyDetail/7' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: backButton() }));
    await expect(await canvas.findByRole('link', { name: 'Help' })).toBeVisible();
    await expect(getAnnouncementTab()).toBe(1);
  },
});

/** The headset icon opens the customer-service channel selector. */
export const CustomerServiceIcon = meta.story({
  parameters: { route: { path: '/*', url: '/help' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('overlays:navBar.customerService') }));
    const sheet = await canvas.findByRole('dialog', { name: text('overlays:channels.title') });
    await waitFor(() => expect(sheet).toBeVisible());
    await expect(await within(sheet).findByRole('button', { name: /Telegram/ })).toBeVisible();
  },
});
