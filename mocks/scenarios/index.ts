// The scenario catalogue: named error and edge states layered on top of the base handlers.
import { accountScenarios } from './account';
import { bettingScenarios } from './betting';
import { campaignScenarios } from './campaigns';
import { gameTypeScenarios } from './game-types';
import { lobbyScenarios } from './game-lobby';
import { overlayScenarios } from './overlays';
import { withdrawalOpenOrderScenarios } from './withdrawals-open-order';
import { depositScenarios } from './deposits';
import { withdrawScenarios } from './withdrawals';
import { sessionScenarios } from './session';
import { siteScenarios } from './site';
import { sportsScenarios } from './sports';
import { referralDrawScenarios } from './referral-draw';
import { referralScenarios } from './referrals';
import { roomChatScenarios } from './room-chat';
import { roomsScenarios } from './rooms';
import { saferGamblingScenarios } from './safer-gambling';
import { defineScenario, type Scenario } from './types';
import { vipLevelScenarios } from './vip-levels';

export type { CoveredCase, Scenario } from './types';

export const scenarios: readonly Scenario[] = [
  defineScenario('default', 'The happy path: base handlers only.', [], () => []),
  ...sessionScenarios,
  ...siteScenarios,
  ...sportsScenarios,
  ...bettingScenarios,
  ...gameTypeScenarios,
  ...lobbyScenarios,
  ...overlayScenarios,
  ...withdrawalOpenOrderScenarios,
  ...depositScenarios,
  ...withdrawScenarios,
  ...accountScenarios,
  ...vipLevelScenarios,
  ...referralScenarios,
  ...referralDrawScenarios,
  ...campaignScenarios,
  ...roomsScenarios,
  ...roomChatScenarios,
  ...saferGamblingScenarios,
];

export function findScenario(name: string): Scenario | undefined {
  return scenarios.find((s) => s.name === name);
}

/** The scenario named in a URL query (`?scenario=<name>`), if it exists. */
export function scenarioFromSearch(search: string): Scenario | undefined {
  const name = new URLSearchParams(search).get('scenario');
  return name ? findScenario(name) : undefined;
}
