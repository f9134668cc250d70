// What the three VIP experience screens' stories check the same way.
import { expect } from 'storybook/test';
import type { Canvas } from '../../../support/play';
import { text } from '../../../support/text';

/** The page's content: its title, what is included and the level that unlocks it. */
export async function showsExperience(canvas: Canvas, name: 'hostess' | 'model' | 'yacht', level: number): Promise<void> {
  await expect(await canvas.findByRole('heading', { name: text(`vip-services:experience.${name}.title`), level: 2 })).toBeVisible();
  await expect(canvas.getByText(text(`vip-services:experience.${name}.h1`))).toBeVisible();
  await expect(await canvas.findByText(text('vip-services:page.unlocksAt', { level }))).toBeVisible();
}
