import { CRC16_ARC } from '../checksum/crc16';
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
import { UnknownTypeReports } from '../UnknownTypeReports';
import { decodeTeltonikaData } from './decodeTeltonikaData';
import { encodeTeltonikaCommand } from './encoder';

/** A device keep-alive byte, sent between packets. */
const PING = 0xff;
/** The answer to an accepted IMEI handshake. */
const IMEI_ACCEPTED = Buffer.from([0x01]);
/** Longest identifier accepted in the handshake. */
export const MAX_IMEI_LENGTH = 32;
/** Largest AVL data field accepted; devices send at most a few kilobytes. */
const MAX_DATA_LENGTH = 65_536;
/** Preamble, data length and CRC around the data field. */
const ENVELOPE = 12;

/** Options of a Teltonika connection. */
export interface TeltonikaOptions extends SessionOptions {
  /**
   * Called with the first packet (hex) of each codec this decoder does not read, once per
   * connection, so the gateway can count it and log it for the device. Such packets are skipped
   * unanswered (the device keeps their records) and the connection stays open.
   */
  onUnknownType?: (report: TeltonikaUnknownCodec) => void;
}

/** A codec the decoder does not read, with the packet that carried it. */
export interface TeltonikaUnknownCodec {
  type: number;
  /** The whole packet, as hex. */
  frame: string;
}

/**
 * One Teltonika TCP connection, Traccar port 5027. The device opens with its IMEI
 * (`<length 2><ASCII>`, answered `01`), then sends AVL packets
 * `00000000 <data length 4> <codec> <count> <records> <count> <crc 4>`, each acknowledged with the
 * number of records as four bytes (big-endian) once they are stored. Decodes codecs 7, 8,
 * 8 Extended and 16 (positions, with or without the 16-byte element block), 12, 13 and 14 (command
 * responses) and the `FF` keep-alive. A packet of another codec is skipped and reported.
 */
export class TeltonikaDecoder implements TcpProtocolSession {
  readonly protocol = 'teltonika' as const;
  readonly #buffer = new ReceiveBuffer();
  #uniqueId: string | undefined;
  #badChecksumCount = 0;
  readonly #unknownTypes: UnknownTypeReports<number>;
  /** The last packet of records carried the 16-byte element block. */
  #wideBlock = false;
  #disposed = false;

  constructor(options: TeltonikaOptions = {}) {
    this.#unknownTypes = new UnknownTypeReports<number>(options.onUnknownType);
  }

  /** The IMEI from the handshake. */
  get uniqueId(): string | undefined {
    return this.#uniqueId;
  }

  get badChecksumCount(): number {
    return this.#badChecksumCount;
  }

  /** Packets of codecs this decoder does not read (skipped, unanswered). */
  get unknownTypeCount(): number {
    return this.#unknownTypes.count;
  }

  get buffered(): number {
    return this.#buffer.length;
  }

  push(chunk: Buffer): DecodedFrame[] {
    if (this.#disposed) throw new ProtocolError('teltonika', 'disposed', 'session disposed');
    this.#buffer.append(chunk);
    const frames: DecodedFrame[] = [];
    for (;;) {
      const data = this.#buffer.view();
      if (data.length === 0) break;
      if (data[0] === PING) {
        frames.push({ messages: [this.#from({ kind: 'heartbeat' })] });
        this.#buffer.consume(1);
        continue;
      }
      if (data.length < 2) break;
      const imeiLength = data.readUInt16BE(0);
      const consumed =
        imeiLength > 0 ? this.#handshake(data, imeiLength, frames) : this.#packet(data, frames);
      if (consumed === 0) break;
      this.#buffer.consume(consumed);
    }
    return storableFrames(frames);
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeTeltonikaCommand(command);
  }

  dispose(): void {
    this.#disposed = true;
    this.#buffer.clear();
  }

  #from<T extends DecodedMessage>(message: T): T {
    return this.#uniqueId === undefined ? message : { ...message, uniqueId: this.#uniqueId };
  }

  /** Reads the IMEI handshake; returns the bytes used, or 0 while it is incomplete. */
  #handshake(data: Buffer, length: number, frames: DecodedFrame[]): number {
    if (length > MAX_IMEI_LENGTH) {
      throw new ProtocolError('teltonika', 'badLength', `identifier of ${length} bytes`);
    }
    if (data.length < 2 + length) return 0;
    const uniqueId = data.toString('latin1', 2, 2 + length);
    if (!/^[0-9A-Za-z]+$/.test(uniqueId)) {
      throw new ProtocolError('teltonika', 'malformedFrame', 'identifier is not alphanumeric');
    }
    this.#uniqueId = uniqueId;
    frames.push({ messages: [{ kind: 'login', uniqueId }], ack: IMEI_ACCEPTED });
    return 2 + length;
  }

  /** Reads one AVL packet; returns the bytes used, or 0 while it is incomplete. */
  #packet(data: Buffer, frames: DecodedFrame[]): number {
    if (data.length < 8) return 0;
    if (data.readUInt16BE(2) !== 0) {
      throw new ProtocolError('teltonika', 'badHeader', `preamble ${data.toString('hex', 0, 4)}`);
    }
    const dataLength = data.readUInt32BE(4);
    if (dataLength < 3 || dataLength > MAX_DATA_LENGTH) {
      throw new ProtocolError('teltonika', 'badLength', `data length ${dataLength}`);
    }
    if (data.length < ENVELOPE + dataLength) return 0;
    const end = 8 + dataLength;
    if (CRC16_ARC.checksum(data, 8, end) !== data.readUInt32BE(end)) this.#badChecksumCount++;
    const decoded = decodeTeltonikaData(data, 8, end, this.#uniqueId, this.#wideBlock);
    if (decoded.kind === 'records') {
      this.#wideBlock = decoded.wideBlock;
      frames.push({ messages: decoded.messages, ack: recordCountAck(decoded.count) });
    } else if (decoded.kind === 'responses') {
      frames.push({ messages: decoded.messages });
    } else {
      // Skipped unanswered: the device keeps the records. The empty frame still shows the
      // connection is alive and in step.
      this.#unknownCodec(decoded.codec, data.subarray(0, ENVELOPE + dataLength));
      frames.push({ messages: [] });
    }
    return ENVELOPE + dataLength;
  }

  /** Counts a packet of a codec not read here; the first of each codec is reported with its bytes. */
  #unknownCodec(codec: number, packet: Buffer): void {
    this.#unknownTypes.add(codec, packet);
  }
}

/** The TCP acknowledgement of an AVL packet: the number of records accepted, four bytes big-endian. */
export function recordCountAck(count: number): Buffer {
  const ack = Buffer.alloc(4);
  ack.writeUInt32BE(count, 0);
  return ack;
}
