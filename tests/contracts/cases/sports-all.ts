// Every sports provider contract case, in the order they are written to the pact: the match reads, then betting
// (quote, placing, status), the bet records, cash-out and reserve bets.
import type { ContractCase } from '../support/contract-case';
import { sportsCases } from './sports';
import { sportsOrderCases } from './sports-orders';

export const allSportsCases: ContractCase[] = [...sportsCases, ...sportsOrderCases];
