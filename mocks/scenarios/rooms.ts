// Scenarios of the live rooms: the live feature switched off for everyone, a stream that ends while watched, and a
// stream that cannot be played.
import { http, HttpResponse } from 'msw';
import { STREAM_PATHS } from '../handlers/rooms-stream';
import { overlayScenarios } from './overlays';
import { defineScenario } from './types';

/** How long a room's stream plays in `stream-ends` before the anchor stops. */
export const STREAM_ENDS_AFTER_MS = 8_000;

const liveHidden = overlayScenarios.find((scenario) => scenario.name === 'live-hidden');

export const roomsScenarios = [
  defineScenario(
    'live-off',
    'liveManageStatus is 1 for members and guests: no live tab, and every live route goes home.',
    [],
    () => liveHidden?.handlers ?? [],
  ),
  defineScenario(
    'stream-ends',
    `A live room's stream ends ${STREAM_ENDS_AFTER_MS / 1000} s after a player starts watching it (the playlist ends, the room and its chat say so).`,
    [],
    () => [],
    { roomsEndAfterMs: STREAM_ENDS_AFTER_MS },
  ),
  defineScenario('stream-broken', 'Every room stream answers 503: the player shows its error with a retry.', [], () =>
    Object.values(STREAM_PATHS).map((path) => http.get(path, () => new HttpResponse(null, { status: 503 }))),
  ),
];
