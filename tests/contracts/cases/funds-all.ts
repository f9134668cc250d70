// Every contract case of the wallet, in the order they are written to the main API pact.
import type { ContractCase } from '../support/contract-case';
import { depositCatalogueCases } from './funds-deposit';
import { depositOrderCases } from './funds-deposit-orders';
import { walletCases } from './funds-wallet';
import { withdrawCases } from './funds-withdraw';

export const fundsCases: ContractCase[] = [...depositCatalogueCases, ...depositOrderCases, ...withdrawCases, ...walletCases];
