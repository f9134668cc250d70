import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonShape, type SkeletonProps } from '@/shared/ui/skeleton/Skeleton';
import { text } from '../support/text';

const meta = preview.meta({
  title: 'UI/Skeleton',
  component: Skeleton,
});

const containerOf = (root: HTMLElement) => {
  const container = root.querySelector<HTMLElement>('[data-skeleton]');
  if (!container) throw new globalThis.Error('No skeleton');
  return container;
};
const shapesOf = (root: HTMLElement, shape?: string) => [...root.querySelectorAll<HTMLElement>(shape ? `[data-shape="${shape}"]` : '[data-shape]')];

/** Three text rows, the last shorter; busy for assistive technology, which hears "Loading...". */
export const Rows = meta.story({
  play: async ({ canvasElement }) => {
    const container = containerOf(canvasElement);
    await expect(container).toHaveAttribute('aria-busy', 'true');
    await expect(container).toHaveTextContent(text('common:common.loading'));
    const rows = shapesOf(canvasElement, 'text');
    await expect(rows).toHaveLength(3);
    for (const row of rows) await expect(row).toHaveAttribute('aria-hidden', 'true');
    const last = rows[2]?.getBoundingClientRect().width ?? 0;
    await expect(last).toBeLessThan((rows[0]?.getBoundingClientRect().width ?? 0) * 0.7);
  },
});

/** A list row: round avatar beside two lines, with its own spoken label. */
export const WithAvatar = meta.story({
  args: { avatar: true, rows: 2 } satisfies SkeletonProps,
  // The label is translated at render time: story args are built when the file loads, before the messages are.
  render: (args) => <Skeleton {...args} label={text('common:tabbar.account')} />,
  play: async ({ canvasElement }) => {
    await expect(containerOf(canvasElement)).toHaveTextContent(text('common:tabbar.account'));
    const [avatar] = shapesOf(canvasElement, 'circle');
    await expect(avatar).toBeDefined();
    const box = avatar?.getBoundingClientRect();
    await expect(box?.width).toBe(44);
    await expect(box?.height).toBe(44);
    await expect(getComputedStyle(avatar as HTMLElement).borderRadius).toBe('50%');
    await expect(shapesOf(canvasElement, 'text')).toHaveLength(2);
  },
});

/** A custom layout (banner image, title, meta line) from SkeletonShape. */
export const CustomShapes = meta.story({
  args: {
    children: (
      <>
        <SkeletonShape shape="rect" height={120} />
        <SkeletonShape width="70%" />
        <SkeletonShape width={96} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const [banner] = shapesOf(canvasElement, 'rect');
    await expect(banner?.getBoundingClientRect().height).toBe(120);
    await expect(shapesOf(canvasElement, 'text')[1]?.getBoundingClientRect().width).toBe(96);
    await expect(containerOf(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
});

/** The shimmer runs when the player has not asked for reduced motion (the test browser has not). */
export const Shimmers = meta.story({
  play: async ({ canvasElement }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const [row] = shapesOf(canvasElement, 'text');
    await expect(getComputedStyle(row as HTMLElement).animationName === 'none').toBe(reduced);
  },
});
