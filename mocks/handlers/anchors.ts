// The anchors (designed calls, openapi/main/paths/anchors-designed.yaml): the list, one anchor with bio, schedule
// and past streams, and follow. Whether an anchor is live, and in which room, is read from their rooms at the mock
// clock's now; the follower count adds the members who follow.
import type { AnchorDetailResponse, AnchorFollowResponse, AnchorListResponse, AnchorSummary } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { LiveAnchorRecordType } from '../db/anchors-collections';
import { fail, jsonBody, ok, resultCodes } from './main-envelope';
import { followsAnchor, liveNow, optionalMemberId } from './rooms-answers';
import { roomStartOf, roomStateOf } from './rooms-state';
import { memberRoute, route } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const { codes: AnchorCode, messages: anchorMessages } = resultCodes({
  notFound: [1011000002, { vi: 'Không tìm thấy người dẫn', zh: '找不到该主播', en: 'This anchor does not exist' }],
});

const roomsOf = (anchorId: number) => db.liveRooms.findMany((q) => q.where({ anchorId }));

function anchorSummary(anchor: LiveAnchorRecordType, language: TextLanguage, now: number): AnchorSummary {
  const live = roomsOf(anchor.anchorId).find((room) => roomStateOf(room, now) === 'live');
  return {
    anchorId: anchor.anchorId,
    nickName: anchor.nickName,
    avatar: anchor.avatar,
    followers: anchor.baseFollowers + db.anchorFollows.findMany((q) => q.where({ anchorId: anchor.anchorId })).length,
    live: live !== undefined,
    roomId: live?.roomId ?? null,
    intro: anchor.intros[language],
  };
}

const anchorFail = () => fail(AnchorCode.notFound, anchorMessages[AnchorCode.notFound]);

export const anchorsHandlers = [
  route<never, never, AnchorListResponse>({ api: 'main', method: 'GET', path: '/api/live/anchor/list', auth: false }, ({ request }) => {
    const language = textLanguageOf(request);
    const now = liveNow();
    const anchors = db.liveAnchors
      .all()
      .map((anchor) => anchorSummary(anchor, language, now))
      .sort((a, b) => Number(b.live) - Number(a.live) || b.followers - a.followers || a.anchorId - b.anchorId);
    return ok(anchors);
  }),

  route<never, never, AnchorDetailResponse>({ api: 'main', method: 'GET', path: '/api/live/anchor/detail', auth: false }, ({ request }) => {
    const anchorId = Number(new URL(request.url).searchParams.get('anchorId'));
    const anchor = db.liveAnchors.findFirst((q) => q.where({ anchorId }));
    if (!anchor) return anchorFail();
    const language = textLanguageOf(request);
    const now = liveNow();
    const schedule = roomsOf(anchorId)
      .filter((room) => roomStateOf(room, now) === 'scheduled')
      .map((room) => ({ roomId: room.roomId, title: room.titles[language], startTime: roomStartOf(room), matchId: room.matchId }))
      .sort((a, b) => a.startTime - b.startTime);
    return ok({
      ...anchorSummary(anchor, language, now),
      bio: anchor.bios[language],
      following: followsAnchor(optionalMemberId(request), anchorId),
      schedule,
      pastStreams: anchor.pastStreams.map(({ titles, ...past }) => ({ ...past, title: titles[language] })),
    });
  }),

  memberRoute<never, never, AnchorFollowResponse>({ api: 'main', method: 'POST', path: '/api/live/anchor/follow' }, async ({ request, auth }) => {
    const body = (await jsonBody(request)) as { anchorId?: unknown; follow?: unknown } | undefined;
    const anchorId = Number(body?.anchorId);
    const anchor = db.liveAnchors.findFirst((q) => q.where({ anchorId }));
    if (!anchor) return anchorFail();
    const memberId = auth.member.id;
    const follow = body?.follow === true;
    const following = followsAnchor(memberId, anchorId);
    if (follow && !following) await db.anchorFollows.create({ memberId, anchorId });
    if (!follow && following) db.anchorFollows.deleteMany((q) => q.where({ memberId, anchorId }));
    return ok({ anchorId, following: follow, followers: anchorSummary(anchor, textLanguageOf(request), liveNow()).followers });
  }),
];
