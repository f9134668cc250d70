// Consumer contract of lotus-web with the main API, written to contracts/pacts/lotus-web-lotus-main-api.json.
import { beforeAll, describe, it } from 'vitest';
import { mainApiCases } from './cases/main-all';
import { MAIN_PROVIDER, newPact, removePact } from './support/pact';

describe(`lotus-web -> ${MAIN_PROVIDER}`, () => {
  beforeAll(() => removePact(MAIN_PROVIDER));

  for (const contractCase of mainApiCases) {
    it(contractCase.name, () => contractCase.run(newPact(MAIN_PROVIDER)));
  }
});
