import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n';
import { CountdownButton, SMS_RESEND_SECONDS, type CountdownButtonProps } from './CountdownButton';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  else await i18n.changeLanguage('en');
  await i18n.loadNamespaces('form');
});

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(props: Partial<CountdownButtonProps> & Pick<CountdownButtonProps, 'onSend'>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <CountdownButton {...props} />
    </I18nextProvider>,
  );
}

/** Resolves the pending send and lets React apply what follows. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const button = () => screen.getByRole('button');

describe('CountdownButton', () => {
  it('counts down 60 s after a successful send, then offers a resend', async () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
    const onSend = vi.fn().mockResolvedValue(undefined);
    show({ onSend });
    expect(button()).toHaveTextContent('Send code');
    fireEvent.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Resend in 60 s');
    expect(button()).toBeDisabled();
    await advance(1000);
    expect(button()).toHaveTextContent('Resend in 59 s');
    await advance(58_000);
    expect(button()).toHaveTextContent('Resend in 1 s');
    expect(button()).toBeDisabled();
    await advance(1000);
    expect(button()).toHaveTextContent('Resend code');
    expect(button()).toBeEnabled();
    fireEvent.click(button());
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button()).toHaveTextContent('Resend in 60 s');
  });

  it('sends once for a double tap and stays disabled while sending', async () => {
    let finish: (value?: unknown) => void = () => undefined;
    const onSend = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    show({ onSend });
    fireEvent.click(button());
    fireEvent.click(button());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Sending…');
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(button()).toHaveTextContent('Resend in 60 s');
  });

  it('does not count down when the send fails or reports not sent', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(false);
    show({ onSend });
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveTextContent('Send code');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('shows the true time left after the clock jumps (a throttled background tab)', async () => {
    show({ onSend: vi.fn().mockResolvedValue(undefined) });
    fireEvent.click(button());
    await settle();
    // The wall clock moves 25.4 s on while the timers stand still; the next tick reads the clock, not a tick count.
    vi.setSystemTime(Date.now() + 25_400);
    await advance(1000);
    expect(button()).toHaveTextContent('Resend in 34 s');
  });

  it('resumes the countdown after a remount with the same resume key', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const first = show({ onSend, resumeKey: 'sms:test' });
    fireEvent.click(button());
    await settle();
    await advance(20_000);
    first.unmount();
    await advance(5_000);
    show({ onSend, resumeKey: 'sms:test' });
    expect(button()).toHaveTextContent('Resend in 35 s');
    expect(button()).toBeDisabled();
    await advance(35_000);
    expect(button()).toHaveTextContent('Resend code');
    expect(sessionStorage.getItem('countdown:sms:test')).toBeNull();
  });

  it('starts fresh after a remount without a resume key', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const first = show({ onSend });
    fireEvent.click(button());
    await settle();
    first.unmount();
    show({ onSend });
    expect(button()).toHaveTextContent('Send code');
  });

  it('stays disabled and never sends while disabled', () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    show({ onSend, disabled: true, label: 'Get code' });
    expect(button()).toHaveTextContent('Get code');
    fireEvent.click(button());
    expect(onSend).not.toHaveBeenCalled();
  });

  it('uses a shorter countdown when told', async () => {
    show({ onSend: vi.fn().mockResolvedValue(undefined), seconds: 3 });
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveTextContent('Resend in 3 s');
    await advance(3000);
    expect(button()).toHaveTextContent('Resend code');
  });
});
