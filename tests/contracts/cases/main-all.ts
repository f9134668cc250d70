// Every contract case of the main API, in the order they are written to its pact (consumer tests and the provider
// verification both write it from this list).
import type { ContractCase } from '../support/contract-case';
import { accountCases } from './account-all';
import { campaignCases } from './campaigns';
import { walletCases } from './wallet-all';
import { gameLobbyCases } from './game-lobby';
import { luckyWheelCases } from './lucky-wheel';
import { liveCases } from './live-all';
import { mainAuthCases } from './main-auth';
import { mainSiteCases } from './main-site';
import { matchRewardCases } from './match-rewards';
import { rewardCases } from './welfare';
import { myBetCases } from './bet-records-sums';
import { saferGamblingCases } from './safer-gambling';

export const mainApiCases: ContractCase[] = [...mainAuthCases, ...mainSiteCases, ...accountCases, ...myBetCases, ...walletCases, ...gameLobbyCases, ...campaignCases, ...luckyWheelCases, ...matchRewardCases, ...rewardCases, ...liveCases, ...saferGamblingCases];
