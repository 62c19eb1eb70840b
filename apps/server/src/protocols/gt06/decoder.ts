import { CRC16_X25 } from '../checksum/crc16';
import { FrameReader } from '../FrameReader';
import type { MediaLimits } from '../MediaAssembly';
import { ProtocolError } from '../ProtocolError';
import { ReceiveBuffer } from '../ReceiveBuffer';
import { storableFrames } from '../storableMessage';
import type {
  DecodedFrame,
  DecodedMessage,
  DeviceCommand,
  SessionOptions,
  TcpProtocolSession,
} from '../types';
import { positionWithoutFix } from '../types';
import { UnknownTypeReports } from '../UnknownTypeReports';
import {
  decodeAz735,
  decodeBms,
  decodeGpsLbs8,
  decodeIButton,
  decodeJc400Alarm,
  decodeModular,
  decodeObd,
  decodeStatusModules,
  decodeWifiList,
  decodeX1Gps,
} from './decodeGt06Extended';
import { decodeGt06Report, isGt06Report } from './decodeGt06Location';
import { decodePeripheral } from './decodeGt06Peripheral';
import {
  decodeAlarmPacket,
  decodeBasicInfo,
  decodeHeartbeat,
  decodeInfo,
  decodeSerial,
  decodeStatus,
  positionReply,
} from './decodeGt06State';
import { encodeGt06Command } from './encoder';
import { readWifiReport } from './gt06Network';
import { Gt06Photos } from './gt06Photos';
import { encodeGt06Packet, GT06_EXTENDED_HEADER, GT06_HEADER } from './packet';

const LOGIN = 0x01;
const STATUS = 0x13;
const STRING = 0x15;
const STRING_INFO = 0x21;
const HEARTBEAT = 0x23;
const ADDRESS_REQUEST = 0x2a;
const TIME_REQUEST = 0x8a;
const INFO = 0x94;
const ALARM = 0x95;
const ADDRESS_RESPONSE = 0x97;
const SERIAL = 0x9b;
const X1_GPS = 0x34;
const STATUS_MODULES = 0x36;
const GPS_LBS_8 = 0x38;
const IBUTTON = 0x61;
const MODULAR = 0x70;
const OBD = 0x8c;
const WIFI_LIST = 0xf3;
/** VL842 peripheral report (extended), answered with a short acknowledgement. */
const PERIPHERAL = 0xf2;
/** Battery management report (WD-209). */
const BMS = 0x40;
/** Satellite report: answered and skipped, as the reference decoder does (it carries no fix). */
const SATELLITE = 0x14;
/**
 * FM08ABC diagnostic codes and OBD parameters (extended): the reference decoder reads neither and
 * does not answer them; they are known, not counted as unknown, and left without an answer.
 */
const EXTENDED_UNANSWERED: ReadonlySet<number> = new Set([0x65, 0x66]);
/** AZ735 report and alarm, extended frames only (basic 0x32 and 0x33 are other messages). */
const AZ735_REPORT = 0x32;
const AZ735_ALARM = 0x33;
/** A 0x17 with this length field is a GPS report with an RFID card, not a Wi-Fi report. */
const RFID_REPORT_LENGTH = 0x28;
/** The length field of the SL4X's 0x34 multi-cell report. */
const SL4X_CELLS_LENGTH = 0x37;
/** Server command types a device may echo; never acknowledged. */
const COMMAND_TYPES: ReadonlySet<number> = new Set([0x80, 0x81, 0x82]);
/** Extended types answered with an extended acknowledgement. */
const EXTENDED_ACKNOWLEDGED: ReadonlySet<number> = new Set([
  ...[0x10, 0x11, 0x12, 0x16, 0x19, 0x22, 0x26, 0x27, 0x28, 0x2c, 0x32, 0x33, 0xa1, 0xa2, 0xa3, 0xa4],
  STATUS,
  STRING,
  HEARTBEAT,
]);

/** Wi-Fi reports, framed without serial and CRC, their length byte counting access points. */
const WIFI_REPORTS: ReadonlySet<number> = new Set([0x17, 0x69]);

/** Bytes looked through for a frame end when a frame's length field is wrong. */
const MAX_UNTERMINATED = 2048;

