import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { FALLBACK_IMAGE_SRC } from '@/shared/ui/image/fallback-image';
import { LazyImage } from '@/shared/ui/image/LazyImage';
import { text } from '../support/text';

const PICTURE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><rect width="750" height="300" fill="#0f7a5c"/><circle cx="600" cy="90" r="50" fill="#f5c542"/></svg>',
)}`;
/** Not a picture at all: the browser fails to decode it, as it would a broken link. */
const BROKEN = 'data:image/png;base64,bm90IGFuIGltYWdl';

interface DemoProps {
  src?: string;
  fallbackSrc?: string;
  /** Space above the picture, so it starts far below the fold. */
  pushDown?: number;
  decorative?: boolean;
  onLoad?: () => void;
  onError?: () => void;
}

/** A promotion picture as a screen shows it, named by the promotion's title. */
function PromotionPicture({ src = PICTURE, fallbackSrc, pushDown = 0, decorative = false, onLoad, onError }: DemoProps) {
  const { t } = useTranslation('common');
  return (
    <div style={{ padding: 12 }}>
      {pushDown ? <div style={{ height: pushDown }} data-testid="spacer" /> : null}
      <LazyImage src={src} fallbackSrc={fallbackSrc} alt={decorative ? '' : t('tabbar.activity')} width={750} height={300} onLoad={onLoad} onError={onError} />
    </div>
  );
}

const frame = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-status]') as HTMLElement;
const picture = (canvasElement: HTMLElement) => canvasElement.querySelector('img') as HTMLImageElement;

const meta = preview.meta({
  title: 'UI/LazyImage',
  component: PromotionPicture,
  args: { onLoad: fn(), onError: fn() },
  loaders: [() => i18n.loadNamespaces('layout')],
  beforeEach: () => () => window.scrollTo(0, 0),
});

export const LoadsLazily = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const img = canvas.getByRole('img', { name: text('common:tabbar.activity') });
    await expect(img).toHaveAttribute('loading', 'lazy');
    // The frame keeps the picture's shape before it arrives.
    const box = frame(canvasElement).getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(750 / 300, 1);
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'loaded'));
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(getComputedStyle(img).opacity).toBe('1'));
  },
});

export const FallbackPictureOnError = meta.story({
  args: { src: BROKEN },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'fallback'));
    const img = canvas.getByRole('img', { name: text('common:tabbar.activity') }) as HTMLImageElement;
    await expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE_SRC);
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(img.naturalWidth).toBeGreaterThan(0));
  },
});

export const NothingLoads = meta.story({
  args: { src: BROKEN, fallbackSrc: BROKEN },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'failed'));
    await expect(canvas.getByRole('img', { name: text('common:tabbar.activity') })).not.toContainElement(picture(canvasElement));
    await expect(frame(canvasElement)).toHaveTextContent(text('layout:image.unavailable'));
  },
});

export const Decorative = meta.story({
  args: { decorative: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(picture(canvasElement)).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});

/** Browsers without native lazy loading: the picture is requested only when it scrolls near the viewport. */
export const ObserverWhereNativeIsMissing = meta.story({
  args: { pushDown: 2400 },
  beforeEach: () => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'loading');
    Reflect.deleteProperty(HTMLImageElement.prototype, 'loading');
    return () => {
      if (descriptor) Object.defineProperty(HTMLImageElement.prototype, 'loading', descriptor);
    };
  },
  play: async ({ canvasElement, args }) => {
    await expect('loading' in HTMLImageElement.prototype).toBe(false);
    const img = picture(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(img).not.toHaveAttribute('src');
    await expect(frame(canvasElement)).toHaveAttribute('data-status', 'loading');

    frame(canvasElement).scrollIntoView();
    await waitFor(() => expect(img).toHaveAttribute('src', PICTURE));
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'loaded'));
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('img', { name: text('common:tabbar.activity') })).toBe(img);
  },
});
