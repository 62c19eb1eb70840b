import { CRC16_X25 } from '../../protocols/checksum/crc16';
import type { TrackerRecord, VehicleSnapshot } from '../types';
import { answerQuery } from './answerQuery';
import {
  buildGt06Alarm,
  buildGt06CommandReply,
  buildGt06Location,
  buildGt06Login,
  buildGt06Status,
  GT06_ALARM,
  GT06_LOCATION,
  GT06_LOGIN,
  GT06_SERVER_COMMAND,
  NEPAL_OFFSET_MINUTES,
} from './gt06Frames';
import type { ReceivedCommand, ServerInstruction, TcpTrackerProtocol } from './TrackerProtocol';

/** Concox relay texts (as the server sends them) and the SMS-style fuel cut texts. */
const LOCK_TEXT = /^(relay,1|dyd,\d*)#?$/i;
const UNLOCK_TEXT = /^(relay,0|hfyd,\d*)#?$/i;
/** What a Concox tracker answers to the relay commands. */
export const GT06_LOCK_REPLY = 'Cut off the fuel supply: Success!';
export const GT06_UNLOCK_REPLY = 'Restore fuel supply: Success!';
/** Server frames longer than this are not GT06; the bytes are skipped. */
const MAX_FRAME = 1024;

/**
 * A GT06 (Concox) tracker: logs in with its IMEI, reports 0x22 locations and 0x26 alarms (one per
 * frame, each acknowledged by the server echoing type and serial), sends 0x13 status packets, and
 * answers 0x80 commands (`Relay,1#` cuts the fuel, `Relay,0#` restores it) with 0x15 text.
 */
export class Gt06Tracker implements TcpTrackerProtocol {
  readonly name = 'gt06' as const;
  readonly maxRecordsPerFrame = 1;
  readonly #imei: string;
  readonly #offsetMinutes: number;
  #serial = 0;
  #loginSerial = -1;
  #recordSerial = -1;
  #unread: Buffer = Buffer.alloc(0);

  /** @param offsetMinutes the time zone of the tracker's clock. @default 345 (Nepal, UTC+05:45) */
  constructor(imei: string, offsetMinutes = NEPAL_OFFSET_MINUTES) {
    this.#imei = imei;
    this.#offsetMinutes = offsetMinutes;
  }

  #nextSerial(): number {
    this.#serial = (this.#serial + 1) & 0xffff;
    return this.#serial;
  }

  hello(_snapshot: VehicleSnapshot): Buffer {
    this.#unread = Buffer.alloc(0);
    this.#recordSerial = -1;
    this.#loginSerial = this.#nextSerial();
    return buildGt06Login(this.#imei, this.#loginSerial, this.#offsetMinutes);
  }

  records(records: readonly TrackerRecord[]): Buffer {
    const [record] = records;
    if (!record) throw new RangeError('a GT06 frame carries one record');
    this.#recordSerial = this.#nextSerial();
    return record.alarm
      ? buildGt06Alarm({ ...record, alarm: record.alarm }, this.#recordSerial, this.#offsetMinutes)
      : buildGt06Location(record, this.#recordSerial, this.#offsetMinutes);
  }

  status(snapshot: VehicleSnapshot): Buffer {
    return buildGt06Status(snapshot, this.#nextSerial());
  }

  reply(command: ReceivedCommand, snapshot: VehicleSnapshot): Buffer {
    const text =
      command.engine === 'lock'
        ? GT06_LOCK_REPLY
        : command.engine === 'unlock'
          ? GT06_UNLOCK_REPLY
          : answerQuery(command.text, snapshot);
    return buildGt06CommandReply(text, this.#nextSerial(), command.reference ?? 0);
  }

  read(chunk: Buffer): ServerInstruction[] {
    let data = this.#unread.length ? Buffer.concat([this.#unread, chunk]) : chunk;
    const instructions: ServerInstruction[] = [];
    while (data.length >= 5) {
      const header = data.readUInt16BE(0);
      if (header !== 0x7878 && header !== 0x7979) {
        data = data.subarray(1); // not a frame start: look further
        continue;
      }
      const extended = header === 0x7979;
      const length = extended ? data.readUInt16BE(2) : (data[2] as number);
      const total = 2 + (extended ? 2 : 1) + length + 2;
      if (length < 5 || total > MAX_FRAME) {
        data = data.subarray(2);
        continue;
      }
      if (data.length < total) break;
      const frame = data.subarray(0, total);
      data = data.subarray(total);
      const instruction = this.#readFrame(frame, extended);
      if (instruction) instructions.push(instruction);
    }
    this.#unread = Buffer.from(data);
    return instructions;
  }

  #readFrame(frame: Buffer, extended: boolean): ServerInstruction | undefined {
    const typeAt = extended ? 4 : 3;
    const end = frame.length - 2;
    if (frame.readUInt16BE(end) !== 0x0d0a) return undefined;
    if (CRC16_X25.checksum(frame, 2, end - 2) !== frame.readUInt16BE(end - 2)) return undefined;
    const type = frame[typeAt] as number;
    const serial = frame.readUInt16BE(end - 4);
    const content = frame.subarray(typeAt + 1, end - 4);
    if (type === GT06_LOGIN && serial === this.#loginSerial) return { kind: 'helloAccepted' };
    if ((type === GT06_LOCATION || type === GT06_ALARM) && serial === this.#recordSerial) {
      this.#recordSerial = -1;
      return { kind: 'recordsAcknowledged', count: 1 };
    }
    if (type === GT06_SERVER_COMMAND && content.length >= 5) {
      const textLength = Math.min((content[0] as number) - 4, content.length - 5);
      const text = content.toString('latin1', 5, 5 + Math.max(0, textLength));
      const command: ReceivedCommand = { text, reference: content.readUInt32BE(1) };
      if (LOCK_TEXT.test(text.trim())) command.engine = 'lock';
      else if (UNLOCK_TEXT.test(text.trim())) command.engine = 'unlock';
      return { kind: 'command', command };
    }
    return { kind: 'acknowledged' };
  }
}