/** Options of a GT06 connection. */
export interface Gt06Options extends SessionOptions {
  /**
   * Append the language field (English) to commands, which some firmware requires
   * (Traccar's `gt06.language`).
   * @default false
   */
  language?: boolean;
  /**
   * Called with the first frame (hex) of each message type this decoder does not read, once per
   * connection, so the gateway can log it for the device. Such frames are answered and counted in
   * `unknownTypeCount`; the connection stays open.
   */
  onUnknownType?: (report: Gt06UnknownType) => void;
  /** Bounds on photos arriving in parts. @default DEVICE_MEDIA_LIMITS */
  mediaLimits?: MediaLimits;
}

/** A message type the decoder does not read, with the frame that carried it. */
export interface Gt06UnknownType {
  type: number;
  /** The whole frame, as hex. */
  frame: string;
}

/**
 * One GT06 (Concox and compatible) TCP connection, Traccar port 5023. Frames are
 * `78 78 <len> <type> <content> <serial> <crc> 0d 0a` or, extended, `79 79 <len 2> …`. Decodes login
 * (0x01); GPS, cell, alarm and fence reports (0x10-0x12, 0x16, 0x18, 0x19, 0x1A, 0x1E, 0x22, 0x24,
 * 0x26-0x28, 0x2A, 0x2C-0x2E, 0x31-0x33, 0x37, 0xA0-0xA5, 0xA7); Wi-Fi reports (0x17, 0x69); status
 * and heartbeats (0x13, 0x23); battery management (0x40); command replies (0x15, 0x21); information
 * (0x94); alarm packets (0x95); serial accessories (0x9B); peripherals (extended 0xF2); photos in parts
 * (X1 0x35 and extended 0x36, WD-209 extended 0x41: `Gt06Photos`); answers time (0x8A) and address
 * (0x2A) requests; skips satellites (0x14) and extended diagnostics (0x65, 0x66) as the reference
 * decoder does. Other types are answered and counted.
 */
export class Gt06Decoder implements TcpProtocolSession {
  readonly protocol = 'gt06' as const;
  readonly #buffer = new ReceiveBuffer();
  readonly #now: () => Date;
  readonly #language: boolean;
  #uniqueId: string | undefined;
  /** The eight IMEI bytes of the login, which some devices repeat inside their reports. */
  #imeiBytes: Buffer | undefined;
  #timeZoneOffsetMinutes = 0;
  #badChecksumCount = 0;
  readonly #unknownTypes: UnknownTypeReports<number>;
  #disposed = false;
  /** How far the frame at the start of the buffer has been looked through for its end. */
  #endSearch: EndSearch | undefined;
  /** Photos arriving in parts (0x35/0x36, 0x41). */
  readonly #photos: Gt06Photos;

  constructor(options: Gt06Options = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#language = options.language ?? false;
    this.#unknownTypes = new UnknownTypeReports<number>(options.onUnknownType);
    this.#photos = new Gt06Photos(this.#now, options.onMediaRefused, options.mediaLimits);
  }

