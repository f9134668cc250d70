import preview from '../../../.storybook/preview';
import { Suspense } from 'react';
import { expect } from 'storybook/test';
import { UI_ICONS } from '@/shared/ui/icons/icon-keys';
import { iconRegistry } from '@/shared/ui/icons/icon-registry';
import { useIconNames } from '@/shared/ui/icons/use-icon-names';
import { text } from '../../support/text';
import { expectGallery, IconGallery } from './gallery';

/** The common interface icons, loaded through the registry (each set file on demand). */
function UiIconSet() {
  const names = useIconNames();
  return (
    <Suspense fallback={null}>
      <IconGallery
        label="ui-icons"
        items={UI_ICONS.map(([name, key]) => {
          const Icon = iconRegistry[name];
          return { key: name, name: names.ui(key), icon: <Icon size={28} title={names.ui(key)} /> };
        })}
      />
    </Suspense>
  );
}

const meta = preview.meta({
  title: 'UI/Icons/Interface icons',
  component: UiIconSet,
  parameters: { layout: 'padded' },
});

export const AllInterfaceIcons = meta.story({
  play: async ({ canvas }) => {
    const { list, images } = await expectGallery(canvas, 'ui-icons', 25, UI_ICONS.map(([, key]) => text(`icons:ui.${key}`)));
    // Line icons take the text colour.
    const first = images[0] as Element;
    await expect(getComputedStyle(first).stroke).toBe(getComputedStyle(list).color);
  },
});
