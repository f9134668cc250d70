// Main API contract case of a live room's recent chat (designed call): the lines a player sees on entering, the
// anchor's shared bets among them, system notices, and who is muted. Live chat itself goes over the live socket.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { getRoomChatHistory } from '@/shared/api/generated/main/room-chat/room-chat';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { STATE } from '../support/states';
import { accountCase } from './account-case';

const TIME = M.integer(1_795_892_662_500);
const ENTRY = { entryId: M.like('7001-718357066'), roomId: 7001, time: TIME };

export const roomChatCases: ContractCase[] = [
  accountCase({
    name: 'room chat history gives the recent lines with the rules notice, members’ texts and the anchor’s shared bets',
    state: STATE.roomsOnAir,
    description: 'a request for the recent chat of live room 7001 by a guest',
    method: 'GET',
    path: '/api/live/chat/history',
    query: { roomId: '7001' },
    as: null,
    response: mainSuccess({
      entries: M.arrayContaining(
        { ...ENTRY, kind: 'notice', noticeType: M.regex('^(system|muted|ended)$', 'system'), text: M.like('Hãy bình luận văn minh.') },
        {
          ...ENTRY,
          kind: 'text',
          user: { userId: M.integer(20_123), nickName: M.like('tuan_k'), vipLevel: M.integer(3), role: M.regex('^(member|anchor|moderator)$', 'member') },
          text: M.like('Vào rồi!!'),
        },
        {
          ...ENTRY,
          kind: 'sharedBet',
          user: { userId: M.integer(301), nickName: M.like('Minh Anh'), vipLevel: M.integer(0), role: 'anchor' },
          selection: {
            matchId: M.integer(912001),
            sportId: M.integer(1),
            marketId: M.integer(5_100_001),
            marketType: M.integer(1000),
            optionType: M.integer(1),
            odds: M.number(1.92),
            matchName: M.like('Thanh Hoa Youth - Binh Duong Stars'),
            marketName: M.like('Kèo chấp'),
            optionName: M.like('Thanh Hoa Youth -0.5'),
          },
        },
      ),
      mutedUserIds: M.eachLike(M.integer(29_096), 0),
    }),
    check: async () => {
      const entries = (await getRoomChatHistory({ roomId: 7001 })).data?.entries ?? [];
      expect(entries.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['notice', 'text', 'sharedBet']));
    },
  }),
];
