import preview from '../../.storybook/preview';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh/PullToRefresh';
import { text } from '../support/text';

const FINISH = 'Finish the refresh';

interface DemoProps {
  onRefresh?: () => void;
}

/** A balance panel that reloads on pull: the story holds each refresh open until FINISH is pressed. */
function RefreshableBalance({ onRefresh }: DemoProps) {
  const { t } = useTranslation('home');
  const [loads, setLoads] = useState(1);
  const finish = useRef<(() => void) | null>(null);
  const refresh = () =>
    new Promise<void>((resolve) => {
      onRefresh?.();
      finish.current = () => {
        setLoads((n) => n + 1);
        resolve();
      };
    });
  return (
    <>
      <button type="button" onClick={() => finish.current?.()}>
        {FINISH}
      </button>
      <PullToRefresh onRefresh={refresh}>
        <section aria-label={t('balance')} style={{ minHeight: 1400, padding: 16 }}>
          <p data-testid="loads">{loads}</p>
        </section>
      </PullToRefresh>
    </>
  );
}

/** Dispatches one finger's touch events, as a phone sends them. */
function fingerAt(target: Element, type: 'touchstart' | 'touchmove' | 'touchend', y: number) {
  const point = new Touch({ identifier: 7, target, clientX: 120, clientY: y });
  const touches = type === 'touchend' ? [] : [point];
  target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches, targetTouches: touches, changedTouches: [point] }));
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function pullDown(target: Element, by: number, release = true) {
  fingerAt(target, 'touchstart', 100);
  for (let step = 1; step <= 6; step += 1) {
    fingerAt(target, 'touchmove', 100 + (by * step) / 6);
    await frame();
  }
  if (release) fingerAt(target, 'touchend', 100 + by);
}

const content = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid="loads"]') as HTMLElement;
const indicator = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid="pull-indicator"]') as HTMLElement;

const meta = preview.meta({
  title: 'UI/PullToRefresh',
  component: RefreshableBalance,
  args: { onRefresh: fn() },
  loaders: [() => i18n.loadNamespaces(['layout', 'home'])],
  beforeEach: () => () => window.scrollTo(0, 0),
});

export const PullPastTheThreshold = meta.story({
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const target = content(canvasElement);
    await pullDown(target, 90, false);
    await expect(indicator(canvasElement)).toHaveTextContent(text('layout:pullToRefresh.pull'));
    for (const y of [220, 260]) {
      fingerAt(target, 'touchmove', y);
      await frame();
    }
    await expect(indicator(canvasElement)).toHaveTextContent(text('layout:pullToRefresh.release'));
    fingerAt(target, 'touchend', 260);

    await waitFor(() => expect(indicator(canvasElement)).toHaveTextContent(text('layout:pullToRefresh.refreshing')));
    await expect(canvas.getByRole('status')).toHaveTextContent(text('layout:pullToRefresh.refreshing'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: FINISH }));
    await waitFor(() => expect(canvas.getByTestId('loads')).toHaveTextContent('2'));
    await expect(canvas.getByRole('status')).toHaveTextContent(text('layout:pullToRefresh.done'));
    await waitFor(() => expect(indicator(canvasElement).getBoundingClientRect().height).toBe(0));
  },
});

export const ShortPullSnapsBack = meta.story({
  play: async ({ canvasElement, args }) => {
    await pullDown(content(canvasElement), 60);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await waitFor(() => expect(indicator(canvasElement).getBoundingClientRect().height).toBe(0));
    await expect(indicator(canvasElement)).toHaveTextContent('');
  },
});

export const OnlyFromTheTop = meta.story({
  play: async ({ canvasElement, args }) => {
    window.scrollTo(0, 300);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await pullDown(content(canvasElement), 200);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
});

export const RefreshButtonForKeyboards = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: text('layout:pullToRefresh.refresh') });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('layout:pullToRefresh.refreshing'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
});

export const NoSecondRefreshWhilePending = meta.story({
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: text('layout:pullToRefresh.refresh') });
    await userEvent.click(button);
    await userEvent.click(button);
    await pullDown(content(canvasElement), 300);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: FINISH }));
    await waitFor(() => expect(canvas.getByTestId('loads')).toHaveTextContent('2'));
    await pullDown(content(canvasElement), 300);
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(2));
  },
});

export const DarkThemeRefreshing = meta.story({
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await pullDown(content(canvasElement), 300);
    await waitFor(() => expect(indicator(canvasElement)).toHaveTextContent(text('layout:pullToRefresh.refreshing')));
    await expect(canvas.getByRole('status')).toHaveTextContent(text('layout:pullToRefresh.refreshing'));
  },
});
