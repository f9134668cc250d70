// Validates the live simulator's pushes and the hub's pong against the message schemas of
// openapi/live-socket.yaml (AsyncAPI 3), so the socket mock cannot drift from its contract.
import Ajv2020 from 'ajv/dist/2020.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@/shared/api/generated/socket/messages';
import { projectRoot, readYaml } from '@mocks/openapi/documents';
import { db } from '@mocks/db';
import { scenarios } from '@mocks/scenarios';
import { reseed } from '@mocks/seed';
import { SteppedClock } from '@mocks/socket/clock';
import { LiveHub } from '@mocks/socket/hub';
import { LiveSimulator } from '@mocks/socket/simulator';
import { EVENING_START, PING, recordingPeer, subscribe } from '@mocks/socket/test-support';

const file = join(projectRoot(), 'openapi', 'live-socket.yaml');
const uri = pathToFileURL(file).href;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
ajv.addSchema(readYaml(file) as object, uri);

const SCHEMA_BY_TYPE: Record<ServerMessage['businessType'], string> = {
  pong: 'PongMessage',
  goal: 'GoalMessage',
  scoreChange: 'ScoreChangeMessage',
  oddsChange: 'OddsChangeMessage',
  matchStatus: 'MatchStatusMessage',
  chatEntry: 'ChatEntryMessage',
  chatRejected: 'ChatRejectedMessage',
  chatMuted: 'ChatMutedMessage',
  roomState: 'RoomStateMessage',
};

const liveIds = (): number[] => db.matches.findMany((q) => q.where({ ms: 5 })).map((m) => m.id);

function violations(message: unknown): string[] {
  const type = (message as { businessType?: ServerMessage['businessType'] }).businessType;
  const schema = type ? SCHEMA_BY_TYPE[type] : undefined;
  if (!schema) return [`unknown businessType ${String(type)}`];
  const validate = ajv.getSchema(`${uri}#/components/schemas/${schema}`) ?? ajv.compile({ $ref: `${uri}#/components/schemas/${schema}` });
  return validate(message) ? [] : (validate.errors ?? []).map((e) => `${type} ${e.instancePath} ${e.message ?? ''}`);
}

describe('live socket pushes conform to openapi/live-socket.yaml', () => {
  it('for a long simulated run, covering every push type', async () => {
    const now = EVENING_START;
    await reseed({ now });
    const simulator = new LiveSimulator(3);
    const pushes: ServerMessage[] = [];
    // Two and a half hours of play in 30-second steps: kick-offs, half-times, full-times, goals, cards, odds moves.
    for (let i = 0; i < 300; i += 1) pushes.push(...(await simulator.step(now + i * 30_000)));
    expect(pushes.flatMap(violations)).toEqual([]);
    expect(new Set(pushes.map((m) => m.businessType))).toEqual(new Set(['goal', 'scoreChange', 'oddsChange', 'matchStatus']));
    const marketStates = new Set(pushes.flatMap((m) => (m.businessType === 'oddsChange' ? m.businessContent.markets.map((k) => k.ss) : [])));
    expect(marketStates).toEqual(new Set([-1, 0, 1]));
  }, 60_000);

  it('for the pong answer and the pushes of every live evening a scenario plays', async () => {
    await reseed({ now: EVENING_START });
    const clock = new SteppedClock(EVENING_START);
    const hub = new LiveHub({ clock });
    const peer = recordingPeer();
    const connection = hub.connect(peer);
    connection.receive(PING);
    for (const scenario of scenarios.filter((s) => s.live)) {
      await hub.play(scenario.live);
      connection.receive(subscribe(liveIds()));
      await clock.advance(5000);
    }
    connection.close();
    expect(peer.messages.length).toBeGreaterThan(50);
    expect(peer.messages.flatMap(violations)).toEqual([]);
    expect(violations({ businessType: 'goal', businessContent: { matchId: 'x' } }).length).toBeGreaterThan(0);
  }, 60_000);
});
