import { Svg } from '@/shared/ui/icons/Svg';
import type { TabIconProps } from '@/shared/ui/icons/tab/TabIcons';

/** The live tab: a screen with a play mark; filled while active, like the other tab icons. */
export function LiveTabIcon({ active = false, ...props }: TabIconProps) {
  return (
    <Svg data-active={active} {...props}>
      <rect x="3" y="5" width="18" height="13" rx="2" fill={active ? 'currentColor' : 'none'} />
      <path d="M10 9.2v5.6l4.6-2.8z" fill={active ? 'var(--color-surface, #ffffff)' : 'currentColor'} stroke="none" />
      <path d="M8 21h8" />
    </Svg>
  );
}
