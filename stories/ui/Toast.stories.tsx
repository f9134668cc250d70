import type { Canvas, PlayContext } from '../support/play';
import preview from '../../.storybook/preview';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { emitErrorToast } from '@/shared/api/api-events';
import { Toast, type ToastProps } from '@/shared/ui/toast/Toast';
import { DEFAULT_TOAST_MS, ERROR_TOAST_MS, getToast, hideToast, showErrorToast, showLoadingToast, showToast } from '@/shared/ui/toast/toast';
import { text } from '../support/text';
import { clearedAround } from './support/page-store';

/** The toast with one of the app's own messages, chosen by key. */
function TranslatedToast({ messageKey, ...props }: Omit<ToastProps, 'message'> & { messageKey: string }) {
  const { t } = useTranslation('common');
  return <Toast {...props} message={t(messageKey)} />;
}

/** A button that runs one toast call, as a screen would; the frame's ToastHost shows the result. */
function Trigger({ label, run }: { label: string; run: () => void }) {
  return (
    <button type="button" onClick={run}>
      {label}
    </button>
  );
}

const SHOW = 'Show the toast';
const FINISH = 'Finish the work';
const iconOf = (toast: HTMLElement) => toast.querySelector('svg')?.getAttribute('data-icon');

const meta = preview.meta({
  title: 'UI/Toast',
  component: TranslatedToast,
  args: { type: 'info', position: 'center', messageKey: 'common.csSwitch' } as const,
  // The toast store is shared by the whole page: every story starts and ends without a toast.
  beforeEach: clearedAround(hideToast),
});

type ToastArgs = Pick<Parameters<typeof TranslatedToast>[0], 'type' | 'position' | 'messageKey'>;

/**
 * A toast drawn straight from its args: announced with `role`, showing its message key's text and `icon`;
 * `more` checks what is particular to the story.
 */
function drawn(args: ToastArgs, role: 'alert' | 'status', icon: string, more?: (toast: HTMLElement, canvas: Canvas) => Promise<void>) {
  return {
    args,
    play: async ({ canvas }: PlayContext) => {
      const toast = canvas.getByRole(role);
      await expect(toast).toHaveTextContent(text(`common:${args.messageKey}`));
      await expect(iconOf(toast)).toBe(icon);
      await more?.(toast, canvas);
    },
  };
}

export const Error = meta.story(drawn({ type: 'error', position: 'center', messageKey: 'common.loginExpired' }, 'alert', 'error'));

export const Success = meta.story(drawn({ type: 'success', position: 'center', messageKey: 'common.copySuccess' }, 'status', 'success', async (_, canvas) => {
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
}));

/** Info, the default type, and any type that is not error or success, gets the warning-style icon. */
export const InfoAtTop = meta.story(drawn({ type: 'info', position: 'top', messageKey: 'common.csSwitch' }, 'status', 'warning', async (toast) => {
  // Top toasts sit in the upper part of the screen, centred ones in the middle.
  await expect(toast.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 3);
}));

export const Loading = meta.story(drawn({ type: 'loading', position: 'center', messageKey: 'common.loading' }, 'status', 'loading'));

/** showToast with only a message: info, warning icon, centred, and it stays for the default 60000 ms. */
export const DefaultCustomToast = meta.story({
  render: () => <Trigger label={SHOW} run={() => showToast({ message: text('common:common.csSwitch') })} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHOW }));
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent(text('common:common.csSwitch'));
    await expect(iconOf(toast)).toBe('warning');
    await expect(getToast()).toMatchObject({ type: 'info', durationMs: DEFAULT_TOAST_MS, position: 'center' });
    await expect(DEFAULT_TOAST_MS).toBe(60_000);
    const box = toast.getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(window.innerHeight / 6);
    // Well after a short toast would have gone, it is still there.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(canvas.getByRole('status')).toBe(toast);
  },
});

/** The red error toast: an alert in the middle of the screen that hides itself after 4000 ms. */
export const ErrorToastHidesAfterFourSeconds = meta.story({
  render: () => <Trigger label={SHOW} run={() => showErrorToast(text('common:common.networkError'))} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHOW }));
    const shownAt = performance.now();
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(text('common:common.networkError'));
    await expect(iconOf(toast)).toBe('error');
    await expect(getToast()).toMatchObject({ type: 'error', durationMs: ERROR_TOAST_MS, position: 'center' });
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(198, 40, 40)');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), { timeout: ERROR_TOAST_MS + 1500 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(ERROR_TOAST_MS - 50);
  },
});

/** A custom duration is honoured to the millisecond range a player can notice. */
export const HidesAfterItsOwnDuration = meta.story({
  render: () => <Trigger label={SHOW} run={() => showToast({ message: text('common:common.copySuccess'), type: 'success', durationMs: 800 })} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHOW }));
    const shownAt = performance.now();
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('common:common.copySuccess'));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
    const elapsed = performance.now() - shownAt;
    await expect(elapsed).toBeGreaterThanOrEqual(750);
    await expect(elapsed).toBeLessThan(1800);
  },
});

/** The API clients' error toasts (apiEvents 'toast') land in the same place. */
export const FromTheApiClients = meta.story({
  render: () => <Trigger label={SHOW} run={() => emitErrorToast(text('common:common.loadFailed'))} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHOW }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(text('common:common.loadFailed'));
    await expect(getToast()?.durationMs).toBe(ERROR_TOAST_MS);
  },
});

/** One toast at a time: the newest replaces the one on screen. */
export const NewestWins = meta.story({
  render: () => (
    <Trigger
      label={SHOW}
      run={() => {
        showErrorToast(text('common:common.networkError'));
        showToast({ message: text('common:common.copySuccess'), type: 'success' });
      }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHOW }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('common:common.copySuccess'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByText(text('common:common.networkError'))).not.toBeInTheDocument();
  },
});

export const TapToDismiss = meta.story({
  render: () => <Trigger label={SHOW} run={() => showToast({ message: text('common:common.csSwitch'), position: 'top' })} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHOW }));
    await userEvent.click(await canvas.findByRole('status'));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(getToast()).toBeNull();
  },
});

/** The "common.loading" toast stays until the work ends, ignores taps, and closes through its own handle. */
export const LoadingUntilClosed = meta.story({
  render: function LoadingDemo() {
    const close = useRef<() => void>(undefined);
    return (
      <>
        <Trigger label={SHOW} run={() => (close.current = showLoadingToast(text('common:common.loading')))} />
        <Trigger label={FINISH} run={() => close.current?.()} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHOW }));
    const toast = await canvas.findByRole('status');
    await expect(iconOf(toast)).toBe('loading');
    await expect(getToast()?.durationMs).toBeNull();
    await userEvent.click(toast);
    await expect(canvas.getByRole('status')).toBe(toast);
    await userEvent.click(canvas.getByRole('button', { name: FINISH }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
});
