// The live rooms' video: the committed test stream (mocks/rooms-stream/) served as HLS under /live-stream/{roomId}/.
// The master playlist names both qualities; each quality's playlist is a live window that moves with the mock
// clock from the room's start (rooms-stream-playlist.ts), with EXT-X-ENDLIST once the room has ended; segment n is
// file n mod 4 with its timestamps moved on by the loops before it (rooms-stream-bytes.ts). Not part of the API
// documents: the room call hands out the master playlist's address, as a CDN's would be.
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { liveHub } from '../socket/hub';
import { liveNow } from './rooms-answers';
import { shiftSegment, trackTimescales } from './rooms-stream-bytes';
import { streamFile } from './rooms-stream-files';
import { liveWindow, masterPlaylist, mediaPlaylist, qualityNamed, segmentFile, STREAM } from './rooms-stream-playlist';
import { endRoomAt, roomEndOf, roomStartOf, roomStateOf } from './rooms-state';

const PLAYLIST = { 'content-type': 'application/vnd.apple.mpegurl', 'cache-control': 'no-store' };
const MEDIA = { 'content-type': 'video/mp4', 'cache-control': 'max-age=60' };
const SEGMENT = /^(\d+)\.m4s$/;

/** The room when it streams (or streamed) now, after noting that a player watches it (the stream-ends evening). */
function watchedRoom(roomIdText: string | readonly string[] | undefined) {
  const room = db.liveRooms.findFirst((q) => q.where({ roomId: Number(roomIdText) }));
  if (!room) return undefined;
  const now = liveNow();
  if (roomStateOf(room, now) === 'scheduled') return undefined;
  const endsAfter = liveHub.currentEvening.roomsEndAfterMs;
  if (endsAfter !== undefined && roomEndOf(room.roomId) === undefined && roomStateOf(room, now) === 'live') endRoomAt(room.roomId, now + endsAfter);
  return room;
}

const notFound = () => new HttpResponse(null, { status: 404 });

export const STREAM_PATHS = {
  master: '*/live-stream/:roomId/master.m3u8',
  media: '*/live-stream/:roomId/:quality/index.m3u8',
  file: '*/live-stream/:roomId/:quality/:file',
} as const;

export const roomsStreamHandlers = [
  http.get(STREAM_PATHS.master, ({ params }) => (watchedRoom(params.roomId) ? new HttpResponse(masterPlaylist(), { headers: PLAYLIST }) : notFound())),

  http.get(STREAM_PATHS.media, ({ params }) => {
    const room = watchedRoom(params.roomId);
    if (!room || !qualityNamed(String(params.quality))) return notFound();
    const now = liveNow();
    const ended = roomStateOf(room, now) === 'ended';
    const window = liveWindow(now, roomStartOf(room), ended ? Math.min(roomEndOf(room.roomId) ?? now, now) : undefined);
    return new HttpResponse(mediaPlaylist(window), { headers: PLAYLIST });
  }),

  http.get(STREAM_PATHS.file, async ({ params }) => {
    const quality = String(params.quality);
    const file = String(params.file);
    if (!qualityNamed(quality) || !db.liveRooms.findFirst((q) => q.where({ roomId: Number(params.roomId) }))) return notFound();
    if (file === 'init.mp4') return new HttpResponse(await streamFile(quality, 'init.mp4'), { headers: MEDIA });
    const found = SEGMENT.exec(file);
    if (!found) return notFound();
    const sequence = Number(found[1]);
    const { file: index, loops } = segmentFile(sequence);
    const [init, segment] = await Promise.all([streamFile(quality, 'init.mp4'), streamFile(quality, `${index}.m4s`)]);
    const bytes = shiftSegment(segment, { loops, loopSeconds: STREAM.loopSeconds, sequence, timescales: trackTimescales(init) });
    return new HttpResponse(bytes, { headers: MEDIA });
  }),
];
