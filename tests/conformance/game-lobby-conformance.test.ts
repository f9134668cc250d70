// The lobby's answers against the OpenAPI documents, in the base handlers and in each lobby scenario: every
// response validates, and every lobby operation answered both success and (where it has one) a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { sharedValidator } from '@mocks/openapi/validator';
import { lobbyScenarios } from '@mocks/scenarios/game-lobby';
import { gameLobbyFlow, gameLobbyScenarioCalls } from './game-lobby-flow';

/** Every answer the mock gave in this file, with the request it answered. */
const exchanges: Array<{ request: Request; response: Response }> = [];
const keep = (event: { request: Request; response: Response }) => void exchanges.push({ request: event.request, response: event.response.clone() });
beforeAll(() => server.events.on('response:mocked', keep));
afterAll(() => server.events.removeListener('response:mocked', keep));

const LOBBY_OPERATIONS = ['getHomeBarList', 'getAdvertiseList', 'getAdvertiseListByType', 'getSlotGameList', 'enterGame', 'getGameTypeList', 'collectGameFunds', 'getGuestSportsToken'];

describe('lobby responses conform to the OpenAPI documents', () => {
  it('in the lobby flow', gameLobbyFlow, 60_000);

  it.each(lobbyScenarios.map((scenario) => scenario.name))('in the %s scenario', async (name) => {
    useScenario(name);
    await gameLobbyScenarioCalls();
  });

  it('every response validates and every lobby operation answered, with success and refusal codes', async () => {
    const validator = sharedValidator();
    const violations = [];
    const codes = new Map<string, Set<number>>();
    for (const { request, response } of exchanges) {
      const operation = validator.operationFor(request.method, request.url);
      if (!operation) continue;
      const violation = await validator.check(request, response);
      if (violation) violations.push(violation);
      const { code } = (await response.clone().json()) as { code: number };
      codes.set(operation.operationId, (codes.get(operation.operationId) ?? new Set()).add(code));
    }
    expect(violations).toEqual([]);
    for (const operationId of LOBBY_OPERATIONS) expect(codes.get(operationId), operationId).toContain(200);
    expect([...(codes.get('enterGame') ?? [])].sort((a, b) => a - b)).toEqual([200, 10009, 1001000010, 1010000001, 1010000002]);
    expect(codes.get('getSlotGameList')).toContain(1001000010);
    expect(codes.get('getAdvertiseListByType')).toContain(1001000010);
  });
});
