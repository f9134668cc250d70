import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { AccountTabIcon, BetRecordsTabIcon, HomeTabIcon, PromotionsTabIcon, SportsTabIcon } from '@/shared/ui/icons/tab/TabIcons';
import { useIconNames, type TabIconKey } from '@/shared/ui/icons/use-icon-names';
import { text } from '../../support/text';
import { expectGallery, IconGallery } from './gallery';

const TABS: Array<[TabIconKey, typeof HomeTabIcon]> = [
  ['home', HomeTabIcon],
  ['promotions', PromotionsTabIcon],
  ['betRecords', BetRecordsTabIcon],
  ['sports', SportsTabIcon],
  ['account', AccountTabIcon],
];

/** The five tab bar icons, each inactive (outline) and active (filled). */
function TabIconSet() {
  const names = useIconNames();
  return (
    <IconGallery
      label="tab-icons"
      items={TABS.flatMap(([key, Icon]) =>
        [false, true].map((active) => ({ key: `${key}-${active}`, name: names.tab(key), icon: <Icon active={active} size={28} title={names.tab(key)} /> })),
      )}
    />
  );
}

const meta = preview.meta({
  title: 'UI/Icons/Tab bar icons',
  component: TabIconSet,
  parameters: { layout: 'padded' },
});

export const InactiveAndActive = meta.story({
  play: async ({ canvas }) => {
    const { images } = await expectGallery(canvas, 'tab-icons', 10, TABS.flatMap(([key]) => [text(`icons:tab.${key}`), text(`icons:tab.${key}`)]));
    await expect(images.map((image) => image.dataset.active)).toEqual(TABS.flatMap(() => ['false', 'true']));
    // The active icon is filled with the text colour, the inactive one is not filled at all.
    const fills = images.map((image) => getComputedStyle(image.querySelector('g > *') as Element).fill);
    await expect(fills.filter((_, i) => i % 2 === 0).every((fill) => fill === 'none')).toBe(true);
    await expect(fills.filter((_, i) => i % 2 === 1).every((fill) => fill !== 'none')).toBe(true);
  },
});
