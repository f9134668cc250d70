// Rewrites the timestamps of the test stream's fragmented-MP4 segments (mocks/rooms-stream/) so an 8-second loop
// plays as one endless live stream: segment n of the live playlist is file n mod 4, with every decode time moved on
// by the loops played before it (tfdt and sidx) and its fragment number set to n + 1 (mfhd). Pure: bytes in, bytes
// out; the input is never changed.

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after the size and type, and the large size when there is one). */
  body: number;
  end: number;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf', 'mvex']);

function childBoxes(view: DataView, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7));
    let body = at + 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < 8 || at + size > end) throw new Error(`Broken MP4 box ${type} at ${at}`);
    boxes.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return boxes;
}

function walk(view: DataView, start: number, end: number, visit: (box: Box, path: readonly string[]) => void, path: string[] = []): void {
  for (const box of childBoxes(view, start, end)) {
    visit(box, path);
    if (CONTAINERS.has(box.type)) walk(view, box.body, box.end, visit, [...path, box.type]);
  }
}

/** The timescale of every track of an init segment, by track id. */
export function trackTimescales(init: Uint8Array): Map<number, number> {
  const view = new DataView(init.buffer, init.byteOffset, init.byteLength);
  const timescales = new Map<number, number>();
  let trackId = 0;
  walk(view, 0, view.byteLength, (box) => {
    const version = view.getUint8(box.body);
    if (box.type === 'tkhd') trackId = view.getUint32(box.body + (version === 1 ? 20 : 12));
    if (box.type === 'mdhd') timescales.set(trackId, view.getUint32(box.body + (version === 1 ? 20 : 12)));
  });
  return timescales;
}

export interface SegmentShift {
  /** How many whole loops were played before this segment. */
  loops: number;
  loopSeconds: number;
  /** The segment's number in the live stream (its media sequence number). */
  sequence: number;
  /** Track timescales from the init segment. */
  timescales: ReadonlyMap<number, number>;
}

/** Adds `ticks` to the unsigned time field at `at` (32 or 64 bits). */
function addTime(view: DataView, at: number, wide: boolean, ticks: bigint): void {
  if (wide) view.setBigUint64(at, view.getBigUint64(at) + ticks);
  else view.setUint32(at, Number((BigInt(view.getUint32(at)) + ticks) % 2n ** 32n));
}

/** A copy of the segment with its decode times moved on by `loops` loops and its fragment number set. */
export function shiftSegment(segment: Uint8Array, { loops, loopSeconds, sequence, timescales }: SegmentShift): Uint8Array {
  const copy = segment.slice();
  const view = new DataView(copy.buffer, copy.byteOffset, copy.byteLength);
  const shift = (timescale: number) => BigInt(loops) * BigInt(loopSeconds) * BigInt(timescale);
  let trackId = 0;
  walk(view, 0, view.byteLength, (box) => {
    const version = view.getUint8(box.body);
    switch (box.type) {
      case 'sidx': {
        // version, flags, reference_ID, timescale, earliest_presentation_time
        const timescale = view.getUint32(box.body + 8);
        addTime(view, box.body + 12, version === 1, shift(timescale));
        break;
      }
      case 'mfhd':
        view.setUint32(box.body + 4, sequence + 1);
        break;
      case 'tfhd':
        trackId = view.getUint32(box.body + 4);
        break;
      case 'tfdt': {
        const timescale = timescales.get(trackId);
        if (timescale === undefined) throw new Error(`No timescale for track ${trackId}`);
        addTime(view, box.body + 4, version === 1, shift(timescale));
        break;
      }
      default:
        break;
    }
  });
  return copy;
}

/** The decode time (tfdt) of every track of a segment, by track id: for tests and tools. */
export function decodeTimes(segment: Uint8Array): Map<number, bigint> {
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const times = new Map<number, bigint>();
  let trackId = 0;
  walk(view, 0, view.byteLength, (box) => {
    if (box.type === 'tfhd') trackId = view.getUint32(box.body + 4);
    if (box.type === 'tfdt') {
      const wide = view.getUint8(box.body) === 1;
      times.set(trackId, wide ? view.getBigUint64(box.body + 4) : BigInt(view.getUint32(box.body + 4)));
    }
  });
  return times;
}

/** The fragment number (mfhd) of a segment. */
export function fragmentNumber(segment: Uint8Array): number {
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  let number = -1;
  walk(view, 0, view.byteLength, (box) => {
    if (box.type === 'mfhd') number = view.getUint32(box.body + 4);
  });
  return number;
}
