// Every contract case of the main API, in the order they are written to its pact (consumer tests and the provider
// verification both write it from this list).
import type { ContractCase } from '../support/contract-case';
import { accountCases } from './account-all';
import { fundsCases } from './funds-all';
import { lobbyCases } from './lobby-cases';
import { mainAuthCases } from './main-auth';
import { mainSiteCases } from './main-site';
import { myBetCases } from './sports-mybets';

export const mainApiCases: ContractCase[] = [...mainAuthCases, ...mainSiteCases, ...accountCases, ...myBetCases, ...fundsCases, ...lobbyCases];
