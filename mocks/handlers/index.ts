// The base (happy-path) handlers of the mock backend. Error and edge cases are scenarios (mocks/scenarios).
import type { AnyHandler, HttpHandler } from 'msw';
import { liveSocketHandler } from '../socket/ws-handler';
import { accountHandlers } from './account-handlers';
import { addressHandlers } from './addresses';
import { authLoginHandlers } from './auth-login';
import { countryHandlers } from './countries';
import { errorLogHandlers } from './error-logs';
import { verificationCodeHandlers } from './verification-codes';
import { authPasswordResetHandlers } from './auth-password-reset';
import { authRegisterHandlers } from './auth-register';
import { businessAgentHandlers } from './business-agent';
import { campaignHandlers } from './campaigns';
import { cashbackHandlers } from './campaigns-cashback';
import { campaignClaimHandlers } from './campaigns-claim';
import { rankingHandlers } from './campaigns-rankings';
import { customerServiceHandlers } from './customer-service';
import { depositHandlers } from './deposits';
import { gameTypeHandlers } from './game-types';
import { letterCountHandlers } from './letters-count';
import { luckyWheelHandlers } from './lucky-wheel';
import { matchRewardHandlers } from './match-rewards';
import { lobbyHandlers } from './game-lobby';
import { depositLookupHandlers } from './deposits-lookups';
import { withdrawalLookupHandlers } from './withdrawals-lookups';
import { fundsCollectHandlers } from './game-wallets';
import { fundsRecordHandlers } from './transaction-records';
import { memberHandlers } from './member';
import { pictureHandlers } from './pictures';
import { myBetHandlers } from './bet-records-sums';
import { sportLanguageHandlers } from './sport-language';
import { sportsHandlers } from './sports';
import { sportsBulletinHandlers } from './sports-bulletins';
import { sportsCashOutHandlers } from './bet-records-cash-out';
import { sportsMatchHandlers } from './sports-matches';
import { sportsMerchantHandlers } from './sports-merchant';
import { sportsOrderHandlers } from './bet-placing';
import { sportsReserveHandlers } from './bet-placing-reserve';
import { sportsResultHandlers } from './sports-results';
import { tutorialHandlers } from './tutorial';
import { puzzleHandlers } from './verification-puzzle';
import { rewardHandlers } from './welfare';
import { withdrawHandlers } from './withdrawals';
import { referralDrawHandlers } from './referral-draw';
import { referralHandlers } from './referrals';
import { vipLevelHandlers } from './vip-levels';
import { vipServiceHandlers } from './vip-services';
import { anchorsHandlers } from './anchors';
import { liveNewsHandlers } from './live-news';
import { mastersHandlers } from './masters';
import { roomChatHandlers } from './room-chat';
import { roomsHandlers } from './rooms';
import { roomsStreamHandlers } from './rooms-stream';
import { subGamesHandlers } from './sub-games';
import { saferGamblingHandlers } from './safer-gambling';

/** Every HTTP handler (main API and sports provider). */
export const httpHandlers: HttpHandler[] = [
  ...authLoginHandlers,
  ...authRegisterHandlers,
  ...verificationCodeHandlers,
  ...countryHandlers,
  ...errorLogHandlers,
  ...authPasswordResetHandlers,
  ...puzzleHandlers,
  ...memberHandlers,
  ...sportsHandlers,
  ...sportsMatchHandlers,
  ...sportsResultHandlers,
  ...sportLanguageHandlers,
  ...sportsOrderHandlers,
  ...sportsCashOutHandlers,
  ...sportsReserveHandlers,
  ...myBetHandlers,
  ...sportsBulletinHandlers,
  ...sportsMerchantHandlers,
  ...gameTypeHandlers,
  ...lobbyHandlers,
  ...tutorialHandlers,
  ...customerServiceHandlers,
  ...letterCountHandlers,
  ...accountHandlers,
  ...depositLookupHandlers,
  ...withdrawalLookupHandlers,
  ...fundsRecordHandlers,
  ...fundsCollectHandlers,
  ...vipLevelHandlers,
  ...vipServiceHandlers,
  ...saferGamblingHandlers,
  ...referralHandlers,
  ...referralDrawHandlers,
  ...depositHandlers,
  ...withdrawHandlers,
  ...addressHandlers,
  ...businessAgentHandlers,
  ...pictureHandlers,
  ...campaignHandlers,
  ...campaignClaimHandlers,
  ...cashbackHandlers,
  ...rankingHandlers,
  ...luckyWheelHandlers,
  ...matchRewardHandlers,
  ...rewardHandlers,
  ...roomsHandlers,
  ...roomsStreamHandlers,
  ...anchorsHandlers,
  ...mastersHandlers,
  ...roomChatHandlers,
  ...subGamesHandlers,
  ...liveNewsHandlers,
];

/** HTTP handlers plus the live-data WebSocket link. */
export const handlers: AnyHandler[] = [...httpHandlers, liveSocketHandler];
