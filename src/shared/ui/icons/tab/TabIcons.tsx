import type { ReactNode } from 'react';
import { Svg, type IconProps } from '../Svg';

export interface TabIconProps extends IconProps {
  /** The active tab's icon is filled; the others are outlines. */
  active?: boolean;
}

/** Details on a filled shape are drawn in the surface colour, so they read as cut-outs in both themes. */
const CUT = { stroke: 'var(--color-surface, #ffffff)' };

function TabFrame({ active = false, shape, details, ...props }: TabIconProps & { shape: ReactNode; details?: ReactNode }) {
  return (
    <Svg data-active={active} {...props}>
      <g fill={active ? 'currentColor' : 'none'}>{shape}</g>
      {details ? <g style={active ? CUT : undefined}>{details}</g> : null}
    </Svg>
  );
}

export function HomeTabIcon(props: TabIconProps) {
  return <TabFrame {...props} shape={<path d="M3.5 10.5L12 3.5l8.5 7V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1z" />} />;
}

export function PromotionsTabIcon(props: TabIconProps) {
  return (
    <TabFrame
      {...props}
      shape={<path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.6 8.6a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0z" />}
      details={<path d="M8 6.6a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8zM10.5 15.5l5-5" />}
    />
  );
}

export function BetRecordsTabIcon(props: TabIconProps) {
  return (
    <TabFrame
      {...props}
      shape={<path d="M5.5 3h13v18l-2.2-1.5-2.1 1.5-2.2-1.5-2.2 1.5-2.1-1.5L5.5 21z" />}
      details={<path d="M9 8h6M9 12h6M9 16h3.5" />}
    />
  );
}

export function SportsTabIcon(props: TabIconProps) {
  return (
    <TabFrame
      {...props}
      shape={<circle cx="12" cy="12" r="9" />}
      details={<path d="M12 8.2l3.4 2.5-1.3 4h-4.2l-1.3-4zM12 8.2V3.2M15.4 10.7l4.6-1.5M14.1 14.7l2.8 3.9M9.9 14.7l-2.8 3.9M8.6 10.7L4 9.2" />}
    />
  );
}

export function AccountTabIcon(props: TabIconProps) {
  return <TabFrame {...props} shape={<path d="M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />} />;
}
