import { crc16Arc } from '../checksum/crc16Arc';
import { FrameReader } from '../FrameReader';
import { ProtocolError } from '../ProtocolError';
import { ReceiveBuffer } from '../ReceiveBuffer';
import { storableFrames } from '../storableMessage';
import type { DecodedFrame, DecodedMessage, DeviceCommand, TcpProtocolSession } from '../types';
import { CODEC_8, CODEC_8_EXTENDED, CODEC_16, decodeTeltonikaRecord } from './decodeTeltonikaRecord';
import { encodeTeltonikaCommand } from './encoder';

/** Codec 12: GPRS commands and their responses. */
const CODEC_12 = 0x0c;
/** Codec 13: command responses with a timestamp. */
const CODEC_13 = 0x0d;
/** Codec 12 message type of a device response. */
const RESPONSE = 0x06;
/** A device keep-alive byte, sent between packets. */
const PING = 0xff;
/** The answer to an accepted IMEI handshake. */
const IMEI_ACCEPTED = Buffer.from([0x01]);
/** Longest identifier accepted in the handshake. */
const MAX_IMEI_LENGTH = 32;
/** Largest AVL data field accepted; devices send at most a few kilobytes. */
const MAX_DATA_LENGTH = 65_536;
/** 2000-01-01 in Unix seconds: a smaller four-byte stamp is the high half of milliseconds. */
const SECONDS_2000 = 946_684_800;
/** Preamble, data length and CRC around the data field. */
const ENVELOPE = 12;

/**
 * One Teltonika TCP connection, Traccar port 5027. The device opens with its IMEI
 * (`<length 2><ASCII>`, answered `01`), then sends AVL packets
 * `00000000 <data length 4> <codec> <count> <records> <count> <crc 4>` acknowledged with the
 * record count as four bytes. Decodes codecs 8, 8 Extended and 16 (positions), 12 and 13
 * (command responses) and the `FF` keep-alive.
 */
export class TeltonikaDecoder implements TcpProtocolSession {
  readonly protocol = 'teltonika' as const;
  readonly #buffer = new ReceiveBuffer();
  #uniqueId: string | undefined;
  #badChecksumCount = 0;
  #disposed = false;

  /** The IMEI from the handshake. */
  get uniqueId(): string | undefined {
    return this.#uniqueId;
  }

  get badChecksumCount(): number {
    return this.#badChecksumCount;
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
    if (crc16Arc(data, 8, end) !== data.readUInt32BE(end)) this.#badChecksumCount++;
    frames.push(this.#decodeData(new FrameReader('teltonika', data, 8, end)));
    return ENVELOPE + dataLength;
  }

  #decodeData(reader: FrameReader): DecodedFrame {
    const codec = reader.u8();
    const count = reader.u8();
    const messages: DecodedMessage[] = [];
    if (codec === CODEC_8 || codec === CODEC_8_EXTENDED || codec === CODEC_16) {
      for (let i = 0; i < count; i++) messages.push(decodeTeltonikaRecord(reader, codec, this.#uniqueId));
      const ack = Buffer.allocUnsafe(4);
      ack.writeUInt32BE(count, 0);
      return { messages, ack };
    }
    if (codec === CODEC_12) {
      for (let i = 0; i < count; i++) {
        const type = reader.u8();
        const text = responseText(reader.bytes(reader.u32()));
        if (type === RESPONSE) messages.push(this.#from({ kind: 'commandResult', result: text }));
      }
      return { messages };
    }
    if (codec === CODEC_13) {
      for (let i = 0; i < count; i++) {
        reader.skip(1); // type
        const size = reader.u32();
        const body = reader.bytes(size);
        // The timestamp is four bytes of seconds; some firmware writes eight bytes of milliseconds.
        const millisecondStamp = size >= 8 && body.readUInt32BE(0) < SECONDS_2000;
        const stampSize = millisecondStamp ? 8 : 4;
        if (size < stampSize)
          throw new ProtocolError('teltonika', 'malformedFrame', `codec 13 response of ${size} bytes`);
        const deviceTime = new Date(
          millisecondStamp ? Number(body.readBigUInt64BE(0)) : body.readUInt32BE(0) * 1000,
        );
        const result = responseText(body.subarray(stampSize));
        // A stamp beyond any date leaves the reply without a device time (the server's time is used).
        messages.push(
          this.#from(
            Number.isNaN(deviceTime.getTime())
              ? { kind: 'commandResult', result }
              : { kind: 'commandResult', result, deviceTime },
          ),
        );
      }
      return { messages };
    }
    throw new ProtocolError('teltonika', 'unsupported', `codec 0x${codec.toString(16)}`);
  }
}

/** A response as text when it is printable, as hex otherwise (as Traccar reports it). */
function responseText(bytes: Buffer): string {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x0d && byte !== 0x0a) return bytes.toString('hex');
  }
  return bytes.toString('latin1').trim();
}