  /** The IMEI from the login packet. */
  get uniqueId(): string | undefined {
    return this.#uniqueId;
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

  /** Bytes held for photos still arriving in parts (bounded by `mediaLimits`). */
  get mediaBuffered(): number {
    return this.#photos.buffered;
  }

  /** Whether commands carry the language field. */
  get language(): boolean {
    return this.#language;
  }

  push(chunk: Buffer): DecodedFrame[] {
    if (this.#disposed) throw new ProtocolError('gt06', 'disposed', 'session disposed');
    this.#buffer.append(chunk);
    const frames: DecodedFrame[] = [];
    for (;;) {
      const data = this.#buffer.view();
      if (data.length < 5) break;
      const header = data.readUInt16BE(0);
      if (header !== GT06_HEADER && header !== GT06_EXTENDED_HEADER) {
        throw new ProtocolError('gt06', 'badHeader', `frame starts with ${data.toString('hex', 0, 4)}`);
      }
      const extended = header === GT06_EXTENDED_HEADER;
      const frameLength = this.#frameLength(data, extended);
      if (frameLength < 0) break;
      frames.push(this.#decodeFrame(data.subarray(0, frameLength), extended));
      this.#buffer.consume(frameLength);
      this.#endSearch = undefined;
    }
    return storableFrames(frames);
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeGt06Command(this, command);
  }

  dispose(): void {
    this.#disposed = true;
    this.#buffer.clear();
    this.#photos.clear();
    this.#endSearch = undefined;
  }

  /** The length of the frame at the start of `data`, or -1 while it is incomplete. */
  #frameLength(data: Buffer, extended: boolean): number {
    const typeAt = extended ? 4 : 3;
    const expected = extended ? 2 + 2 + data.readUInt16BE(2) + 2 : 2 + 1 + (data[2] as number) + 2;
    if (data.length < expected) {
      // A frame whose length field over-counts would wait forever while its device waits for the
      // answer: accept an earlier 0d 0a when the bytes before it carry a valid CRC.
      return this.#checkedEnd(data, typeAt);
    }
    if (isFrameEnd(data, expected - 2)) return expected;
    // Some firmware counts the length differently; like Traccar, take the frame up to 0d 0a.
    if (data.length >= expected + 2 && isFrameEnd(data, expected)) return expected + 2;
    const end = this.#firstEnd(data, typeAt);
    if (end >= 0) return end + 2;
    if (data.length > expected + MAX_UNTERMINATED) {
      throw new ProtocolError('gt06', 'frameTooLong', `no frame end within ${data.length} bytes`);
    }
    return -1;
  }

  /**
   * The end of the first frame in `data` closed by 0d 0a after a matching CRC, or -1. Each byte is
   * looked at once per frame, however the frame arrives: the search goes on where it stopped, with
   * the CRC of the bytes before it.
   */
  #checkedEnd(data: Buffer, typeAt: number): number {
    const search = this.#search(typeAt);
    for (;;) {
      const at = data.indexOf(CRLF, search.from);
      if (at < 0) {
        // A 0d at the very end may be closed by the next read.
        search.from = Math.max(search.from, data.length - 1);
        return -1;
      }
      search.from = at + 1;
      search.first ??= at;
      if (at - typeAt < 5) continue;
      search.crc = CRC16_X25.update(search.crc, data, search.crcEnd, at - 2);
      search.crcEnd = at - 2;
      if (CRC16_X25.finish(search.crc) === data.readUInt16BE(at - 2)) return at + 2;
    }
  }

  /** Where the first 0d 0a after the type byte starts, or -1 (found once per frame). */
  #firstEnd(data: Buffer, typeAt: number): number {
    const search = this.#search(typeAt);
    if (search.first === undefined) {
      const at = data.indexOf(CRLF, search.from);
      if (at >= 0) search.first = at;
      else search.from = Math.max(search.from, data.length - 1);
    }
    return search.first ?? -1;
  }

