import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../db/schema';
import { FrameMutator } from '../protocols/fuzz/FrameMutator';
import { osmAndJsonCase, osmAndQueryCase, type TcpProtocol, tcpCase } from '../protocols/fuzz/fuzzDecoders';
import { fuzzSeeds } from '../protocols/fuzz/fuzzSeeds';
import { TEXT_FUZZED_PROTOCOLS, textFuzzSeeds } from '../protocols/fuzz/textFuzz';
import { findProtocol, OsmAndSession, type TcpProtocolSession } from '../protocols/index';
import { startTestServer, type TestServer } from './harness';
import { FLEET_PROTOCOLS, type FleetPorts, ReportingFleet } from './ReportingFleet';
import { TcpDeviceClient } from './TcpDeviceClient';

/**
 * While connections send mutated frames of every protocol — many of them after a valid login of a
 * registered device, so they reach the pipeline — the healthy trackers on the same server keep
 * being acknowledged, and no request is answered 500.
 */

const ROUNDS = 4;
/** Fuzzed connections (TCP) or requests (OsmAnd) per protocol, at the least. */
const CASES = 150;

let t: TestServer;
const ports: FleetPorts & Record<TcpProtocol, number> = {
  gt06: 0,
  teltonika: 0,
  h02: 0,
  osmand: 0,
  huabao: 0,
  wialon: 0,
  ruptela: 0,
  gps103: 0,
  tk103: 0,
  queclink: 0,
  suntech: 0,
  meitrack: 0,
};
let fleet: ReportingFleet;
const seeds = { ...fuzzSeeds(), ...textFuzzSeeds() };

/** The identifiers the seed frames log in with, so that mutated frames after them reach the pipeline. */
function seedIdentifiers(): Set<string> {
  const ids = new Set<string>();
  for (const protocol of [
    'gt06',
    'teltonika',
    'h02',
    'huabao',
    'wialon',
    'ruptela',
    ...TEXT_FUZZED_PROTOCOLS,
  ] as const) {
    for (const frame of [...seeds[protocol].logins, ...seeds[protocol].frames]) {
      const session = findProtocol(protocol).createSession() as TcpProtocolSession;
      try {
        session.push(frame);
      } catch {
        // A seed that needs a login first; its identifier comes from the logins.
      }
      if (session.uniqueId) ids.add(session.uniqueId);
      session.dispose();
    }
  }
  const osmand = new OsmAndSession();
  for (const query of seeds.osmand.queries) {
    const result = osmand.decode({ query });
    if (result.ok) ids.add(result.uniqueId);
  }
  for (const body of seeds.osmand.jsonBodies) {
    const result = osmand.decode({ body, contentType: 'application/json' });
    if (result.ok) ids.add(result.uniqueId);
  }
  return ids;
}

/** Sends mutated TCP cases, one connection each, until `done()` and at least {@link CASES}. */
async function fuzzTcp(protocol: TcpProtocol, done: () => boolean): Promise<number> {
  const mutator = new FrameMutator(14, 'gateway', protocol);
  let cases = 0;
  // check-tests-ignore: each pass sends a case and awaits its connection's end; no condition is polled.
  while (cases < CASES || !done()) {
    const { chunks } = tcpCase(protocol, seeds[protocol], mutator);
    const client = await TcpDeviceClient.open(ports[protocol]);
    for (const chunk of chunks) client.send(chunk);
    client.socket.end();
    await client.whenClosed();
    cases++;
  }
  return cases;
}

/** Sends mutated OsmAnd requests (queries and JSON bodies); returns the statuses answered. */
async function fuzzOsmAnd(done: () => boolean): Promise<Map<number, number>> {
  const mutator = new FrameMutator(14, 'gateway', 'osmand');
  const statuses = new Map<number, number>();
  const base = `http://127.0.0.1:${ports.osmand}/`;
  for (let cases = 0; cases < CASES || !done(); cases++) {
    const json = mutator.random.chance(0.4);
    const response = json
      ? await fetch(base, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: osmAndJsonCase(seeds.osmand, mutator),
        })
      : await fetch(`${base}?${osmAndQueryCase(seeds.osmand, mutator)}`);
    await response.text();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return statuses;
}

beforeAll(async () => {
  // JT/T 808 (Huabao), Wialon IPS, Ruptela and the text protocols (GPS103, TK103, Queclink, Suntech,
  // Meitrack) are fuzzed only, with no healthy trackers.
  const fuzzedOnly = ['huabao', 'wialon', 'ruptela', ...TEXT_FUZZED_PROTOCOLS] as const;
  t = await startTestServer({}, { devices: [...FLEET_PROTOCOLS, ...fuzzedOnly] });
  for (const protocol of [...FLEET_PROTOCOLS, ...fuzzedOnly]) ports[protocol] = t.port(protocol);
  const ids = [...seedIdentifiers()];
  await t.server.ctx.db
    .insert(devices)
    .values(ids.map((uniqueId) => ({ name: `fuzzed ${uniqueId}`, uniqueId })));
  fleet = await ReportingFleet.start(t, ports, 5, 2);
});
afterAll(async () => {
  fleet?.close();
  await t.close();
});

describe('a server receiving mutated frames of every protocol', () => {
  it('keeps acknowledging and storing the healthy trackers, and answers no fuzzed request with a 500', async () => {
    let healthyDone = false;
    const done = () => healthyDone;
    const fuzzing = Promise.all([
      fuzzTcp('gt06', done),
      fuzzTcp('teltonika', done),
      fuzzTcp('h02', done),
      fuzzOsmAnd(done),
      fuzzTcp('huabao', done),
      fuzzTcp('wialon', done),
      fuzzTcp('ruptela', done),
      Promise.all(TEXT_FUZZED_PROTOCOLS.map((protocol) => fuzzTcp(protocol, done))),
    ]);
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        await fleet.report(round);
        await fleet.acknowledged(round);
      }
    } finally {
      healthyDone = true;
    }
    const [gt06, teltonika, h02, statuses, huabao, wialon, ruptela, text] = await fuzzing;
    expect(Math.min(gt06, teltonika, h02, huabao, wialon, ruptela, ...text)).toBeGreaterThanOrEqual(CASES);
    expect(statuses.get(500) ?? 0, `OsmAnd statuses ${JSON.stringify([...statuses])}`).toBe(0);
    expect(await fleet.storedCounts()).toEqual(fleet.trackers.map(() => ROUNDS));
    // The mutations reached both the refusal of malformed streams and the pipeline.
    const { malformed } = t.server.gateway.stats;
    expect(Object.keys(malformed).sort()).toEqual(
      ['gt06', 'h02', 'huabao', 'osmand', 'ruptela', 'teltonika', 'wialon', ...TEXT_FUZZED_PROTOCOLS].sort(),
    );
    expect(t.server.gateway.ingest.stats.positionsReceived).toBeGreaterThan(fleet.trackers.length * ROUNDS);
    expect((await t.fetch('/health')).status).toBe(200);
  });
});
