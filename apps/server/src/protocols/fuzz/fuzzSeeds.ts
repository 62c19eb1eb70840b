import { HuabaoTracker, RuptelaTracker } from '../../simulator/devices/binaryTrackers';
import {
  buildGt06Alarm,
  buildGt06CommandReply,
  buildGt06Location,
  buildGt06Login,
  buildGt06Status,
} from '../../simulator/devices/gt06Frames';
import { buildH02Heartbeat, buildH02Location, buildH02Reply } from '../../simulator/devices/h02Frames';
import { buildOsmAndQuery } from '../../simulator/devices/osmandRequest';
import type { TcpTrackerProtocol } from '../../simulator/devices/TrackerProtocol';
import {
  buildTeltonikaHandshake,
  buildTeltonikaRecords,
  buildTeltonikaResponse,
} from '../../simulator/devices/teltonikaFrames';
import { WialonTracker } from '../../simulator/devices/textTrackers';
import { sampleRecord } from '../../simulator/test/fixtures';
import type { TrackerRecord } from '../../simulator/types';
import { GT06_CORPUS } from '../gt06/gt06Corpus';
import { encodeGt06Packet } from '../gt06/packet';
import { H02_CORPUS } from '../h02/h02Corpus';
import { HUABAO_CORPUS } from '../huabao/huabaoCorpus';
import { OSMAND_CORPUS } from '../osmand/osmandCorpus';
import { RUPTELA_CORPUS } from '../ruptela/ruptelaCorpus';
import { TELTONIKA_CORPUS } from '../teltonika/teltonikaCorpus';
import { WIALON_CORPUS, WIALON_LOGIN } from '../wialon/wialonCorpus';
import {
  GT06_FRAMES,
  H02_BINARY_FRAMES,
  H02_SENTENCES,
  OSMAND_JSON_BODIES,
  OSMAND_QUERIES,
  TELTONIKA_FRAMES,
} from './realFrames';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a simulated tracker sends while driving `records`: its identification, each record (several
 * per frame where the protocol batches them), a status frame, and its replies to engine commands.
 */
export function simulatorFrames(tracker: TcpTrackerProtocol, records: readonly TrackerRecord[]): Buffer[] {
  const [first] = records;
  if (!first) return [];
  const frames: (Buffer | undefined)[] = [tracker.hello(first), tracker.status(first)];
  for (let i = 0; i < records.length; i += tracker.maxRecordsPerFrame) {
    frames.push(tracker.records(records.slice(i, i + tracker.maxRecordsPerFrame)));
  }
  for (const engine of ['lock', 'unlock'] as const) {
    frames.push(tracker.reply({ text: '', engine, reference: 1 }, first));
  }
  return frames.filter((frame): frame is Buffer => frame !== undefined);
}

/** The real frames of a TCP protocol: the one that identifies the connection, and what follows it. */
export interface TcpFuzzSeeds {
  /** Identifies the connection (login, IMEI handshake, or a first H02 report), sent before the frames. */
  logins: Buffer[];
  frames: Buffer[];
}

/** Everything the fuzzer starts from, by protocol. */
export interface FuzzSeeds {
  gt06: TcpFuzzSeeds;
  teltonika: TcpFuzzSeeds;
  h02: TcpFuzzSeeds;
  osmand: { queries: string[]; jsonBodies: string[] };
  // JT/T 808 (Huabao), Wialon IPS, Ruptela, Queclink GL200.
  huabao: TcpFuzzSeeds;
  wialon: TcpFuzzSeeds;
  ruptela: TcpFuzzSeeds;
}

const hex = (text: string) => Buffer.from(text, 'hex');
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Records of a short drive: periodic fixes, an ignition change, each alarm, a resent record. */
function drive(): TrackerRecord[] {
  return [
    sampleRecord(),
    sampleRecord({ time: sampleRecord().time + 10_000, speedKmh: 0, ignition: false, reason: 'ignition' }),
    sampleRecord({ alarm: 'sos', reason: 'alarm', latitude: -33.8688, longitude: 151.2093 }),
    sampleRecord({ alarm: 'overspeed', reason: 'alarm', speedKmh: 140, longitude: -0.1276 }),
    sampleRecord({ alarm: 'hardBraking', reason: 'alarm', satellites: 0, blocked: true }),
    sampleRecord({ resent: true, altitude: -412, course: 359, odometer: 0xffffffff }),
  ];
}

/**
 * The seeds: the real frames of the protocol tests (`realFrames.ts`, the GT06 and Teltonika corpora) and the frames the simulator's
 * trackers build, so mutations start from what devices really send.
 */
