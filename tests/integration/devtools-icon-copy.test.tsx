import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '@/app/shell/ToastHost';
import { IconListScreen } from '@/features/devtools/screens/IconListScreen';
import { i18n, initI18n } from '@/shared/i18n';
import { hideToast } from '@/shared/ui/toast/toast';

const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

/** Puts a clipboard on the navigator (undefined removes it), the way a browser or a locked-down one has it. */
function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

async function renderIconList() {
  if (!i18n.isInitialized) await initI18n('en');
  else await i18n.changeLanguage('en');
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <IconListScreen />
        <ToastHost />
      </Suspense>
    </I18nextProvider>,
  );
  // The first render loads the screen's message bundles and icon sets; give a busy machine time for that.
  await screen.findByLabelText('Search icons', undefined, { timeout: 10_000 });
  return user;
}

beforeEach(() => hideToast());
afterEach(() => {
  cleanup();
  hideToast();
  if (original) Object.defineProperty(window.navigator, 'clipboard', original);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
});

describe('/icon-list copy', { timeout: 20_000 }, () => {
  it('copies the tapped icon tag and says so', async () => {
    const user = await renderIconList();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard({ writeText });

    await user.click(screen.getByRole('button', { name: /^Soccer \(active\)/ }));

    expect(writeText).toHaveBeenCalledWith('<SportIcon sportId={1} active />');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies a VIP badge tag with its level', async () => {
    const user = await renderIconList();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard({ writeText });

    await user.click(screen.getByRole('button', { name: /^VIP 7 badge: Gold I/ }));
    expect(writeText).toHaveBeenCalledWith('<VipBadge level={7} />');
  });

  it('shows the copy-failed toast when the clipboard refuses', async () => {
    const user = await renderIconList();
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')) });

    await user.click(screen.getByRole('button', { name: /^Back/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Copy failed');
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('shows the copy-failed toast when there is no clipboard at all', async () => {
    const user = await renderIconList();
    setClipboard(undefined);

    await user.click(screen.getByRole('button', { name: /^Close/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Copy failed');
  });

  it('search narrows the grid by name and tag, and says when nothing matches', async () => {
    const user = await renderIconList();
    const total = screen.getAllByRole('button', { name: /</ }).length;
    expect(screen.getByTestId('icon-count')).toHaveTextContent(`Icons shown: ${total}`);

    await user.type(screen.getByLabelText('Search icons'), 'badminton');
    await waitFor(() => expect(screen.getByTestId('icon-count')).toHaveTextContent('Icons shown: 2'));
    const sports = screen.getByRole('region', { name: 'Sports' });
    expect(within(sports).getAllByRole('button').map((button) => button.dataset.tag)).toEqual([
      '<SportIcon sportId={47} />',
      '<SportIcon sportId={47} active />',
    ]);

    await user.clear(screen.getByLabelText('Search icons'));
    await user.type(screen.getByLabelText('Search icons'), 'VipLevelIcon level={11}');
    await waitFor(() => expect(screen.getByTestId('icon-count')).toHaveTextContent('Icons shown: 1'));

    await user.clear(screen.getByLabelText('Search icons'));
    await user.type(screen.getByLabelText('Search icons'), 'zzz');
    expect(await screen.findByText('No icon matches “zzz”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /</ })).toHaveLength(0);
  });
});
