// Announcements through the real route tree: /eventannouncement for guests and members, and the announcement tab
// of the message centre, whose index the navigation bar resets. Deposit notices come first by descending sortNum;
// a notice opens in full through the detail call, sanitised.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { ANNOUNCEMENT_TITLES } from '@mocks/seed/account-content';
import { getGetMemberAnnouncementDetailUrl } from '@/shared/api/generated/main/announcement/announcement';
import { getAnnouncementTab, setAnnouncementTab } from '@/shared/messages/announcement-tab';
import { openApp, SLOW, t } from '../support/app';
import type { SeededMember } from '../support/session';
import { recordBodies, stopRecording } from '../support/requests';

const region = (key: string) => screen.findByRole('region', { name: t(key) }, SLOW);
const titlesIn = (element: HTMLElement) => within(element).getAllByRole('button').map((row) => row.firstElementChild?.textContent ?? '');
/** The sortNum of the notice shown under an English title (records keep the Vietnamese one). */
const sortNumOf = (title: string) => {
  const stored = ANNOUNCEMENT_TITLES.find((texts) => texts.en === title)?.vi;
  return db.announcements.findFirst((q) => q.where({ title: stored ?? title }))?.sortNum ?? -1;
};

const open = (path: string, as?: SeededMember) => openApp(path, { as, namespaces: ['messages'] });

afterEach(() => {
  stopRecording();
  setAnnouncementTab(0);
});

describe('announcements', { timeout: 30_000 }, () => {
  it('a guest sees deposit notices first, each group by descending sortNum, without ended or VIP-only ones', async () => {
    await open('/eventannouncement');
    const deposit = await region('messages:announcements.deposit');
    const normal = await region('messages:announcements.normal');
    expect(deposit.compareDocumentPosition(normal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const group of [titlesIn(deposit), titlesIn(normal)]) {
      const sortNums = group.map(sortNumOf);
      expect(sortNums.every((value) => value >= 0)).toBe(true);
      expect(sortNums).toEqual([...sortNums].sort((a, b) => b - a));
    }
    expect(titlesIn(deposit).length).toBeGreaterThan(1);
    expect(screen.queryByText('Promotion ended')).not.toBeInTheDocument();
    expect(screen.queryByText('An offer for VIP 3 and above')).not.toBeInTheDocument();
  });

  it('a notice opens through the detail call, its HTML sanitised', async () => {
    const bodies = recordBodies(server, getGetMemberAnnouncementDetailUrl());
    await open('/eventannouncement', 'lotus888');
    const normal = await region('messages:announcements.normal');
    await userEvent.setup().click(within(normal).getByRole('button', { name: /^Parlays are here/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Parlays are here' });
    const body = await within(sheet).findByTestId('safe-html', {}, SLOW);
    expect(bodies).toEqual([{ id: 505 }]);
    expect(body.querySelector('b')).toHaveTextContent('10');
    expect(body.innerHTML).not.toMatch(/onerror|<script|alert\(/i);
  });

  it('the message centre remembers the announcement tab until the navigation bar resets it', async () => {
    const { router } = await open('/message', 'lotus888');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: t('messages:tabs.announcements') }, SLOW));
    expect(getAnnouncementTab()).toBe(1);
    await region('messages:announcements.deposit');

    const tab = screen.getByRole('tab', { name: t('messages:tabs.announcements') });
    await router.navigate('/settings');
    // The message centre has to unmount for the tab to be remembered rather than kept in a mounted screen.
    await waitFor(() => expect(tab).not.toBeInTheDocument(), SLOW);
    await router.navigate('/message');
    expect(await screen.findByRole('tab', { name: t('messages:tabs.announcements') }, SLOW)).toHaveAttribute('aria-selected', 'true');

    // The back button of the navigation bar sets the tab to 0 anywhere but on a reply page.
    await router.navigate('/message/detail?id=9001');
    await screen.findByRole('heading', { name: 'Congratulations on your VIP upgrade' }, SLOW);
    await user.click(screen.getByRole('button', { name: t('layout:navBar.back') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message'));
    expect(getAnnouncementTab()).toBe(0);
    expect(await screen.findByRole('tab', { name: new RegExp(`^${t('messages:tabs.letters')}`) }, SLOW)).toHaveAttribute('aria-selected', 'true');
  });
});