export function fuzzSeeds(): FuzzSeeds {
  const records = drive();
  const gt06All = [...GT06_FRAMES, ...GT06_CORPUS.map((frame) => frame.hex)].map(hex);
  const gt06Logins = gt06All.filter((frame) => frame[3] === 0x01);
  const gt06Frames = gt06All.filter((frame) => frame[3] !== 0x01);
  const teltonika = TELTONIKA_FRAMES.map(hex);
  // The corpus's TCP packets (every codec, the 16-byte element block, malformed variants); its UDP
  // datagrams are fuzzed by the Teltonika datagram test.
  const teltonikaCorpus = TELTONIKA_CORPUS.filter((frame) => frame.transport === 'tcp').map((frame) =>
    hex(frame.hex),
  );
  return {
    gt06: {
      logins: [
        ...gt06Logins,
        buildGt06Login('353419036066061', 1),
        buildGt06Login('861100000000001', 7, -240),
      ],
      frames: [
        ...gt06Frames,
        ...records.map((record, i) =>
          record.alarm ? buildGt06Alarm({ ...record, alarm: record.alarm }, i) : buildGt06Location(record, i),
        ),
        buildGt06Status(records[0] as TrackerRecord, 9),
        buildGt06CommandReply('Cut off the fuel supply: Success!', 10, 0x013b),
        // Types no public capture shows, built from their layouts: battery management (0x40), GPS
        // with a phone number (0x1A), satellites (0x14).
        encodeGt06Packet(false, 0x40, Buffer.alloc(105, 0x41), 11),
        encodeGt06Packet(false, 0x1a, hex('0f0a140e150bc505e51e780293a9e80054003133380000'), 12),
        encodeGt06Packet(false, 0x14, hex('0c2a2b2c2d'), 13),
      ],
    },
    teltonika: {
      logins: [teltonika[0] as Buffer, buildTeltonikaHandshake('352094087654321')],
      frames: [
        ...teltonika.slice(1),
        ...teltonikaCorpus,
        buildTeltonikaRecords(records),
        ...records.map((record) => buildTeltonikaRecords([record])),
        buildTeltonikaResponse('DOUT1:1 DOUT2:IGNORED'),
      ],
    },
    h02: {
      logins: [latin1(buildH02Location('4210051415', records[0] as TrackerRecord))],
      frames: [
        ...H02_SENTENCES.map(latin1),
        ...H02_BINARY_FRAMES.map(hex),
        ...H02_CORPUS.map((frame) => (frame.hex !== undefined ? hex(frame.hex) : latin1(frame.text ?? ''))),
        ...records.map((record) => latin1(buildH02Location('4210051415', record, record.alarm))),
        latin1(buildH02Heartbeat('4210051415', 85)),
        latin1(buildH02Reply('4210051415', 'S20', 'DONE', '010203', records[1] as TrackerRecord)),
      ],
    },
    // JT/T 808: every frame names its device, so any frame identifies the connection.
    huabao: {
      logins: HUABAO_CORPUS.filter((frame) => frame.hex.startsWith('7e01')).map((frame) => hex(frame.hex)),
      frames: [
        ...HUABAO_CORPUS.map((frame) => hex(frame.hex)),
        ...simulatorFrames(new HuabaoTracker('013511221122'), records),
      ],
    },
    // Wialon IPS: the login, then the corpus lines.
    wialon: {
      logins: [
        WIALON_LOGIN,
        ...WIALON_CORPUS.filter((entry) => entry.identifies).map((entry) => entry.line),
      ].map((line) => Buffer.from(`${line}\r\n`, 'utf8')),
      frames: [
        ...WIALON_CORPUS.map((entry) => Buffer.from(`${entry.line}\r\n`, 'utf8')),
        ...simulatorFrames(new WialonTracker('352094087654399'), records),
      ],
    },
    // Ruptela: every packet carries the IMEI, so any packet identifies the connection.
    ruptela: {
      logins: RUPTELA_CORPUS.filter((entry) => entry.expected?.kind === 'heartbeat').map((entry) =>
        hex(entry.hex),
      ),
      frames: [
        ...RUPTELA_CORPUS.map((entry) => hex(entry.hex)),
        ...simulatorFrames(new RuptelaTracker('863071014445404', 3), records),
      ],
    },
    osmand: {
      queries: [
        ...OSMAND_QUERIES,
        ...OSMAND_CORPUS.flatMap((request) => (request.query === undefined ? [] : [request.query])),
        ...records.map((record) => buildOsmAndQuery('phone-1', record).toString()),
      ],
      jsonBodies: [
        ...OSMAND_JSON_BODIES,
        // Seeds are mutated as parsed JSON, so the corpus's cut bodies are left to its own test.
        ...OSMAND_CORPUS.flatMap((request) => (request.body && isJson(request.body) ? [request.body] : [])),
        // A batch, as the client sends after being offline.
        `{"device_id":"phone-1","location":[${OSMAND_JSON_BODIES.map((body) => JSON.stringify(JSON.parse(body).location)).join(',')}]}`,
      ],
    },
  };
}
