import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { encodeWebviewUrl } from '@/features/casino/game-entry/lib/webview-url';
import { openApp, SLOW, t } from '../support/app';

const GAME = 'https://games.lotus.example/play?id=7';
const at = (address: string, title = 'Lucky Slots') =>
  `/webview?title=${encodeURIComponent(title)}&url=${encodeURIComponent(encodeWebviewUrl(address))}`;

describe('/webview states', { timeout: 30_000 }, () => {
  it('covers the frame with a loading state until the page has loaded', async () => {
    await openApp(at(GAME), { namespaces: ['casino'] });
    const frame = await screen.findByTitle('Lucky Slots', undefined, { timeout: 20_000 });
    expect(screen.getByRole('status')).toHaveTextContent(t('casino:webview.loading', { title: 'Lucky Slots' }));
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByText(t('casino:webview.loading', { title: 'Lucky Slots' }))).toBeNull());
    expect(frame).toHaveAttribute('src', GAME);
  });

  it('offline, the page fails with a retry that loads the frame again once back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openApp(at(GAME), { namespaces: ['casino'] });
    const failure = await screen.findByRole('alert', undefined, { timeout: 20_000 });
    expect(failure).toHaveTextContent(t('casino:webview.failed', { title: 'Lucky Slots' }));
    expect(screen.queryByTitle('Lucky Slots')).toBeNull();

    online.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: t('common:common.retry') }));
    const frame = await screen.findByTitle('Lucky Slots', undefined, SLOW);
    expect(frame).toHaveAttribute('src', GAME);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '/deposit',
    '//evil.example/x',
    'https://user:secret@games.lotus.example/',
  ])('never loads %s', async (address) => {
    const { container } = await openApp(at(address), { namespaces: ['casino'] });
    expect(await screen.findByRole('alert', undefined, { timeout: 20_000 })).toHaveTextContent(t('routes:webview.invalid'));
    expect(container.querySelector('iframe')).toBeNull();
  });
});
