// Where the wheel stops. The wheel is drawn with its prizes clockwise from the top, each in an equal sector; it turns
// clockwise under a fixed pointer at the top. Turned by θ degrees, the pointer shows the point of the wheel at
// (360 − θ) mod 360 degrees clockwise from the wheel's own top.

const FULL = 360;

const mod = (value: number, base: number) => ((value % base) + base) % base;

/** Degrees of one sector of a wheel of `count` prizes. */
export const sectorSize = (count: number): number => FULL / count;

/** The sector (prize index) under the pointer when the wheel has turned `angle` degrees. */
export function sectorAtPointer(angle: number, count: number): number {
  const point = mod(FULL - mod(angle, FULL), FULL);
  return Math.min(count - 1, Math.floor(point / sectorSize(count)));
}

export interface SpinTarget {
  /** The wheel's angle now (degrees, any real number). */
  from: number;
  /** The prize the server chose (its index in wheel order). */
  index: number;
  count: number;
  /** Whole turns before stopping. */
  turns: number;
  /** Where inside the sector the pointer stops, 0-1 (kept away from the edges). */
  within?: number;
}

/** Keeps the stop inside the sector, away from its edges (so the pointer never sits on a line between two prizes). */
const EDGE_MARGIN = 0.15;

/**
 * The angle to turn the wheel to (always ahead of `from`, by at least `turns` whole turns) so that the pointer stops
 * inside the chosen prize's sector.
 */
export function stopAngle({ from, index, count, turns, within = 0.5 }: SpinTarget): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`A wheel needs at least one prize, got ${count}`);
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`Prize ${index} is not on a wheel of ${count}`);
  const inside = EDGE_MARGIN + Math.min(1, Math.max(0, within)) * (1 - 2 * EDGE_MARGIN);
  const point = (index + inside) * sectorSize(count);
  const wanted = mod(FULL - point, FULL);
  return from + Math.max(0, Math.floor(turns)) * FULL + mod(wanted - from, FULL);
}

/** The start and end angles (clockwise from the top) of each sector, for drawing. */
export function sectorBounds(count: number): Array<readonly [start: number, end: number]> {
  return Array.from({ length: count }, (_, index) => [index * sectorSize(count), (index + 1) * sectorSize(count)] as const);
}
