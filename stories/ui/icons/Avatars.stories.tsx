import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Avatar } from '@/shared/ui/icons/avatar/Avatar';
import { AVATAR_IDS } from '@/shared/ui/icons/icon-data';
import { useIconNames } from '@/shared/ui/icons/use-icon-names';
import { text } from '../../support/text';
import { expectGallery, IconGallery } from './gallery';

/** The ten selectable avatars, and what any other id shows. */
function AvatarSet({ size }: { size: number }) {
  const names = useIconNames();
  return (
    <IconGallery
      label="avatars"
      items={[...AVATAR_IDS, 0].map((id) => ({ key: id, name: names.avatar(id), icon: <Avatar id={id} size={size} title={names.avatar(id)} /> }))}
    />
  );
}

const meta = preview.meta({
  title: 'UI/Icons/Avatars',
  component: AvatarSet,
  parameters: { layout: 'padded' },
});

export const AllAvatars = meta.story({
  args: { size: 64 },
  play: async ({ canvas }) => {
    const { images } = await expectGallery(canvas, 'avatars', 11, [...AVATAR_IDS.map((id) => text(`icons:avatar.${id}`)), text('icons:avatar.default')]);
    await expect(images.map((image) => image.dataset.avatar)).toEqual([...AVATAR_IDS.map(String), 'default']);
    await expect(images[0]?.getBoundingClientRect().width).toBe(64);
  },
});

export const Small = meta.story({
  args: { size: 32 },
  play: async ({ canvas }) => {
    const images = await canvas.findAllByRole('img');
    await expect(images).toHaveLength(11);
    await expect(images.every((image) => image.getBoundingClientRect().width === 32)).toBe(true);
  },
});
