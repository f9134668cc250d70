import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { Carousel, type CarouselSlide } from '@/shared/ui/carousel/Carousel';
import { text } from '../support/text';
import { stubReducedMotion } from './support/reduced-motion';

/** A banner picture drawn inline (stories make no network requests). */
function banner(hue: number, index: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><rect width="750" height="300" fill="hsl(${hue} 55% 36%)"/><text x="40" y="180" font-size="120" font-family="sans-serif" fill="#fff">${index}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface DemoProps {
  count?: number;
  autoplayMs?: number;
  onOpen?: (index: number) => void;
  onIndexChange?: (index: number) => void;
}

/** The promotions banner strip: each banner opens its promotion. */
function PromotionBanners({ count = 4, autoplayMs = 0, onOpen, onIndexChange }: DemoProps) {
  const { t } = useTranslation('common');
  const slides: CarouselSlide[] = Array.from({ length: count }, (_, i) => ({
    key: `banner-${i}`,
    content: (
      <button type="button" onClick={() => onOpen?.(i)} style={{ display: 'block', width: '100%', padding: 0, border: 0 }}>
        <img src={banner(150 + i * 50, i + 1)} alt={`${t('tabbar.activity')} ${i + 1}`} width={750} height={300} />
      </button>
    ),
  }));
  return (
    <div style={{ padding: 12 }}>
      <Carousel slides={slides} label={t('tabbar.activity')} autoplayMs={autoplayMs} onIndexChange={onIndexChange} />
    </div>
  );
}

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: text('common:tabbar.activity') });
/** The number of the slide on show (1-based), read from what assistive technology is told. */
function shownSlide(canvasElement: HTMLElement): number {
  const groups = [...canvasElement.querySelectorAll('[aria-roledescription]')].filter((el) => el.getAttribute('role') === 'group');
  return groups.findIndex((group) => group.getAttribute('aria-hidden') === 'false') + 1;
}
const dot = (n: number) => text('layout:carousel.goTo', { index: n });

function dragBy(target: Element, dx: number) {
  const base = { bubbles: true, cancelable: true, pointerId: 11, pointerType: 'touch', isPrimary: true, clientY: 100 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: 200 }));
  for (let step = 1; step <= 5; step += 1) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: 200 + (dx * step) / 5 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: 200 + dx }));
}

/** A tap: down and up on the spot, then the click the browser sends. */
function tap(target: HTMLElement) {
  const base = { bubbles: true, cancelable: true, pointerId: 12, pointerType: 'touch', isPrimary: true, clientX: 150, clientY: 100 };
  target.dispatchEvent(new PointerEvent('pointerdown', base));
  target.dispatchEvent(new PointerEvent('pointerup', base));
  target.click();
}

const meta = preview.meta({
  title: 'UI/Carousel',
  component: PromotionBanners,
  args: { onOpen: fn(), onIndexChange: fn() },
  loaders: [() => i18n.loadNamespaces('layout')],
});

export const ButtonsAndDots = meta.story({
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const carousel = region(canvasElement);
    await expect(carousel).toHaveAttribute('aria-roledescription', text('layout:carousel.roleDescription'));
    await expect(shownSlide(canvasElement)).toBe(1);
    await expect(canvas.getByRole('group', { name: text('layout:carousel.slidePosition', { index: 1, total: 4 }) })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: text('layout:carousel.next') }));
    await expect(shownSlide(canvasElement)).toBe(2);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: dot(2) })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: dot(1) })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('button', { name: text('layout:carousel.previous') }));
    await userEvent.click(canvas.getByRole('button', { name: text('layout:carousel.previous') }));
    await expect(shownSlide(canvasElement)).toBe(4);

    await userEvent.click(canvas.getByRole('button', { name: dot(3) }));
    await expect(shownSlide(canvasElement)).toBe(3);
    // Only the banner on show can be reached and opened.
    await userEvent.click(canvas.getByRole('button', { name: `${text('common:tabbar.activity')} 3` }));
    await expect(args.onOpen).toHaveBeenCalledWith(2);
    await expect(canvas.queryByRole('button', { name: `${text('common:tabbar.activity')} 1` })).not.toBeInTheDocument();
  },
});

