import { OsmAndSession } from '../osmand/OsmAndSession';
import { ProtocolError } from '../ProtocolError';
import { findProtocol } from '../protocolRegistry';
import { storableMessage } from '../storableMessage';
import type { DecodedMessage, TcpProtocolSession, TextProtocolName } from '../types';
import { FrameMutator, repairFrame } from './FrameMutator';
import { type FuzzSeeds, fuzzSeeds, type TcpFuzzSeeds } from './fuzzSeeds';
import { repairSentence, TEXT_FUZZED_PROTOCOLS, TEXT_MAX_BUFFERED, textFuzzSeeds } from './textFuzz';

export type TcpProtocol = 'gt06' | 'teltonika' | 'h02' | 'huabao' | 'wialon' | 'ruptela' | TextProtocolName;
export type FuzzedProtocol = TcpProtocol | 'osmand';
export const FUZZED_PROTOCOLS: readonly FuzzedProtocol[] = [
  'gt06',
  'teltonika',
  'h02',
  'osmand',
  // JT/T 808 (Huabao), Wialon IPS, Ruptela, Queclink GL200.
  'huabao',
  'wialon',
  'ruptela',
  ...TEXT_FUZZED_PROTOCOLS,
];

/**
 * The most bytes a session may keep between pushes: the largest frame it waits for plus the bytes it
 * looks through for a frame end (GT06: an extended frame of 65,541 bytes and 2,048 more; Teltonika:
 * a 64 KiB data field in its envelope; H02: a 1,024-byte sentence).
 */
export const MAX_BUFFERED: Readonly<Record<TcpProtocol, number>> = {
  gt06: 65_541 + 2_048,
  teltonika: 65_536 + 12,
  h02: 1_024,
  // JT/T 808: a 1,023-byte body with the 2019 header, every byte escaped.
  huabao: 2 * (2 + 2 + 1 + 10 + 2 + 4 + 1023 + 1) + 2,
  // Wialon IPS: a 4,096-byte line.
  wialon: 4_096,
  // Ruptela: a 4,096-byte data field in its envelope.
  ruptela: 4_096 + 4,
  ...TEXT_MAX_BUFFERED,
};

/** The clock the sessions see, so a run decodes the same way every day. */
const NOW = new Date('2026-11-20T08:00:00Z');

/** A fuzzed input that broke a rule, as a test or a person can replay it. */
export interface FuzzFinding {
  protocol: FuzzedProtocol;
  /** What went wrong: the exception, or the rule the output broke. */
  problem: string;
  /** TCP: the chunks pushed, in hex. OsmAnd: the query, or the JSON body. */
  input: string[];
}

export interface FuzzReport {
  /** Mutated frames (TCP) and requests (OsmAnd) decoded. */
  frames: number;
  /** By protocol: frames decoded, and how many ended the session with a `ProtocolError` (or an HTTP 400). */
  byProtocol: Record<FuzzedProtocol, { frames: number; refused: number; messages: number }>;
  /** Distinct problems, the first input of each. */
  findings: FuzzFinding[];
}

