import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { VIP_LEVELS } from '@/shared/ui/icons/icon-data';
import { useIconNames } from '@/shared/ui/icons/use-icon-names';
import { VipBadge } from '@/shared/ui/icons/vip/VipBadge';
import { VipLevelIcon } from '@/shared/ui/icons/vip/VipLevelIcon';
import { text } from '../../support/text';
import { expectGallery, IconGallery } from './gallery';

/** VIP levels 0-11: the badge set or the level icon set. */
function VipIconSet({ kind }: { kind: 'badge' | 'level' }) {
  const names = useIconNames();
  return (
    <IconGallery
      label="vip-icons"
      items={VIP_LEVELS.map((level) => {
        const name = kind === 'badge' ? names.vipBadge(level) : names.vipLevel(level);
        const icon = kind === 'badge' ? <VipBadge level={level} title={name} /> : <VipLevelIcon level={level} title={name} />;
        return { key: level, name, icon };
      })}
    />
  );
}

const meta = preview.meta({
  title: 'UI/Icons/VIP icons',
  component: VipIconSet,
  parameters: { layout: 'padded' },
});

const expected = (key: 'vip.badge' | 'vip.levelIcon') =>
  VIP_LEVELS.map((level) => text(`icons:${key}`, { level, name: text(`icons:vip.level.${level}`) }));

const TIERS = ['entry', 'bronze', 'bronze', 'bronze', 'silver', 'silver', 'silver', 'gold', 'gold', 'gold', 'diamond', 'diamond'];

export const Badges = meta.story({
  args: { kind: 'badge' },
  play: async ({ canvas }) => {
    const { images } = await expectGallery(canvas, 'vip-icons', 12, expected('vip.badge'));
    await expect(images.map((image) => image.dataset.tier)).toEqual(TIERS);
    await expect(images.map((image) => image.querySelector('text')?.textContent)).toEqual(VIP_LEVELS.map(String));
  },
});

export const LevelIcons = meta.story({
  args: { kind: 'level' },
  play: async ({ canvas }) => {
    const { images } = await expectGallery(canvas, 'vip-icons', 12, expected('vip.levelIcon'));
    await expect(images.map((image) => image.dataset.vipLevel)).toEqual(VIP_LEVELS.map(String));
  },
});
