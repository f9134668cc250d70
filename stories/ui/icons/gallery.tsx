import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import type { Canvas } from '../../support/play';

/** Shows a set of icons as a labelled list, each with its name as a caption. */
export function IconGallery({ label, items }: { label: string; items: Array<{ key: string | number; name: string; icon: ReactNode }> }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 16, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 12 }}>
      {items.map((item) => (
        <li key={item.key} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12, textAlign: 'center', color: 'var(--color-text)' }}>
          {item.icon}
          <span aria-hidden="true">{item.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** The accessible names of the images in a list, in order. */
function imageNames(list: HTMLElement): string[] {
  return [...list.querySelectorAll('svg[role="img"]')].map((svg) => {
    const id = svg.getAttribute('aria-labelledby');
    return (id ? list.ownerDocument.getElementById(id)?.textContent : svg.getAttribute('aria-label')) ?? '';
  });
}

/**
 * Waits for the gallery named `label`, checks that it shows `count` images named `names` in order, and returns
 * the list and its images for the story's own checks.
 */
export async function expectGallery(canvas: Canvas, label: string, count: number, names: string[]) {
  const list = await canvas.findByRole('list', { name: label });
  const images = canvas.getAllByRole('img');
  await expect(images).toHaveLength(count);
  await expect(imageNames(list)).toEqual(names);
  return { list, images };
}
