// Every sports provider contract case, in the order they are written to the pact: the match reads, then betting
// (quote, placing, status, refusals), the bet records, cash-out and reserve bets.
import type { ContractCase } from '../support/contract-case';
import { sportsCases } from './sports';
import { sportsOrderCases } from './bet-placing';
import { sportsCashOutCases } from './bet-records-cash-out';
import { sportsRecordCases } from './bet-records';
import { sportsOrderRefusalCases } from './bet-placing-refusals';
import { sportsReserveCases } from './bet-placing-reserve';

export const allSportsCases: ContractCase[] = [
  ...sportsCases,
  ...sportsOrderCases,
  ...sportsOrderRefusalCases,
  ...sportsRecordCases,
  ...sportsCashOutCases,
  ...sportsReserveCases,
];
