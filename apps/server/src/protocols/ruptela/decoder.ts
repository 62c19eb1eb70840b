import { CRC16_KERMIT } from '../checksum/crc16';
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
  UnknownMessageTypeReport,
} from '../types';
import { UnknownTypeReports } from '../UnknownTypeReports';
import { decodeRuptelaDtcs, decodeRuptelaRecords } from './decodeRuptelaRecords';
import { encodeRuptelaCommand } from './encoder';
import { encodeRuptelaPacket } from './packet';
import { RuptelaFiles } from './ruptelaFiles';

const RECORDS = 1;
const CONFIGURATION = 2;
const VERSION = 3;
const FIRMWARE = 4;
const SMS_RESPONSE = 7;
const DTCS = 9;
const IDENTIFICATION = 15;
const HEARTBEAT = 16;
const SET_IO = 17;
const EXTENDED_RECORDS = 68;
/** Replies to commands whose content is text. */
const TEXT_REPLIES: ReadonlySet<number> = new Set([CONFIGURATION, VERSION, FIRMWARE, SMS_RESPONSE]);
/** Largest data field accepted (IMEI, command, content); records packets stay well under 1 KiB. */
const MAX_DATA = 4096;
/** IMEI and command. */
const MIN_DATA = 9;

/** Options of a Ruptela connection. */
export interface RuptelaOptions extends SessionOptions {
  /** Called with the first packet of each command this decoder does not read, once per connection. */
  onUnknownType?: (report: UnknownMessageTypeReport) => void;
  /** Bounds on files (camera photos) arriving in parts. @default DEVICE_MEDIA_LIMITS */
  mediaLimits?: MediaLimits;
}

/**
 * One Ruptela (FM-Eco, FM-Tco, FM-Pro, Trace, HCV, LCV) TCP connection, Traccar port 5046. Packets
 * are `<length 2> <IMEI 8> <command> <content> <crc 2>`, CRC-16/KERMIT over IMEI to content; every
 * packet carries the IMEI, so the first identifies the connection. Decodes records (1) and extended
 * records (68), answered `00 02 64 01 13 bc`; trouble codes (9), answered `… 6d 01 …`; identification
 * (15) and heartbeats (16), answered with their command + 100 and 1; replies to commands (2, 3, 4, 7,
 * 17); file parts (37, subtype 2: camera photos, `RuptelaFiles`), each but the last answered with the
 * request for the next. Other commands are counted and left unanswered.
 */
export class RuptelaDecoder implements TcpProtocolSession {
  readonly protocol = 'ruptela' as const;
  readonly #buffer = new ReceiveBuffer();
  readonly #unknownTypes: UnknownTypeReports<number>;
  #uniqueId: string | undefined;
  #badChecksumCount = 0;
  #disposed = false;
  readonly #files: RuptelaFiles;

  constructor(options: RuptelaOptions = {}) {
    this.#unknownTypes = new UnknownTypeReports<number>(options.onUnknownType);
    this.#files = new RuptelaFiles(
      options.now ?? (() => new Date()),
      options.onMediaRefused,
      options.mediaLimits,
    );
  }

  /** The IMEI of the packets, as 15 digits. */
  get uniqueId(): string | undefined {
    return this.#uniqueId;
  }

  get badChecksumCount(): number {
    return this.#badChecksumCount;
  }

  /** Packets of a command this decoder does not read. */
  get unknownTypeCount(): number {
    return this.#unknownTypes.count;
  }

  get buffered(): number {
    return this.#buffer.length;
  }

  /** Bytes held for files still arriving in parts (bounded by `mediaLimits`). */
  get mediaBuffered(): number {
    return this.#files.buffered;
  }

  push(chunk: Buffer): DecodedFrame[] {
    if (this.#disposed) throw new ProtocolError('ruptela', 'disposed', 'session disposed');
    this.#buffer.append(chunk);
    const frames: DecodedFrame[] = [];
    for (;;) {
      const data = this.#buffer.view();
      if (data.length < 2) break;
      const length = data.readUInt16BE(0);
      if (length < MIN_DATA || length > MAX_DATA) {
        throw new ProtocolError('ruptela', 'badLength', `data length ${length}`);
      }
      if (data.length < length + 4) break;
      frames.push(this.#decode(data.subarray(0, length + 4)));
      this.#buffer.consume(length + 4);
    }
    return storableFrames(frames);
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeRuptelaCommand(command);
  }

  dispose(): void {
    this.#disposed = true;
    this.#buffer.clear();
    this.#files.clear();
  }

  #decode(packet: Buffer): DecodedFrame {
    const end = packet.length - 2;
    if (CRC16_KERMIT.checksum(packet, 2, end) !== packet.readUInt16BE(end)) this.#badChecksumCount++;
    const reader = new FrameReader('ruptela', packet, 2, end);
    const imei = reader.u64();
    const uniqueId = String(imei).padStart(15, '0');
    const command = reader.u8();
    const messages: DecodedMessage[] = [];
    if (this.#uniqueId === undefined) {
      this.#uniqueId = uniqueId;
      messages.push({ kind: 'login', uniqueId });
    }
    const from = { uniqueId: this.#uniqueId };
    if (RuptelaFiles.handles(command, reader)) {
      const file = this.#files.part(reader, this.#uniqueId);
      return { messages: [...messages, ...file.messages], ...(file.ack ? { ack: file.ack } : {}) };
    }
    let decoded: DecodedMessage[] = [];
    try {
      decoded = this.#content(command, reader, packet);
    } catch (error) {
      // Content shorter than its command says: answered (records keep those read whole), the device goes on.
      if (!(error instanceof ProtocolError)) throw error;
    }
    for (const message of decoded) messages.push({ ...message, ...from });
    const ack = this.#ack(command);
    return ack ? { messages, ack } : { messages };
  }

  #content(command: number, reader: FrameReader, packet: Buffer): DecodedMessage[] {
    switch (command) {
      case RECORDS:
      case EXTENDED_RECORDS:
        return decodeRuptelaRecords(reader, command === EXTENDED_RECORDS);
      case DTCS:
        return decodeRuptelaDtcs(reader);
      case HEARTBEAT:
        return [{ kind: 'heartbeat' }];
      case IDENTIFICATION:
        return [];
      case SET_IO:
        return [{ kind: 'commandResult', result: String(reader.u8()) }];
      default:
        if (TEXT_REPLIES.has(command)) {
          return [
            { kind: 'commandResult', result: reader.bytes(reader.remaining).toString('latin1').trim() },
          ];
        }
        this.#unknownType(command, packet);
        return [];
    }
  }

  #ack(command: number): Buffer | undefined {
    if (command === RECORDS || command === EXTENDED_RECORDS) return RECORDS_ACK;
    if (command === DTCS) return DTCS_ACK;
    if (command === IDENTIFICATION || command === HEARTBEAT) return encodeRuptelaPacket(100 + command, ONE);
    return undefined;
  }

  #unknownType(command: number, packet: Buffer): void {
    this.#unknownTypes.add(command, packet);
  }
}

const ONE = Buffer.from([1]);
/** Records received (command 100, 1). */
const RECORDS_ACK = encodeRuptelaPacket(100, ONE);
/** Trouble codes received (command 109, 1). */
const DTCS_ACK = encodeRuptelaPacket(100 + DTCS, ONE);
