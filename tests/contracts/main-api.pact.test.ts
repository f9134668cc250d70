// Consumer contract of lotus-web with the main API, written to contracts/pacts/lotus-web-lotus-main-api.json.
import { beforeAll, describe, it } from 'vitest';
import { accountCases } from './cases/account-all';
import { mainAuthCases } from './cases/main-auth';
import { mainSiteCases } from './cases/main-site';
import { myBetCases } from './cases/sports-mybets';
import { MAIN_PROVIDER, newPact, removePact } from './support/pact';

describe(`lotus-web -> ${MAIN_PROVIDER}`, () => {
  beforeAll(() => removePact(MAIN_PROVIDER));

  for (const contractCase of [...mainAuthCases, ...mainSiteCases, ...accountCases, ...myBetCases]) {
    it(contractCase.name, () => contractCase.run(newPact(MAIN_PROVIDER)));
  }
});