  #search(typeAt: number): EndSearch {
    this.#endSearch ??= { from: typeAt + 1, first: undefined, crc: CRC16_X25.initial, crcEnd: 2 };
    return this.#endSearch;
  }

  #decodeFrame(frame: Buffer, extended: boolean): DecodedFrame {
    const typeAt = extended ? 4 : 3;
    const type = frame[typeAt] as number;
    const end = frame.length - 2;
    // Type, serial and CRC need 5 bytes; shorter frames carry nothing to answer.
    if (end - typeAt < 5) return { messages: [] };
    if (!extended && WIFI_REPORTS.has(type) && !(type === 0x17 && frame[2] === RFID_REPORT_LENGTH)) {
      return this.#wifiReport(type, frame);
    }
    if (CRC16_X25.checksum(frame, 2, end - 2) !== frame.readUInt16BE(end - 2)) this.#badChecksumCount++;
    const serial = frame.readUInt16BE(end - 4);
    if (Gt06Photos.handles(type, extended)) {
      return this.#photos.frame(type, frame.subarray(typeAt + 1, end - 4), serial, this.#uniqueId);
    }
    let messages: DecodedMessage[];
    try {
      messages = this.#decodeContent(type, frame, typeAt, end, extended);
    } catch (error) {
      // A frame shorter than its type says (an empty 0x12, a short 0x10) is answered and skipped:
      // its device keeps the connection and goes on. Only a login too short to name the device closes it.
      if (!(error instanceof ProtocolError) || type === LOGIN) throw error;
      messages = [];
    }
    const ack = this.#ack(type, serial, extended);
    return ack ? { messages, ack } : { messages };
  }

  #decodeContent(
    type: number,
    frame: Buffer,
    typeAt: number,
    end: number,
    extended: boolean,
  ): DecodedMessage[] {
    const uniqueId = this.#uniqueId;
    const from = uniqueId === undefined ? {} : { uniqueId };
    const content = frame.subarray(typeAt + 1, end - 4);
    const lengthField = extended ? undefined : (frame[2] as number);
    const prefix = this.#prefix(type, content);
    const context = { uniqueId, timeZoneOffsetMinutes: this.#timeZoneOffsetMinutes, lengthField, prefix };
    if (type === LOGIN) return this.#login(content);
    if (!extended) {
      // A 0x34 of length 0x37 is the SL4X's multi-cell report, not read: it goes to the unknown types.
      if (type === X1_GPS && lengthField !== SL4X_CELLS_LENGTH) return [decodeX1Gps(content, context)];
      if (type === STATUS_MODULES) return [decodeStatusModules(content, context)];
      if (type === IBUTTON) return [decodeIButton(content, context)];
      if (type === WIFI_LIST) return [decodeWifiList(content, context)];
      if (type === BMS) return [decodeBms(content, context)];
      if (type === SATELLITE) return [];
    } else {
      if (type === GPS_LBS_8) return [decodeGpsLbs8(content, context)];
      if (type === AZ735_REPORT || type === AZ735_ALARM) return [decodeAz735(type, content, context)];
      if (type === MODULAR) return [decodeModular(content, context)];
      if (type === OBD) return [decodeObd(content, context)];
      if (type === PERIPHERAL) return [decodePeripheral(content, context)];
      if (EXTENDED_UNANSWERED.has(type)) return [];
    }
    if (isGt06Report(type, lengthField) || prefix === 'ntHeader') {
      // Read up to the CRC: some firmware leaves out the serial and counts the length its own way.
      const message = decodeGt06Report(type, new FrameReader('gt06', frame, typeAt + 1, end), context);
      return message ? [message] : [];
    }
    if (type === STATUS) return [{ kind: 'heartbeat', ...from, attributes: decodeStatus(content) }];
    if (type === HEARTBEAT) return [{ kind: 'heartbeat', ...from, attributes: decodeHeartbeat(content) }];
    if (type === STRING) {
      const reader = new FrameReader('gt06', content);
      const length = reader.u8();
      if (length <= 4) return [];
      reader.skip(4); // server flag
      return [replyMessage(reader.bytes(Math.min(length - 4, reader.remaining)).toString('latin1'), from)];
    }
    if (type === STRING_INFO) {
      const reader = new FrameReader('gt06', content);
      reader.skip(4); // server flag
      const encoding = reader.u8();
      const bytes = reader.bytes(reader.remaining);
      const text = encoding === 1 ? bytes.toString('latin1') : decodeUtf16Be(bytes);
      return [positionReply(text, context) ?? replyMessage(text, from)];
    }
    if (type === INFO) {
      if (!extended) {
        const attributes = decodeBasicInfo(content);
        return attributes ? [{ kind: 'heartbeat', ...from, attributes }] : [];
      }
      const info = decodeInfo(content, context);
      return info ? [{ kind: 'heartbeat', ...from, ...info }] : [];
    }
    if (type === ALARM) {
      // JC400 packets start with an FF FF marker and lay the fix out their own way.
      if (content.length > 3 && content.readUInt16BE(0) === 0xffff)
        return [decodeJc400Alarm(content, context)];
      return [decodeAlarmPacket(content, context)];
    }
    if (type === SERIAL) {
      const attributes = decodeSerial(content);
      return attributes ? [{ kind: 'heartbeat', ...from, attributes }] : [];
    }
    if (type !== TIME_REQUEST && !COMMAND_TYPES.has(type)) this.#unknownType(type, frame);
    return [];
  }

  /**
   * A Wi-Fi report (no serial, no CRC): a position without a fix carrying its access points and
   * cells, answered with `78 78 00 <type> <its date> 0d 0a`; a report cut short is answered alone.
   */
  #wifiReport(type: number, frame: Buffer): DecodedFrame {
    const time = frame.subarray(4, Math.min(10, frame.length - 2));
    const ack = Buffer.concat([Buffer.from([0x78, 0x78, 0x00, type]), time, CRLF]);
    let report: ReturnType<typeof readWifiReport>;
    try {
      report = readWifiReport(frame);
    } catch (error) {
      if (error instanceof ProtocolError) return { messages: [], ack };
      throw error;
    }
    const uniqueId = this.#uniqueId;
    const position = positionWithoutFix(report.fixTime, { network: report.network }, uniqueId);
    return { messages: [position], ack };
  }

  /**
   * Whether the report repeats the device's IMEI before its fix, as the QH302R (0x12) and the NT
   * models (0x22, 0x25, after a location source byte) do. Traccar tells them apart by the device
   * model; the IMEI matching the login's says the same without one.
   */
  #prefix(type: number, content: Buffer): 'imei' | 'ntHeader' | undefined {
    const imei = this.#imeiBytes;
    if (!imei) return undefined;
    if (type === 0x12 && content.length >= 8 + 18 && imei.equals(content.subarray(0, 8))) return 'imei';
    if (
      (type === 0x22 || type === 0x25) &&
      content.length >= 9 + 6 + 18 &&
      imei.equals(content.subarray(1, 9))
    ) {
      return 'ntHeader';
    }
    return undefined;
  }

  /** Counts a frame of a type this decoder does not read and reports the first of each type. */
  #unknownType(type: number, frame: Buffer): void {
    this.#unknownTypes.add(type, frame);
  }

  #login(content: Buffer): DecodedMessage[] {
    if (content.length < 8) {
      throw new ProtocolError('gt06', 'malformedFrame', `login with ${content.length} bytes of content`);
    }
    const uniqueId = content.toString('hex', 0, 8).slice(1);
    this.#uniqueId = uniqueId;
    this.#imeiBytes = Buffer.from(content.subarray(0, 8));
    if (content.length >= 12) {
      // Type identification code, then the time zone: bits 15-4 hours*100+minutes, bit 3 west.
      const zone = content.readUInt16BE(10);
      const hhmm = zone >> 4;
      const minutes = Math.trunc(hhmm / 100) * 60 + (hhmm % 100);
      this.#timeZoneOffsetMinutes = zone & 0x08 ? -minutes : minutes;
    }
    return [{ kind: 'login', uniqueId }];
  }

  #ack(type: number, serial: number, extended: boolean): Buffer | undefined {
    if (type === TIME_REQUEST) return this.#timeResponse();
    // The modular and peripheral reports, though extended, are answered with a short acknowledgement.
    if ((type === MODULAR || type === PERIPHERAL) && extended)
      return encodeGt06Packet(false, type, EMPTY, serial);
    // An address request wants an address (0x97); the server has none to give, as the reference answers.
    if (type === ADDRESS_REQUEST) return encodeGt06Packet(true, ADDRESS_RESPONSE, NO_ADDRESS, 0);
    if (extended) {
      return EXTENDED_ACKNOWLEDGED.has(type) ? encodeGt06Packet(true, type, EMPTY, serial) : undefined;
    }
    if (COMMAND_TYPES.has(type) || type === STRING_INFO) return undefined;
    return encodeGt06Packet(false, type, EMPTY, serial);
  }

  #timeResponse(): Buffer {
    const now = this.#now();
    const content = Buffer.from([
      now.getUTCFullYear() - 2000,
      now.getUTCMonth() + 1,
      now.getUTCDate(),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
    ]);
    return encodeGt06Packet(false, TIME_REQUEST, content, 0);
  }
}

