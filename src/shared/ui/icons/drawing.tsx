import { createElement, Fragment, type ReactElement } from 'react';
import { Svg, type IconProps } from './Svg';

/** One part of a drawing: path data (drawn as a `<path>`) or an element for any other shape. */
export type Stroke = string | ReactElement;

/** A drawing from its parts, in order: each string becomes `<path d="...">`, elements are drawn as given. */
export function drawing(...strokes: Stroke[]): ReactElement {
  return createElement(Fragment, null, ...strokes.map((stroke) => (typeof stroke === 'string' ? <path d={stroke} /> : stroke)));
}

/** The 18-unit circle centred on the 24 grid: the outline of balls and of the round status icons. */
export const RING = <circle cx="12" cy="12" r="9" />;

/**
 * A line icon (24 grid, currentColor strokes, see Svg) of the given drawing. The drawing is built once; every
 * render only wraps it in the icon frame with the caller's size, title and attributes.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lineIcon(...strokes: Stroke[]): (props: IconProps) => ReactElement {
  const art = drawing(...strokes);
  return function LineIcon(props: IconProps) {
    return <Svg {...props}>{art}</Svg>;
  };
}
