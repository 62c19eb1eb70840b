import { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import { ReceiveBuffer } from '../ReceiveBuffer';
import { storableFrames } from '../storableMessage';
import type {
  DecodedFrame,
  DecodedMessage,
  DeviceCommand,
  SessionOptions,
  TcpProtocolSession,
  UnknownMessageTypeReport,
} from '../types';
import { UnknownTypeReports } from '../UnknownTypeReports';
import {
  decodeJt600Location,
  decodeJt808Batch,
  decodeJt808Location,
  decodeJt808Transparent,
} from './decodeHuabaoLocation';
import { encodeHuabaoCommand } from './encoder';
import { encodeJt808Packet, JT808_MARKER, type Jt808Terminal, unescapeJt808, xorChecksum } from './packet';

/** Terminal messages. */
const GENERAL_RESPONSE = 0x0001;
const HEARTBEAT = 0x0002;
const LOGOUT = 0x0003;
const REGISTER = 0x0100;
const AUTHENTICATE = 0x0102;
const TIME_REQUEST = 0x0109;
const LOCATION = 0x0200;
const LOCATION_BATCH = 0x0704;
const TRANSPARENT = 0x0900;
const ACCELERATION = 0x2070;
const JT600_LOCATION = 0x5501;
const JT600_STORED_LOCATION = 0x5502;
const PHOTO = 0x8888;
/** Server messages. */
const SERVER_RESPONSE = 0x8001;
const REGISTER_RESPONSE = 0x8100;
const TIME_RESPONSE = 0x8109;
const JT600_RESPONSE = 0x4401;

/** Replies to command messages a device may send, without a position. */
const COMMAND_REPLIES: ReadonlySet<number> = new Set([0x0104, 0x0107, 0x0201, 0x0500]);
/** What a device's general response (0x0001) answers, by the server message it replies to. */
const REPLIED_COMMANDS: ReadonlyMap<number, string> = new Map([
  [0x8105, 'terminal control'],
  [0x8300, 'text message'],
  [0x8500, 'vehicle control'],
  [0xa006, 'oil control'],
]);
const RESULTS = ['success', 'failure', 'message error', 'not supported', 'alarm confirmed'];

/** The largest frame: a 1,023-byte body with the 2019 header and packet info, every byte escaped. */
const MAX_FRAME = 2 * (2 + 2 + 1 + 10 + 2 + 4 + 1023 + 1) + 2;
/** Longest text sentence `( … )`. */
const MAX_TEXT = 1024;
/** Bytes outside frames tolerated in a row once the device is known. */
const MAX_JUNK = 256;
const TEXT_START = 0x28; // '('
const TEXT_END = 0x29; // ')'

/** Options of a JT/T 808 connection. */
export interface HuabaoOptions extends SessionOptions {
  /**
   * Called with the first frame of each message type this decoder does not read, once per
   * connection. Such frames are answered with a general response; the connection stays open.
   */
  onUnknownType?: (report: UnknownMessageTypeReport) => void;
}

/**
 * One JT/T 808 (Huabao and the many Chinese trackers and video terminals speaking the Ministry of
 * Transport protocol) TCP connection, Traccar port 5015. Frames are `7e <type> <attributes>
 * <phone BCD> <serial> <body> <xor> 7e` with `7d` escapes; the 2019 edition adds a version byte and
 * a 10-byte phone. The phone number in every header identifies the device. Decodes registration
 * (0x0100, answered 0x8100 with an authentication code), authentication (0x0102), heartbeat
 * (0x0002), location (0x0200), batches (0x0704), JT600-style reports (0x5501/0x5502), OBD
 * transparent data (0x0900), acceleration (0x2070), command results (0x0001 and `( … )` text);
 * answers time requests (0x0109) and the `BASE,2,TIME` text query. Every other terminal message is
 * answered with a general response (0x8001) and counted.
 */
export class HuabaoDecoder implements TcpProtocolSession {
  readonly protocol = 'huabao' as const;
  readonly #buffer = new ReceiveBuffer();
  readonly #now: () => Date;
  readonly #unknownTypes: UnknownTypeReports<number>;
  #terminal: Jt808Terminal | undefined;
  #uniqueId: string | undefined;
  #badChecksumCount = 0;
  #junkBytes = 0;
  #commandSerial = 0;
  #disposed = false;

  constructor(options: HuabaoOptions = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#unknownTypes = new UnknownTypeReports<number>(options.onUnknownType);
  }

  /** The phone number of the frame headers, as 12 (or 20) digits. */
  get uniqueId(): string | undefined {
    return this.#uniqueId;
  }

  /** The header identity commands are addressed with, once the device has sent a frame. */
  get terminal(): Jt808Terminal | undefined {
    return this.#terminal;
  }

  get badChecksumCount(): number {
    return this.#badChecksumCount;
  }

  /** Frames of a message type this decoder does not read. */
  get unknownTypeCount(): number {
    return this.#unknownTypes.count;
  }

  get buffered(): number {
    return this.#buffer.length;
  }

  /** The serial of the next command sent to the device. */
  nextCommandSerial(): number {
    const serial = this.#commandSerial;
    this.#commandSerial = (serial + 1) & 0xffff;
    return serial;
  }

  push(chunk: Buffer): DecodedFrame[] {
    if (this.#disposed) throw new ProtocolError('huabao', 'disposed', 'session disposed');
    this.#buffer.append(chunk);
    const frames: DecodedFrame[] = [];
    for (;;) {
      const data = this.#buffer.view();
      if (data.length === 0) break;
      const first = data[0] as number;
      let consumed: number;
      if (first === JT808_MARKER) consumed = this.#binary(data, frames);
      else if (first === TEXT_START) consumed = this.#text(data, frames);
      else consumed = this.#junk(data);
      if (consumed === 0) break;
      this.#buffer.consume(consumed);
    }
    return storableFrames(frames);
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeHuabaoCommand(this, command);
  }

  dispose(): void {
    this.#disposed = true;
    this.#buffer.clear();
  }

  /**
   * Bytes that start no frame. Before the device is known they mean the peer does not speak JT/T
   * 808; afterwards line noise is skipped up to the next marker, within a bound.
   */
  #junk(data: Buffer): number {
    if (this.#uniqueId === undefined) {
      throw new ProtocolError(
        'huabao',
        'badHeader',
        `frame starts with 0x${(data[0] as number).toString(16)}`,
      );
    }
    let count = 1;
    while (count < data.length && data[count] !== JT808_MARKER && data[count] !== TEXT_START) count++;
    this.#junkBytes += count;
    if (this.#junkBytes > MAX_JUNK) {
      throw new ProtocolError('huabao', 'badHeader', `${this.#junkBytes} bytes outside any frame`);
    }
    return count;
  }

  #binary(data: Buffer, frames: DecodedFrame[]): number {
    // Two markers in a row: the first ended a frame cut short (or is noise); the second starts one.
    if (data.length >= 2 && data[1] === JT808_MARKER) return 1;
    const end = data.indexOf(JT808_MARKER, 1);
    if (end < 0) {
      if (data.length > MAX_FRAME) {
        throw new ProtocolError('huabao', 'frameTooLong', `no frame end within ${data.length} bytes`);
      }
      return 0;
    }
    if (end + 1 > MAX_FRAME) {
      throw new ProtocolError('huabao', 'frameTooLong', `frame of ${end + 1} bytes`);
    }
    const frame = this.#decodeFrame(data.subarray(0, end + 1));
    if (frame) frames.push(frame);
    this.#junkBytes = 0;
    return end + 1;
  }

  /** `( … )` sentences of padlock and JT701-style firmware: command results and the time query. */
  #text(data: Buffer, frames: DecodedFrame[]): number {
    const end = data.indexOf(TEXT_END);
    if (end < 0) {
      if (data.length > MAX_TEXT) {
        throw new ProtocolError('huabao', 'frameTooLong', `no ) within ${data.length} bytes`);
      }
      return 0;
    }
    const sentence = data.toString('latin1', 0, end + 1);
    this.#junkBytes = 0;
    if (sentence.includes('BASE,2')) {
      frames.push({
        messages: [],
        ack: Buffer.from(sentence.replace('TIME', timeText(this.#now())), 'latin1'),
      });
    } else {
      frames.push({ messages: [this.#from({ kind: 'commandResult', result: sentence })] });
    }
    return end + 1;
  }

  /** One frame between markers; undefined for one too short to hold a header, once the device is known. */
  #decodeFrame(raw: Buffer): DecodedFrame | undefined {
    const content = unescapeJt808(raw.subarray(1, raw.length - 1));
    if (content.length < 13) {
      if (this.#uniqueId === undefined) {
        throw new ProtocolError('huabao', 'malformedFrame', `frame of ${content.length} bytes`);
      }
      return undefined;
    }
    const checksumAt = content.length - 1;
    if (xorChecksum(content, 0, checksumAt) !== content[checksumAt]) this.#badChecksumCount++;
    const reader = new FrameReader('huabao', content, 0, checksumAt);
    const type = reader.u16();
    const attributes = reader.u16();
    const version = attributes & 0x4000 ? reader.u8() : undefined;
    const phone = Buffer.from(reader.bytes(version === undefined ? 6 : 10));
    const jt600 = type === JT600_LOCATION || type === JT600_STORED_LOCATION;
    const serial = jt600 ? reader.u8() : reader.u16();
    if (attributes & 0x2000) reader.skip(4); // packet count and number of a split message
    const messages = this.#identify(phone, version);
    // Answers echo the header of the frame they answer.
    const terminal: Jt808Terminal = { phone, version };
    let decoded: DecodedMessage[];
    try {
      decoded = this.#decodeBody(type, reader, checksumAt, content);
    } catch (error) {
      // A body shorter than its type says: answered and skipped, the device goes on.
      if (!(error instanceof ProtocolError)) throw error;
      decoded = [];
    }
    for (const message of decoded) messages.push(this.#from(message));
    const ack = this.#ack(type, serial, attributes, terminal);
    return ack ? { messages, ack } : { messages };
  }

  #decodeBody(type: number, reader: FrameReader, end: number, content: Buffer): DecodedMessage[] {
    switch (type) {
      case REGISTER:
      case AUTHENTICATE:
      case LOGOUT:
      case TIME_REQUEST:
      case PHOTO:
        return [];
      case HEARTBEAT:
        return [{ kind: 'heartbeat' }];
      case LOCATION:
        return [decodeJt808Location(reader, end)];
      case LOCATION_BATCH:
        return decodeJt808Batch(reader, end);
      case JT600_LOCATION:
      case JT600_STORED_LOCATION:
        return [decodeJt600Location(reader, type === JT600_LOCATION)];
      case TRANSPARENT: {
        const position = decodeJt808Transparent(reader);
        return position ? [position] : [];
      }
      case ACCELERATION:
        return [{ kind: 'heartbeat', attributes: { gSensor: readAcceleration(reader) } }];
      case GENERAL_RESPONSE: {
        reader.skip(2); // serial of the server message
        const replyTo = reader.u16();
        const result = reader.u8();
        const name = REPLIED_COMMANDS.get(replyTo);
        if (!name) return [];
        return [{ kind: 'commandResult', result: `${name}: ${RESULTS[result] ?? `result ${result}`}` }];
      }
      default:
        if (!COMMAND_REPLIES.has(type)) this.#unknownType(type, content);
        return [];
    }
  }

  #ack(type: number, serial: number, attributes: number, terminal: Jt808Terminal): Buffer | undefined {
    switch (type) {
      case REGISTER: {
        // Result 0 (registered) and the authentication code the device presents in 0x0102.
        const code = Buffer.from(this.#uniqueId ?? '', 'latin1');
        const body = Buffer.alloc(3 + code.length);
        body.writeUInt16BE(serial, 0);
        code.copy(body, 3);
        return encodeJt808Packet(REGISTER_RESPONSE, terminal, 0, body);
      }
      case TIME_REQUEST: {
        const now = this.#now();
        const body = Buffer.alloc(7);
        body.writeUInt16BE(now.getUTCFullYear(), 0);
        body.set(
          [
            now.getUTCMonth() + 1,
            now.getUTCDate(),
            now.getUTCHours(),
            now.getUTCMinutes(),
            now.getUTCSeconds(),
          ],
          2,
        );
        return encodeJt808Packet(TIME_RESPONSE, terminal, 0, body);
      }
      case JT600_LOCATION:
      case JT600_STORED_LOCATION: {
        // These firmware ask for an answer with the top bit of the attributes.
        if (!(attributes & 0x8000)) return undefined;
        const body = Buffer.alloc(3);
        body.writeUInt16BE(type, 0);
        return encodeJt808Packet(JT600_RESPONSE, terminal, 1, body, true);
      }
      case GENERAL_RESPONSE:
        return undefined;
      default: {
        if (COMMAND_REPLIES.has(type)) return undefined;
        const body = Buffer.alloc(5);
        body.writeUInt16BE(serial, 0);
        body.writeUInt16BE(type, 2);
        return encodeJt808Packet(SERVER_RESPONSE, terminal, 0, body);
      }
    }
  }

  /** A login message for the first phone number seen; later frames keep the connection's device. */
  #identify(phone: Buffer, version: number | undefined): DecodedMessage[] {
    if (this.#uniqueId !== undefined) return [];
    const uniqueId = phone.toString('hex');
    this.#uniqueId = uniqueId;
    this.#terminal = { phone, version };
    return [{ kind: 'login', uniqueId }];
  }

  #from(message: DecodedMessage): DecodedMessage {
    return this.#uniqueId === undefined ? message : { ...message, uniqueId: this.#uniqueId };
  }

  #unknownType(type: number, frame: Buffer): void {
    this.#unknownTypes.add(type, frame);
  }
}

/** Samples of the accelerometer as `[[x,y,z],…]`, each axis a sign-and-magnitude word. */
function readAcceleration(reader: FrameReader): string {
  const samples: string[] = [];
  const signed = (value: number) => (value & 0x8000 ? -(value & 0x7fff) : value & 0x7fff);
  while (reader.remaining >= 12) {
    reader.skip(6); // time
    samples.push(`[${signed(reader.u16())},${signed(reader.u16())},${signed(reader.u16())}]`);
  }
  return `[${samples.join(',')}]`;
}

function timeText(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
