import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeTimes, fragmentNumber, shiftSegment, trackTimescales } from './rooms-stream-bytes';
import { liveWindow, mediaPlaylist, segmentFile, STREAM } from './rooms-stream-playlist';

const read = (path: string) => new Uint8Array(readFileSync(new URL(`../rooms-stream/${path}`, `file://${process.cwd()}/mocks/handlers/`)));

describe('the test stream segments', () => {
  const init = read('high/init.mp4');
  const timescales = trackTimescales(init);

  it('reads the tracks of the init segment', () => {
    expect(timescales).toEqual(new Map([[1, 12_800], [2, 48_000]]));
  });

  it('loops seamlessly: the first file of loop k + 1 starts where the last file of loop k ends', () => {
    const first = read('high/0.m4s');
    const last = read('high/3.m4s');
    const loopTicks = (track: number) => BigInt(STREAM.loopSeconds * (timescales.get(track) ?? 0));
    const shifted = shiftSegment(first, { loops: 1, loopSeconds: STREAM.loopSeconds, sequence: 4, timescales });
    for (const track of [1, 2]) expect(decodeTimes(shifted).get(track)).toBe((decodeTimes(first).get(track) ?? 0n) + loopTicks(track));
    expect(decodeTimes(last).get(1)).toBe(BigInt(6 * 12_800));
    expect(fragmentNumber(shifted)).toBe(5);
  });

  it('never changes its input', () => {
    const segment = read('low/2.m4s');
    const before = segment.slice();
    shiftSegment(segment, { loops: 3, loopSeconds: 8, sequence: 14, timescales });
    expect(segment).toEqual(before);
  });

  it('maps live sequence numbers onto the files in turn', () => {
    expect([0, 1, 3, 4, 9].map(segmentFile)).toEqual([
      { file: 0, loops: 0 },
      { file: 1, loops: 0 },
      { file: 3, loops: 0 },
      { file: 0, loops: 1 },
      { file: 1, loops: 2 },
    ]);
  });
});

describe('the live window', () => {
  it('lists the last five complete segments and moves every two seconds', () => {
    expect(liveWindow(60_000, 0)).toEqual({ first: 25, last: 29, ended: false });
    expect(liveWindow(61_999, 0)).toEqual({ first: 25, last: 29, ended: false });
    expect(liveWindow(62_000, 0)).toEqual({ first: 26, last: 30, ended: false });
    expect(liveWindow(3_000, 0)).toEqual({ first: 0, last: 0, ended: false });
  });

  it('stops at the end and says so', () => {
    const window = liveWindow(90_000, 0, 61_000);
    expect(window).toEqual({ first: 25, last: 29, ended: true });
    expect(mediaPlaylist(window)).toMatch(/#EXT-X-MEDIA-SEQUENCE:25\n[\s\S]*29\.m4s\n#EXT-X-ENDLIST\n$/);
  });
});
