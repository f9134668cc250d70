// Every contract case of the wallet, in the order they are written to the main API pact.
import type { ContractCase } from '../support/contract-case';
import { depositCatalogueCases } from './deposits';
import { depositOrderCases } from './deposits-orders';
import { gameWalletCases } from './game-wallets';
import { transactionRecordCases } from './transaction-records';
import { withdrawCases } from './withdrawals';

export const walletCases: ContractCase[] = [...depositCatalogueCases, ...depositOrderCases, ...withdrawCases, ...gameWalletCases, ...transactionRecordCases];
