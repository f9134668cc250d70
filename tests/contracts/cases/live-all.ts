// Every contract case of the live streams (designed calls), in the order they are written to the main API's pact.
import type { ContractCase } from '../support/contract-case';
import { anchorsCases } from './anchors';
import { liveNewsCases } from './live-news';
import { mastersCases } from './masters';
import { roomChatCases } from './room-chat';
import { roomsCases } from './rooms';
import { subGamesCases } from './sub-games';

export const liveCases: ContractCase[] = [...roomsCases, ...roomChatCases, ...anchorsCases, ...mastersCases, ...subGamesCases, ...liveNewsCases];
