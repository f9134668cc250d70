import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Marquee } from '@/shared/ui/marquee/Marquee';
import { text } from '../support/text';
import { LineIcon } from './support/LineIcon';
import { stubReducedMotion } from './support/reduced-motion';

const LONG = ['common.depositLocked', 'common.withdrawlLocked', 'common.loginExpired'] as const;
const SHORT = ['common.copySuccess'] as const;

interface DemoProps {
  short?: boolean;
  onSelect?: (index: number) => void;
}

/** The notice bar of the home page with the app's own messages as notices. */
function NoticeBar({ short = false, onSelect }: DemoProps) {
  const { t } = useTranslation('common');
  return <Marquee items={(short ? SHORT : LONG).map((key) => t(key))} label={t('app.name')} icon={<LineIcon d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6" />} onSelect={onSelect} />;
}

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: text('common:app.name') });
const track = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('marquee-track');

const meta = preview.meta({
  title: 'UI/Marquee',
  component: NoticeBar,
  args: { onSelect: fn() },
  // Away from the top-left corner: the browser's resting pointer sits at (0, 0), and once the bar renders under it
  // Chromium sends it a pointerenter of its own, which pauses the scroll (the hover rule) at a random moment.
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 16px' }}>
        <Story />
      </div>
    ),
  ],
});

export const ScrollsLongNotices = meta.story({
  play: async ({ canvasElement }) => {
    const bar = region(canvasElement);
    await waitFor(() => expect(track(canvasElement)).toHaveAttribute('data-state', 'running'));
    await waitFor(() => expect(track(canvasElement).getAnimations()[0]?.playState).toBe('running'));
    // Each notice is in the accessibility tree once, in full; the looping copy is hidden from it.
    for (const key of LONG) {
      await expect(within(bar).getByRole('button', { name: text(`common:${key}`) })).toBeInTheDocument();
    }
    await expect(within(bar).getAllByRole('button')).toHaveLength(LONG.length);
    await expect(track(canvasElement).lastElementChild).toHaveAttribute('aria-hidden', 'true');
  },
});

export const PausesOnHover = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    await waitFor(() => expect(track(canvasElement)).toHaveAttribute('data-state', 'running'));
    await userEvent.hover(region(canvasElement));
    await expect(track(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    await userEvent.unhover(region(canvasElement));
    await waitFor(() => expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running'));
  },
});

export const PausesOnFocus = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    await waitFor(() => expect(track(canvasElement)).toHaveAttribute('data-state', 'running'));
    await userEvent.tab();
    await expect(within(region(canvasElement)).getByRole('button', { name: text(`common:${LONG[0]}`) })).toHaveFocus();
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
  },
});

export const OpensANotice = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const bar = region(canvasElement);
    await userEvent.click(within(bar).getByRole('button', { name: text(`common:${LONG[1]}`) }));
    await expect(args.onSelect).toHaveBeenCalledWith(1);
    // A tap on the looping copy opens the same notice.
    await waitFor(() => expect(track(canvasElement).children).toHaveLength(2));
    const copy = track(canvasElement).lastElementChild?.querySelector('[data-marquee-index="2"]');
    await expect(copy).toBeTruthy();
    (copy as HTMLElement).click();
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
  },
});

export const ShortNoticeStandsStill = meta.story({
  args: { short: true, onSelect: undefined },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent(text('common:common.copySuccess'));
    await expect(track(canvasElement)).toHaveAttribute('data-state', 'static');
    await expect(track(canvasElement).getAnimations()).toHaveLength(0);
    await expect(track(canvasElement).children).toHaveLength(1);
  },
});

export const ReducedMotionShowsAllText = meta.story({
  beforeEach: stubReducedMotion,
  play: async ({ canvasElement }) => {
    const moving = track(canvasElement);
    await expect(moving).toHaveAttribute('data-state', 'static');
    await expect(moving.getAnimations()).toHaveLength(0);
    await expect(moving.children).toHaveLength(1);
    const list = moving.firstElementChild as HTMLElement;
    // The notices wrap inside the bar: nothing is cut off at the side.
    await expect(list.scrollWidth).toBeLessThanOrEqual((moving.parentElement as HTMLElement).clientWidth + 1);
    for (const key of LONG) await expect(region(canvasElement)).toHaveTextContent(text(`common:${key}`));
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(region(canvasElement)).toHaveTextContent(text('common:common.depositLocked'));
  },
});
