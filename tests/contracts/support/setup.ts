// Setup of the contracts project (node environment): page globals before any application module, then a
// fresh client for every test.
import './page-globals';
import { afterEach, beforeEach } from 'vitest';
import { resetClient } from './client-reset';

process.env.PACT_DO_NOT_TRACK = 'true';

beforeEach(resetClient);
afterEach(resetClient);
