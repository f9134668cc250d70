// Consumer contract of lotus-web with the sports provider, written to contracts/pacts/lotus-web-lotus-sports-api.json.
import { beforeAll, describe, it } from 'vitest';
import { allSportsCases } from './cases/sports-all';
import { newPact, removePact, SPORTS_PROVIDER } from './support/pact';

describe(`lotus-web -> ${SPORTS_PROVIDER}`, () => {
  beforeAll(() => removePact(SPORTS_PROVIDER));

  for (const contractCase of allSportsCases) {
    it(contractCase.name, () => contractCase.run(newPact(SPORTS_PROVIDER)));
  }
});