const EMPTY = Buffer.alloc(0);
/** The address answer when the server has no address: `NA&&NA&&0##` after its length and server flag. */
const NO_ADDRESS = Buffer.concat([Buffer.from([11, 0, 0, 0, 0]), Buffer.from('NA&&NA&&0##', 'latin1')]);
const CRLF = Buffer.from([0x0d, 0x0a]);

/** The search for the end of the frame at the start of the buffer, kept between reads. */
interface EndSearch {
  /** Where the next 0d 0a is looked for. */
  from: number;
  /** Where the first 0d 0a after the type byte is, once found. */
  first: number | undefined;
  /** The CRC register over the bytes from the length field to `crcEnd`. */
  crc: number;
  crcEnd: number;
}

function isFrameEnd(data: Buffer, at: number): boolean {
  return data[at] === 0x0d && data[at + 1] === 0x0a;
}

function replyMessage(text: string, from: { uniqueId?: string }): DecodedMessage {
  const result = text.replace(/\0+$/, '');
  if (result.startsWith('<ICCID:')) {
    return { kind: 'heartbeat', ...from, attributes: { iccid: result.slice(7, 27) } };
  }
  return { kind: 'commandResult', ...from, result };
}

function decodeUtf16Be(bytes: Buffer): string {
  const swapped = Buffer.from(bytes.subarray(0, bytes.length & ~1));
  return swapped.swap16().toString('utf16le');
}
