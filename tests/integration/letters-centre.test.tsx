// The message centre through the real route tree: letters by type with unread badges, opening a letter marks it
// read, select mode reads or deletes one or many behind a confirm dialog, and the account tab's unread badge
// follows. Letter content is decoded and sanitised before it reaches the page. Letters arrive in the interface's
// language (the requests carry it as Language): English unless a test says otherwise.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { getDeleteLettersUrl, getDeleteLetterUrl, getMarkLetterReadUrl, getMarkLettersReadUrl } from '@/shared/api/generated/main/letter/letter';
import { setAnnouncementTab } from '@/shared/messages/announcement-tab';
import { openApp, SLOW, t } from '../support/app';
import { recordBodies, stopRecording } from '../support/requests';

const accountBadge = async () => {
  const nav = within(await screen.findByRole('navigation', { name: t('common:nav.main') }, SLOW));
  const account = await nav.findByRole('link', { name: new RegExp(`^${t('common:tabbar.account')}`) }, SLOW);
  return () => within(account).queryByTestId('count-badge');
};
const letter = (id: number) => db.letters.findFirst((q) => q.where({ id }));

const openAs = (path: string) => openApp(path, { as: 'lotus888', namespaces: ['messages'] });

afterEach(() => {
  stopRecording();
  setAnnouncementTab(0);
  vi.restoreAllMocks();
});

describe('letters', { timeout: 30_000 }, () => {
  it('opening an unread letter marks it read and the account tab badge drops', async () => {
    const { router } = await openAs('/');
    const badge = await accountBadge();
    await waitFor(() => expect(badge()).toHaveTextContent('3'), SLOW);

    await router.navigate('/message');
    const list = await screen.findByRole('list', { name: t('messages:types.notification') }, SLOW);
    await userEvent.setup().click(within(list).getByRole('link', { name: /^Congratulations on your VIP upgrade/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9001'));
    expect(await screen.findByRole('heading', { name: 'Congratulations on your VIP upgrade' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(letter(9001)?.status).toBe(1));

    await router.navigate('/');
    const after = await accountBadge();
    await waitFor(() => expect(after()).toHaveTextContent('2'), SLOW);
  });

  it('select mode deletes two letters with one call after the confirm dialog', async () => {
    const bodies = recordBodies(server, getDeleteLettersUrl());
    const { router } = await openAs('/message');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('messages:actions.select') }, SLOW));
    await user.click(screen.getByRole('checkbox', { name: /^Congratulations on your VIP upgrade/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Maintenance notice/ }));
    await user.click(screen.getByRole('button', { name: t('messages:actions.delete') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('messages:confirm.title') });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t('messages:confirm.delete') }));

    await waitFor(() => expect(bodies).toEqual([{ ids: [9001, 9004] }]));
    await waitFor(() => expect(letter(9001)).toBeUndefined());
    const list = await screen.findByRole('list', { name: t('messages:types.notification') });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    // The deleted unread letter no longer counts on the letters tab.
    const lettersTab = screen.getByRole('tab', { name: new RegExp(`^${t('messages:tabs.letters')}`) });
    await waitFor(() => expect(within(lettersTab).getByTestId('count-badge')).toHaveTextContent('2'));

    await router.navigate('/');
    const badge = await accountBadge();
    await waitFor(() => expect(badge()).toHaveTextContent('2'), SLOW);
  });

  it('one selected letter is read with the single call, several with the batch call', async () => {
    const single = recordBodies(server, getMarkLetterReadUrl());
    const batch = recordBodies(server, getMarkLettersReadUrl());
    await openAs('/message?type=1');
    const user = userEvent.setup();
    const select = async () => user.click(await screen.findByRole('button', { name: t('messages:actions.select') }, SLOW));
    await select();
    await user.click(screen.getByRole('checkbox', { name: /^Lucky wheel/ }));
    await user.click(screen.getByRole('button', { name: t('messages:actions.read') }));
    await waitFor(() => expect(single).toEqual([{ id: 9002 }]));

    await select();
    await user.click(screen.getByRole('checkbox', { name: t('messages:actions.selectAll') }));
    await user.click(screen.getByRole('button', { name: t('messages:actions.read') }));
    await waitFor(() => expect(batch).toEqual([{ letType: 1, ids: [9002, 9006] }]));
  });

  it('a letter reads in the interface language: the same letter in Chinese and in Vietnamese', async () => {
    await openApp('/message/detail?id=9001', { as: 'lotus888', namespaces: ['messages'], language: 'zh-cn' });
    expect(await screen.findByRole('heading', { name: '恭喜晋升VIP' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('safe-html', {}, SLOW)).toHaveTextContent('恭喜您晋升为VIP 2！晋级奖励已存入您的钱包。');
    cleanup();
    await openApp('/message/detail?id=9001', { as: 'lotus888', namespaces: ['messages'], language: 'vi' });
    expect(await screen.findByRole('heading', { name: 'Chúc mừng thăng cấp VIP' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('恭喜晋升VIP')).not.toBeInTheDocument();
  });

  it('a letter carrying <script>, onerror= and javascript: renders as sanitised markup', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await openAs('/message/detail?id=9005');
    const body = await screen.findByTestId('safe-html', {}, SLOW);
    // The words and formatting arrive decoded as UTF-8.
    expect(body.querySelector('p b')).toHaveTextContent('Never');
    expect(body).toHaveTextContent('Never share a verification code with anyone.');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttributeNames().sort()).toEqual(['alt', 'src']);
    expect(body.innerHTML).not.toMatch(/onerror|<script|alert\(/i);
    expect(document.querySelector('main script')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('a javascript: link keeps its words and loses its target', async () => {
    await openAs('/message/detail?id=9002');
    const body = await screen.findByTestId('safe-html', {}, SLOW);
    const link = within(body).getByText('Join now');
    expect(link.tagName).toBe('A');
    expect(link).not.toHaveAttribute('href');
    expect(body.innerHTML).not.toMatch(/javascript:/i);
  });

  it('deleting the open letter asks first, then returns to its tab without it', async () => {
    const bodies = recordBodies(server, getDeleteLetterUrl());
    const { router } = await openAs('/message/detail?id=9003');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('messages:detail.delete') }, SLOW));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t('messages:confirm.delete') }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/message?type=2'));
    expect(bodies).toEqual([{ id: 9003 }]);
    const list = await screen.findByRole('list', { name: t('messages:types.sport') }, SLOW);
    expect(within(list).queryByRole('link', { name: /^Weekend fixtures/ })).not.toBeInTheDocument();
  });
});
