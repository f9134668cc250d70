// The HLS playlists of a room's test stream: a master playlist naming the qualities, and per quality a live media
// playlist whose window of segments moves with the mock clock (segment n covers [start + n·2 s, start + (n+1)·2 s)
// of the room's stream). Once the room has ended, the playlist stops at the end and says so (EXT-X-ENDLIST).
import manifest from '../rooms-stream/stream.json';

export type StreamManifest = typeof manifest;
export type StreamQuality = StreamManifest['qualities'][number];
export const STREAM = manifest;

/** How many segments a live playlist lists (10 s: hls.js starts three segments from the live edge). */
export const LIVE_WINDOW_SEGMENTS = 5;

export function qualityNamed(name: string): StreamQuality | undefined {
  return STREAM.qualities.find((quality) => quality.name === name);
}

/** The master playlist: every quality, best first, with paths relative to the master playlist. */
export function masterPlaylist(): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const quality of STREAM.qualities) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${quality.bandwidth},RESOLUTION=${quality.width}x${quality.height},CODECS="${quality.codecs}",NAME="${quality.label}"`,
      `${quality.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface LiveWindow {
  /** The media sequence number of the first listed segment. */
  first: number;
  /** The last listed segment (inclusive); below `first` when nothing is ready yet. */
  last: number;
  ended: boolean;
}

/**
 * The segments a live playlist lists at `now`: the complete ones of the stream that started at `startedAt`, the
 * last LIVE_WINDOW_SEGMENTS of them; after `endedAt`, the ones before the end and no more.
 */
export function liveWindow(now: number, startedAt: number, endedAt?: number): LiveWindow {
  const segmentMs = STREAM.segmentSeconds * 1000;
  const ended = endedAt !== undefined && now >= endedAt;
  const until = ended ? endedAt : now;
  const last = Math.floor(Math.max(0, until - startedAt) / segmentMs) - 1;
  return { first: Math.max(0, last - LIVE_WINDOW_SEGMENTS + 1), last, ended };
}

/** The media playlist of one quality for a window (segment paths relative to the playlist). */
export function mediaPlaylist(window: LiveWindow): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${STREAM.segmentSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.first}`,
    '#EXT-X-MAP:URI="init.mp4"',
  ];
  for (let sequence = window.first; sequence <= window.last; sequence += 1) {
    lines.push(`#EXTINF:${STREAM.segmentSeconds.toFixed(3)},`, `${sequence}.m4s`);
  }
  if (window.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Which committed file plays as segment `sequence`, and after how many whole loops. */
export function segmentFile(sequence: number): { file: number; loops: number } {
  return { file: sequence % STREAM.segmentCount, loops: Math.floor(sequence / STREAM.segmentCount) };
}