/** What is wrong with a decoded message, or null: texts PostgreSQL refuses, wrong types, unreadable optional times. */
export function messageProblem(message: DecodedMessage): string | null {
  if (storableMessage(message) !== message) return `${message.kind} holds text PostgreSQL refuses`;
  if (message.uniqueId !== undefined && (typeof message.uniqueId !== 'string' || message.uniqueId === '')) {
    return `${message.kind} has an empty uniqueId`;
  }
  if ('deviceTime' in message && message.deviceTime !== undefined) {
    if (!(message.deviceTime instanceof Date) || Number.isNaN(message.deviceTime.getTime())) {
      return `${message.kind} has a deviceTime that is no date`;
    }
  }
  switch (message.kind) {
    case 'login':
      return null;
    case 'commandResult':
      return typeof message.result === 'string' ? null : 'commandResult without result text';
    case 'heartbeat':
      return message.attributes === undefined || isPlainObject(message.attributes)
        ? null
        : 'heartbeat attributes are not an object';
    case 'media':
      if (!Buffer.isBuffer(message.data) || message.data.length === 0) return 'media without bytes';
      return message.attributes === undefined || isPlainObject(message.attributes)
        ? null
        : 'media attributes are not an object';
    case 'position': {
      if (!(message.fixTime instanceof Date)) return 'position fixTime is not a Date';
      for (const name of ['latitude', 'longitude', 'speed', 'course'] as const) {
        if (typeof message[name] !== 'number') return `position ${name} is not a number`;
      }
      if (message.altitude !== undefined && typeof message.altitude !== 'number')
        return 'position altitude is not a number';
      if (!isPlainObject(message.attributes)) return 'position attributes are not an object';
      try {
        JSON.stringify(message.attributes);
      } catch (error) {
        return `position attributes cannot be JSON: ${String(error)}`;
      }
      return null;
    }
    default:
      return `unknown message kind ${(message as { kind: unknown }).kind}`;
  }
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Pushes `chunks` into a fresh session and returns what broke a rule, or null: an exception other
 * than `ProtocolError`, a message {@link messageProblem} rejects, or more bytes kept than
 * {@link MAX_BUFFERED}. `refused` tells whether the session ended with a `ProtocolError`.
 */
export function replayTcp(
  protocol: TcpProtocol,
  chunks: readonly Buffer[],
): { problem: string | null; refused: boolean; messages: number } {
  const session = findProtocol(protocol).createSession({ now: () => NOW }) as TcpProtocolSession;
  let messages = 0;
  try {
    for (const chunk of chunks) {
      let frames: ReturnType<TcpProtocolSession['push']>;
      try {
        frames = session.push(chunk);
      } catch (error) {
        if (error instanceof ProtocolError) return { problem: null, refused: true, messages };
        return { problem: `push threw ${describe(error)}`, refused: false, messages };
      }
      for (const frame of frames) {
        for (const message of frame.messages) {
          messages++;
          const problem = messageProblem(message);
          if (problem) return { problem, refused: false, messages };
        }
        if (frame.ack !== undefined && !Buffer.isBuffer(frame.ack))
          return { problem: 'ack is not bytes', refused: false, messages };
      }
      if (session.buffered > MAX_BUFFERED[protocol]) {
        return { problem: `keeps ${session.buffered} bytes`, refused: false, messages };
      }
    }
    return { problem: null, refused: false, messages };
  } finally {
    session.dispose();
  }
}

/** Decodes one OsmAnd request and returns what broke a rule, or null. */
export function replayOsmAnd(input: { query?: string; body?: string }): {
  problem: string | null;
  refused: boolean;
  messages: number;
} {
  const session = new OsmAndSession({ now: () => NOW });
  let result: ReturnType<OsmAndSession['decode']>;
  try {
    result = session.decode(
      input.query !== undefined
        ? { query: input.query }
        : { body: input.body, contentType: 'application/json' },
    );
  } catch (error) {
    return { problem: `decode threw ${describe(error)}`, refused: false, messages: 0 };
  }
  if (!result.ok) return { problem: null, refused: true, messages: 0 };
  if (result.uniqueId === '') return { problem: 'accepted without an id', refused: false, messages: 0 };
  for (const position of result.positions) {
    const problem =
      messageProblem(position) ??
      (Number.isNaN(position.fixTime.getTime()) ? 'accepted a fix time that is no date' : null) ??
      (Math.abs(position.latitude) <= 90 && Math.abs(position.longitude) <= 180
        ? null
        : 'accepted a place off the globe');
    if (problem) return { problem, refused: false, messages: result.positions.length };
  }
  return { problem: null, refused: false, messages: result.positions.length };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
}

/** Splits a stream the way sockets deliver it: whole, in a few pieces, or byte by byte. */
function chunked(mutator: FrameMutator, stream: Buffer): Buffer[] {
  const r = mutator.random;
  if (r.chance(0.7) || stream.length < 2) return [stream];
  if (r.chance(0.1) && stream.length <= 256) return [...stream].map((byte) => Buffer.from([byte]));
  const cuts = new Set(Array.from({ length: r.integer(1, 6) }, () => r.integer(1, stream.length - 1)));
  const points = [0, ...[...cuts].sort((a, b) => a - b), stream.length];
  return points.slice(1).map((end, i) => stream.subarray(points[i], end));
}

/** One TCP case: an identification (usually untouched), then one to three mutated frames, as chunks to send. */
export function tcpCase(
  protocol: TcpProtocol,
  seeds: TcpFuzzSeeds,
  mutator: FrameMutator,
): { chunks: Buffer[]; frames: number } {
  const r = mutator.random;
  const all = [...seeds.logins, ...seeds.frames];
  const login = r.pick(seeds.logins);
  const frames: Buffer[] = [];
  const count = r.integer(1, 3);
  for (let i = 0; i < count; i++) {
    const seed = r.pick(seeds.frames);
    let frame: Buffer;
    const text = protocol in TEXT_MAX_BUFFERED;
    if (((protocol === 'h02' && seed[0] === 0x2a) || text) && r.chance(0.5)) {
      frame = Buffer.from(mutator.fields(seed.toString('latin1')), 'latin1');
    } else {
      frame = r.chance(0.95) ? mutator.bytes(seed, all) : seed;
    }
    const repair = (bytes: Buffer) =>
      text
        ? repairSentence(protocol as TextProtocolName, bytes)
        : repairFrame(protocol as Exclude<TcpProtocol, TextProtocolName>, bytes);
    frames.push(r.chance(0.5) ? repair(frame) : frame);
  }
  const first = r.chance(0.9) ? login : mutator.bytes(login, all);
  return { chunks: [first, ...chunked(mutator, Buffer.concat(frames))], frames: count };
}

/** Replaces, removes or adds query parameters, or mutates the query text itself. */
export function osmAndQueryCase(seeds: FuzzSeeds['osmand'], mutator: FrameMutator): string {
  const r = mutator.random;
  const seed = r.pick(seeds.queries);
  if (r.chance(0.2))
    return mutator.bytes(Buffer.from(seed, 'latin1'), [Buffer.from('%00%ED%A0%80%%2&=')]).toString('latin1');
  const params = new URLSearchParams(seed);
  const pairs = [...params];
  const keys = [
    'id',
    'deviceid',
    'lat',
    'lon',
    'location',
    'timestamp',
    'speed',
    'bearing',
    'heading',
    'altitude',
    'accuracy',
    'hdop',
    'batt',
    'valid',
    'driverUniqueId',
    'note',
    '__proto__',
    'constructor',
  ];
  const rounds = r.integer(1, 3);
  for (let round = 0; round < rounds; round++) {
    const at = r.integer(0, Math.max(0, pairs.length - 1));
    const value = r.chance(0.15) ? `${mutator.text()},${mutator.text()}` : mutator.text();
    if (r.chance(0.6) && pairs[at]) pairs[at] = [pairs[at][0], value];
    else pairs.splice(at, r.chance(0.3) ? 1 : 0, [r.pick(keys), value]);
  }
  return new URLSearchParams(pairs).toString();
}

/** Replaces values anywhere in a JSON body with values of other types and extremes, or mutates its text. */
export function osmAndJsonCase(seeds: FuzzSeeds['osmand'], mutator: FrameMutator): string {
  const r = mutator.random;
  const seed = r.pick(seeds.jsonBodies);
  if (r.chance(0.2))
    return mutator.bytes(Buffer.from(seed), [Buffer.from('{"a":[1,"\\ud800",null]}')]).toString('utf8');
  if (r.chance(0.01)) return `${'['.repeat(60_000)}${']'.repeat(60_000)}`;
  const root = JSON.parse(seed) as unknown;
  const values: unknown[] = [
    null,
    true,
    -1,
    0,
    1e308,
    -1e308,
    2 ** 53 + 1,
    1e20,
    '',
    '\ud800',
    'a\u0000b',
    [],
    {},
    [[[]]],
    '2024-02-30',
    '9'.repeat(30),
    { __proto__: null },
  ];
  const rounds = r.integer(1, 4);
  for (let round = 0; round < rounds; round++) {
    const containers: Record<string, unknown>[] = [];
    const walk = (node: unknown, depth: number) => {
      if (typeof node !== 'object' || node === null || depth > 6) return;
      containers.push(node as Record<string, unknown>);
      for (const child of Object.values(node)) walk(child, depth + 1);
    };
    walk(root, 0);
    const container = r.pick(containers);
    const keys = Object.keys(container);
    const key =
      keys.length > 0 && r.chance(0.8)
        ? r.pick(keys)
        : r.pick([
            'timestamp',
            'extras',
            'coords',
            'location',
            'device_id',
            'latitude',
            'battery',
            '__proto__',
          ]);
    container[key] = r.chance(0.5) ? structuredClone(r.pick(values)) : mutator.text();
  }
  return JSON.stringify(root);
}

/**
 * Decodes `frames` mutated real frames (a quarter per protocol) with a seeded generator and
 * collects what broke a rule: an exception other than `ProtocolError`, a message with text
 * PostgreSQL refuses or fields of the wrong type, a session keeping more than its largest frame.
 * The same seed gives the same frames on every machine.
 */
export function fuzzDecoders(options: { frames: number; seed?: number | string }): FuzzReport {
  const seeds = { ...fuzzSeeds(), ...textFuzzSeeds() };
  const report: FuzzReport = {
    frames: 0,
    byProtocol: {
      gt06: { frames: 0, refused: 0, messages: 0 },
      teltonika: { frames: 0, refused: 0, messages: 0 },
      h02: { frames: 0, refused: 0, messages: 0 },
      osmand: { frames: 0, refused: 0, messages: 0 },
      huabao: { frames: 0, refused: 0, messages: 0 },
      wialon: { frames: 0, refused: 0, messages: 0 },
      ruptela: { frames: 0, refused: 0, messages: 0 },
      ...(Object.fromEntries(
        TEXT_FUZZED_PROTOCOLS.map((name) => [name, { frames: 0, refused: 0, messages: 0 }]),
      ) as Record<TextProtocolName, { frames: number; refused: number; messages: number }>),
    },
    findings: [],
  };
  const seen = new Set<string>();
  const perProtocol = Math.ceil(options.frames / FUZZED_PROTOCOLS.length);
  for (const protocol of FUZZED_PROTOCOLS) {
    const mutator = new FrameMutator(options.seed ?? 14, 'fuzz', protocol);
    const stats = report.byProtocol[protocol];
    while (stats.frames < perProtocol) {
      let input: string[];
      let outcome: ReturnType<typeof replayTcp>;
      if (protocol === 'osmand') {
        const json = mutator.random.chance(0.4);
        const text = json ? osmAndJsonCase(seeds.osmand, mutator) : osmAndQueryCase(seeds.osmand, mutator);
        input = [text];
        outcome = replayOsmAnd(json ? { body: text } : { query: text });
        stats.frames++;
      } else {
        const { chunks, frames } = tcpCase(protocol, seeds[protocol], mutator);
        input = chunks.map((chunk) => chunk.toString('hex'));
        outcome = replayTcp(protocol, chunks);
        stats.frames += frames;
      }
      stats.messages += outcome.messages;
      if (outcome.refused) stats.refused++;
      if (outcome.problem && !seen.has(`${protocol} ${outcome.problem}`)) {
        seen.add(`${protocol} ${outcome.problem}`);
        report.findings.push({ protocol, problem: outcome.problem, input });
      }
    }
    report.frames += stats.frames;
  }
  return report;
}
