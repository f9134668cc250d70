// Invite programme scenarios. invite-no-friends: the logged-in member has invited nobody (no seeded ties, rewards or
// draws) before their first invite call; a friend registering through their link in the session still counts.
import { db } from '../db';
import { defineScenario } from './types';
import { beforeMemberCalls } from './vip-levels';

export const INVITE_CALLS = '/api/member/invite/';

/** Once per member while the scenario is on: friends registered through the link afterwards still count. */
function forgetFriendsOnce(): (memberId: number) => void {
  const forgotten = new Set<number>();
  return (memberId) => {
    if (forgotten.has(memberId)) return;
    forgotten.add(memberId);
    db.referralTies.deleteMany((q) => q.where({ inviterId: memberId }));
    db.inviteAwards.deleteMany((q) => q.where({ inviterId: memberId }));
    db.inviteDraws.deleteMany((q) => q.where({ memberId }));
  };
}

export const referralScenarios = [
  defineScenario('invite-no-friends', 'The logged-in member has invited nobody yet: no friends, rewards or draws.', [], () => [
    beforeMemberCalls(INVITE_CALLS, forgetFriendsOnce()),
  ]),
];
