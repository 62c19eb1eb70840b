import { CRC16_ARC } from '../../protocols/checksum/crc16';
import type { TrackerRecord, VehicleSnapshot } from '../types';
import { answerQuery } from './answerQuery';
import type { ReceivedCommand, ServerInstruction, TcpTrackerProtocol } from './TrackerProtocol';
import {
  buildTeltonikaHandshake,
  buildTeltonikaRecords,
  buildTeltonikaResponse,
  CODEC_12,
  CODEC_12_COMMAND,
} from './teltonikaFrames';

/** Digital output commands: DOUT1 drives the engine relay. */
const LOCK_TEXT = /^setdigout 1\d*$/i;
const UNLOCK_TEXT = /^setdigout 0\d*$/i;
/** What an FMB tracker answers to `setdigout`. */
export const TELTONIKA_LOCK_REPLY = 'DOUT1:1 DOUT2:IGNORED';
export const TELTONIKA_UNLOCK_REPLY = 'DOUT1:0 DOUT2:IGNORED';
/** Codec 12 packets longer than this are not commands; the connection is out of step. */
const MAX_COMMAND_DATA = 4096;

/**
 * A Teltonika (FMB) tracker: sends its IMEI and waits for `01`, then sends codec 8 Extended packets
 * of up to `maxRecordsPerFrame` records, each acknowledged with the record count as four bytes, and
 * answers codec 12 commands (`setdigout 1` cuts the engine, `setdigout 0` releases it) with codec 12
 * responses.
 */
export class TeltonikaTracker implements TcpTrackerProtocol {
  readonly name = 'teltonika' as const;
  readonly maxRecordsPerFrame: number;
  readonly #imei: string;
  #awaitingHello = false;
  #unread: Buffer = Buffer.alloc(0);

  /** @param maxRecordsPerFrame records per AVL packet. @default 20 */
  constructor(imei: string, maxRecordsPerFrame = 20) {
    this.#imei = imei;
    this.maxRecordsPerFrame = maxRecordsPerFrame;
  }

  hello(_snapshot: VehicleSnapshot): Buffer {
    this.#unread = Buffer.alloc(0);
    this.#awaitingHello = true;
    return buildTeltonikaHandshake(this.#imei);
  }

  records(records: readonly TrackerRecord[]): Buffer {
    return buildTeltonikaRecords(records);
  }

  status(): undefined {
    return undefined;
  }

  reply(command: ReceivedCommand, snapshot: VehicleSnapshot): Buffer {
    const text =
      command.engine === 'lock'
        ? TELTONIKA_LOCK_REPLY
        : command.engine === 'unlock'
          ? TELTONIKA_UNLOCK_REPLY
          : answerQuery(command.text, snapshot);
    return buildTeltonikaResponse(text);
  }

  read(chunk: Buffer): ServerInstruction[] {
    let data = this.#unread.length ? Buffer.concat([this.#unread, chunk]) : chunk;
    const instructions: ServerInstruction[] = [];
    for (;;) {
      if (this.#awaitingHello) {
        if (data.length < 1) break;
        this.#awaitingHello = false;
        instructions.push({ kind: data[0] === 1 ? 'helloAccepted' : 'helloRefused' });
        data = data.subarray(1);
        continue;
      }
      if (data.length < 4) break;
      const first = data.readUInt32BE(0);
      if (first !== 0) {
        // A record-count acknowledgement; a packet never starts with anything but four zero bytes.
        instructions.push({ kind: 'recordsAcknowledged', count: first });
        data = data.subarray(4);
        continue;
      }
      if (data.length < 8) break;
      const length = data.readUInt32BE(4);
      if (length > MAX_COMMAND_DATA) {
        data = data.subarray(4);
        continue;
      }
      if (data.length < 12 + length) break;
      const command = this.#readCommand(data.subarray(8, 8 + length), data.readUInt32BE(8 + length));
      data = data.subarray(12 + length);
      if (command) instructions.push({ kind: 'command', command });
    }
    this.#unread = Buffer.from(data);
    return instructions;
  }

  #readCommand(body: Buffer, crc: number): ReceivedCommand | undefined {
    if (CRC16_ARC.checksum(body) !== crc || body.length < 7) return undefined;
    if (body[0] !== CODEC_12 || body[2] !== CODEC_12_COMMAND) return undefined;
    const size = body.readUInt32BE(3);
    const text = body.toString('latin1', 7, Math.min(body.length, 7 + size)).trim();
    const command: ReceivedCommand = { text };
    if (LOCK_TEXT.test(text)) command.engine = 'lock';
    else if (UNLOCK_TEXT.test(text)) command.engine = 'unlock';
    return command;
  }
}