export const Swipe = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const viewport = canvas.getByRole('button', { name: `${text('common:tabbar.activity')} 1` }).closest('[aria-live]')?.parentElement;
    await expect(viewport).toBeTruthy();
    if (!viewport) return;
    dragBy(viewport, -120);
    await waitFor(() => expect(shownSlide(canvasElement)).toBe(2));
    // The lift after a swipe is not a tap on the banner.
    canvas.getByRole('button', { name: `${text('common:tabbar.activity')} 2` }).click();
    await expect(args.onOpen).not.toHaveBeenCalled();

    dragBy(viewport, 120);
    await waitFor(() => expect(shownSlide(canvasElement)).toBe(1));
    // A short drag moves nothing; a tap opens the banner.
    dragBy(viewport, 20);
    await expect(shownSlide(canvasElement)).toBe(1);
    tap(canvas.getByRole('button', { name: `${text('common:tabbar.activity')} 1` }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(0);
  },
});

export const AutoplayPausesOnHover = meta.story({
  args: { autoplayMs: 300 },
  play: async ({ canvasElement, userEvent }) => {
    const carousel = region(canvasElement);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await waitFor(() => expect(shownSlide(canvasElement)).toBe(2), { timeout: 2000 });
    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    const held = shownSlide(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shownSlide(canvasElement)).toBe(held);
    await userEvent.unhover(carousel);
    await waitFor(() => expect(shownSlide(canvasElement)).not.toBe(held), { timeout: 2000 });
  },
});

export const AutoplayPausesOnFocus = meta.story({
  args: { autoplayMs: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${text('common:tabbar.activity')} 1` })).toHaveFocus();
    await expect(region(canvasElement)).toHaveAttribute('data-rotating', 'false');
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shownSlide(canvasElement)).toBe(1);
    // While it holds still, slide changes are announced politely.
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
});

export const StopButton = meta.story({
  args: { autoplayMs: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('layout:carousel.pause') }));
    const play = canvas.getByRole('button', { name: text('layout:carousel.play') });
    await userEvent.unhover(region(canvasElement));
    play.blur();
    await expect(region(canvasElement)).toHaveAttribute('data-rotating', 'false');
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shownSlide(canvasElement)).toBe(1);
    await userEvent.click(play);
    await userEvent.unhover(region(canvasElement));
    play.blur();
    await expect(canvas.getByRole('button', { name: text('layout:carousel.pause') })).toBeInTheDocument();
    await waitFor(() => expect(shownSlide(canvasElement)).toBe(2), { timeout: 2000 });
  },
});

export const ReducedMotionHoldsStill = meta.story({
  args: { autoplayMs: 300 },
  beforeEach: stubReducedMotion,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(region(canvasElement)).toHaveAttribute('data-rotating', 'false');
    await expect(canvas.queryByRole('button', { name: text('layout:carousel.pause') })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shownSlide(canvasElement)).toBe(1);
    const track = canvasElement.querySelector<HTMLElement>('[aria-live]');
    await expect(track && getComputedStyle(track).transitionDuration).toBe('0s');
    await userEvent.click(canvas.getByRole('button', { name: text('layout:carousel.next') }));
    await expect(shownSlide(canvasElement)).toBe(2);
  },
});

export const SingleBanner = meta.story({
  args: { count: 1, autoplayMs: 300 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownSlide(canvasElement)).toBe(1);
    await expect(canvas.queryByRole('button', { name: text('layout:carousel.next') })).not.toBeInTheDocument();
    await expect(region(canvasElement)).toHaveAttribute('data-rotating', 'false');
  },
});
