import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { SPORT_IDS } from '@/shared/ui/icons/icon-data';
import { SportIcon } from '@/shared/ui/icons/sport/SportIcon';
import { useIconNames } from '@/shared/ui/icons/use-icon-names';
import { text } from '../../support/text';
import { expectGallery, IconGallery } from './gallery';

const UNKNOWN_ID = 999;

/** Every sport of SPEC.md section 2 in one set, plus the generic ball an unknown id falls back to. */
function SportIconSet({ active }: { active: boolean }) {
  const names = useIconNames();
  const ids = [...SPORT_IDS, UNKNOWN_ID];
  return (
    <IconGallery
      label="sport-icons"
      items={ids.map((id) => ({ key: id, name: names.sport(id), icon: <SportIcon sportId={id} active={active} size={36} title={names.sport(id)} /> }))}
    />
  );
}

const meta = preview.meta({
  title: 'UI/Icons/Sport icons',
  component: SportIconSet,
  parameters: { layout: 'padded' },
});

const expectedNames = () => [...SPORT_IDS.map((id) => text(`icons:sport.${id}`)), text('icons:sport.other')];

export const Inactive = meta.story({
  args: { active: false },
  play: async ({ canvas }) => {
    const { list, images } = await expectGallery(canvas, 'sport-icons', 17, expectedNames());
    await expect(images.every((image) => image.dataset.active === 'false')).toBe(true);
    await expect(images.at(-1)).toHaveAttribute('data-sport', 'other');
    // Outline set: no filled disc behind the drawing.
    await expect(list.querySelectorAll('svg > circle[fill]')).toHaveLength(0);
  },
});

export const Active = meta.story({
  args: { active: true },
  play: async ({ canvas }) => {
    const { list, images } = await expectGallery(canvas, 'sport-icons', 17, expectedNames());
    await expect(images.every((image) => image.dataset.active === 'true')).toBe(true);
    // Filled set: each icon sits on its sport's colour disc, and the sports have different colours.
    const discs = [...list.querySelectorAll('svg > circle[fill]')].map((disc) => disc.getAttribute('fill'));
    await expect(discs).toHaveLength(17);
    await expect(new Set(discs.slice(0, 16)).size).toBe(16);
  },
});
