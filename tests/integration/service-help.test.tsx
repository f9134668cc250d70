import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeShellOverlay, getShellOverlay } from '@/shared/overlays/shell-overlays';
import { hideToast } from '@/shared/ui/toast/toast';
import { openApp, SLOW, t } from '../support/app';
import type { SeededMember } from '../support/session';

const start = (path: string, as?: SeededMember) => openApp(path, { as, namespaces: ['service'] });

afterEach(() => {
  closeShellOverlay();
  hideToast();
  vi.restoreAllMocks();
});

describe('customer service and help', { timeout: 30_000 }, () => {
  it('goes from the service home to a topic and an answer, whose handler markup never reaches the page', async () => {
    const user = userEvent.setup();
    const { router } = await start('/service');

    const topics = within(await screen.findByRole('list', { name: t('service:questions.topics') }, SLOW));
    await user.click(topics.getByRole('link', { name: 'Deposits and withdrawals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service-question/1'));
    expect(await screen.findByRole('tab', { name: 'Deposits and withdrawals' }, SLOW)).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Frequently asked questions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service-question/0'));
    await user.click(await screen.findByRole('link', { name: 'How do I register an account?' }, SLOW));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/service-detail?id=1101'));
    const answer = await screen.findByText('See the guide', undefined, SLOW);
    expect(answer).not.toHaveAttribute('onclick');
    expect(document.querySelector('article [onclick], article script')).toBeNull();
    expect(await screen.findByRole('complementary', { name: t('service:contact.label') }, SLOW)).toBeInTheDocument();
  });

  it('opens a help topic in place with its script and onerror removed', async () => {
    const user = userEvent.setup();
    await start('/help');
    await user.click(await screen.findByRole('link', { name: 'Deposits' }, SLOW));
    const topic = await screen.findByRole('button', { name: 'Why has my deposit not been credited?' }, SLOW);
    await user.click(topic);
    expect(await screen.findByText('Please send the receipt to support.', undefined, SLOW)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'receipt' });
    expect(image).not.toHaveAttribute('onerror');
    expect(document.querySelector('script')).toBeNull();
  });

  it('sends a member without a mobile to bind one before a callback, and opens the channel selector for live chat', async () => {
    const user = userEvent.setup();
    const { router } = await start('/service', 'nomobile01');
    await user.click(await screen.findByRole('button', { name: t('service:home.chatNow') }, SLOW));
    expect(getShellOverlay()).toBe('channel-selector');
    closeShellOverlay();
    await user.click(await screen.findByRole('button', { name: new RegExp(t('service:callback.bindFirst')) }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cellIphone'));
  });

  it('sends a guest from the service centre to log in, then back', async () => {
    const { router } = await start('/service-customer?line=main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/service-customer?line=main');
  });
});
