// Every sports provider contract case, in the order they are written to the pact: the match reads, then betting
// (quote, placing, status, refusals), the bet records, cash-out and reserve bets.
import type { ContractCase } from '../support/contract-case';
import { sportsCases } from './sports';
import { sportsOrderCases } from './sports-orders';
import { sportsCashOutCases } from './sports-orders-cash-out';
import { sportsRecordCases } from './sports-orders-records';
import { sportsOrderRefusalCases } from './sports-orders-refusals';
import { sportsReserveCases } from './sports-orders-reserve';

export const allSportsCases: ContractCase[] = [
  ...sportsCases,
  ...sportsOrderCases,
  ...sportsOrderRefusalCases,
  ...sportsRecordCases,
  ...sportsCashOutCases,
  ...sportsReserveCases,
];
