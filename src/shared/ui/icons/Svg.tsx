import { useId, type ReactNode, type SVGProps } from 'react';

/** Props every icon takes. Without a `title` an icon is decorative and hidden from assistive technology. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'title'> {
  /** The accessible name; omit it when text next to the icon already says what it means. */
  title?: string;
  /** Width and height, in px (number) or any CSS length. */
  size?: number | string;
}

interface SvgProps extends IconProps {
  /** 24 for line icons, 48 for badges and avatars. */
  grid?: 24 | 48;
  /** Line icons stroke with the current text colour; filled artwork sets its own colours. */
  look?: 'line' | 'art';
  children: ReactNode;
}

/**
 * The frame of every icon: a square viewBox, currentColor strokes for line icons, and either a name
 * (role img, labelled by its <title>) or aria-hidden when decorative.
 */
export function Svg({ title, size = 24, grid = 24, look = 'line', children, ...rest }: SvgProps) {
  const titleId = useId();
  const lineProps =
    look === 'line'
      ? { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const }
      : {};
  const a11y = title
    ? { role: 'img', 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${grid} ${grid}`} width={size} height={size} {...lineProps} {...a11y} {...rest}>
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}
