import { CRC16_KERMIT } from '../../protocols/checksum/crc16';
import { encodeJt808Packet, JT808_MARKER, unescapeJt808 } from '../../protocols/huabao/packet';
import type { TrackerRecord, VehicleSnapshot } from '../types';
import type { ReceivedCommand, ServerInstruction, TcpTrackerProtocol } from './TrackerProtocol';

/** Server bytes kept while waiting for the end of a frame; more are dropped. */
const MAX_UNREAD = 4096;
/** Beijing time, in which JT/T 808 terminals send their clock. */
const UTC_PLUS_8_MS = 8 * 3600_000;

/** JT/T 808 messages the simulated terminal sends and reads. */
const JT808 = {
  generalResponse: 0x0001,
  heartbeat: 0x0002,
  authenticate: 0x0102,
  location: 0x0200,
  serverResponse: 0x8001,
  terminalControl: 0x8105,
} as const;

/** `value` as two BCD digits. */
function bcd(value: number): number {
  return ((Math.floor(value / 10) % 10) << 4) | (value % 10);
}

/**
 * A JT/T 808 terminal (the SIM's 12-digit phone number as its id): authenticates with 0x0102,
 * reports 0x0200 locations (SOS and overspeed alarm bits, ACC and fuel-cut status bits, Beijing
 * time), sends 0x0002 heartbeats, each answered by the server's general response 0x8001, and obeys
 * terminal control 0x8105 (0xF0 cut, 0xF1 restore) with its own general response 0x0001.
 */
export class HuabaoTracker implements TcpTrackerProtocol {
  readonly name = 'huabao' as const;
  readonly maxRecordsPerFrame = 1;
  readonly #phone: Buffer;
  readonly #id: string;
  #serial = 0;
  #awaitingHello = false;
  #unread = Buffer.alloc(0);

  constructor(id: string) {
    this.#id = id;
    this.#phone = Buffer.from(id.padStart(12, '0').slice(-12), 'hex');
  }

  #frame(type: number, body: Buffer): Buffer {
    this.#serial = (this.#serial + 1) & 0xffff;
    return encodeJt808Packet(type, { phone: this.#phone, version: undefined }, this.#serial, body);
  }

  hello(): Buffer {
    this.#unread = Buffer.alloc(0);
    this.#awaitingHello = true;
    return this.#frame(JT808.authenticate, Buffer.from(this.#id, 'latin1'));
  }

  records(records: readonly TrackerRecord[]): Buffer {
    const [record] = records;
    if (!record) throw new RangeError('a JT/T 808 location carries one record');
    const body = Buffer.alloc(28);
    let alarm = 0;
    if (record.alarm === 'sos') alarm |= 0x01;
    if (record.alarm === 'overspeed') alarm |= 0x02;
    let status = 0;
    if (record.ignition) status |= 0x01;
    if (record.satellites > 0) status |= 0x02;
    if (record.latitude < 0) status |= 0x04;
    if (record.longitude < 0) status |= 0x08;
    if (record.blocked) status |= 0x400;
    body.writeUInt32BE(alarm, 0);
    body.writeUInt32BE(status, 4);
    body.writeUInt32BE(Math.round(Math.abs(record.latitude) * 1e6), 8);
    body.writeUInt32BE(Math.round(Math.abs(record.longitude) * 1e6), 12);
    body.writeUInt16BE(Math.max(0, Math.round(record.altitude)), 16);
    body.writeUInt16BE(Math.round(record.speedKmh * 10), 18);
    body.writeUInt16BE(Math.round(record.course) % 360, 20);
    const local = new Date(record.time + UTC_PLUS_8_MS);
    [
      local.getUTCFullYear() % 100,
      local.getUTCMonth() + 1,
      local.getUTCDate(),
      local.getUTCHours(),
      local.getUTCMinutes(),
      local.getUTCSeconds(),
    ].forEach((part, index) => {
      body[22 + index] = bcd(part);
    });
    return this.#frame(JT808.location, body);
  }

  status(): Buffer {
    return this.#frame(JT808.heartbeat, Buffer.alloc(0));
  }

  reply(command: ReceivedCommand, _snapshot: VehicleSnapshot): Buffer | undefined {
    if (command.reference === undefined) return undefined;
    const body = Buffer.alloc(5);
    body.writeUInt16BE(command.reference, 0);
    body.writeUInt16BE(JT808.terminalControl, 2);
    body[4] = 0;
    return this.#frame(JT808.generalResponse, body);
  }

  read(chunk: Buffer): ServerInstruction[] {
    this.#unread = Buffer.concat([this.#unread, chunk]);
    const instructions: ServerInstruction[] = [];
    for (;;) {
      const start = this.#unread.indexOf(JT808_MARKER);
      const end = start < 0 ? -1 : this.#unread.indexOf(JT808_MARKER, start + 1);
      if (end < 0) {
        if (this.#unread.length > MAX_UNREAD) this.#unread = Buffer.alloc(0);
        break;
      }
      const content = unescapeJt808(this.#unread.subarray(start + 1, end));
      this.#unread = this.#unread.subarray(end + 1);
      const instruction = content.length >= 12 ? this.#instruction(content) : undefined;
      if (instruction) instructions.push(instruction);
    }
    return instructions;
  }

  #instruction(content: Buffer): ServerInstruction | undefined {
    const type = content.readUInt16BE(0);
    const serial = content.readUInt16BE(10);
    const body = content.subarray(12, 12 + (content.readUInt16BE(2) & 0x3ff));
    if (type === JT808.serverResponse && body.length >= 5) {
      const answered = body.readUInt16BE(2);
      if (answered === JT808.authenticate) {
        if (!this.#awaitingHello) return { kind: 'acknowledged' };
        this.#awaitingHello = false;
        return body[4] === 0 ? { kind: 'helloAccepted' } : { kind: 'helloRefused' };
      }
      if (answered === JT808.location) return { kind: 'recordsAcknowledged', count: 1 };
      return { kind: 'acknowledged' };
    }
    const text = content.toString('hex');
    if (type === JT808.terminalControl) {
      const word = body[0];
      const engine = word === 0xf0 ? 'lock' : word === 0xf1 ? 'unlock' : undefined;
      return { kind: 'command', command: { text, reference: serial, ...(engine ? { engine } : {}) } };
    }
    return { kind: 'command', command: { text, reference: serial } };
  }
}

/** Ruptela commands the simulated device sends and reads. */
const RUPTELA = { records: 1, setIoReply: 17, identification: 15, heartbeat: 16, setIo: 117 } as const;

/**
 * A Ruptela FM device: identifies itself (command 15, answered 115), sends its records (command 1:
 * 1e-7 degree coordinates, km/h, ignition IO 251, hard braking IO 134), each packet answered `64 01`,
 * heartbeats (16, answered 116), and obeys Set IO 117 on output 1 (fuel cut), answered with command 17.
 */
export class RuptelaTracker implements TcpTrackerProtocol {
  readonly name = 'ruptela' as const;
  readonly maxRecordsPerFrame: number;
  readonly #imei: bigint;
  #inFrame = 0;
  #awaitingHello = false;
  #unread = Buffer.alloc(0);

  constructor(imei: string, maxRecordsPerFrame = 10) {
    this.#imei = BigInt(imei);
    this.maxRecordsPerFrame = Math.max(1, Math.min(maxRecordsPerFrame, 40));
  }

  #packet(command: number, content: Buffer): Buffer {
    const packet = Buffer.alloc(2 + 8 + 1 + content.length + 2);
    packet.writeUInt16BE(8 + 1 + content.length, 0);
    packet.writeBigUInt64BE(this.#imei, 2);
    packet[10] = command;
    content.copy(packet, 11);
    packet.writeUInt16BE(CRC16_KERMIT.checksum(packet, 2, packet.length - 2), packet.length - 2);
    return packet;
  }

  hello(): Buffer {
    this.#unread = Buffer.alloc(0);
    this.#awaitingHello = true;
    return this.#packet(RUPTELA.identification, Buffer.alloc(0));
  }

  records(records: readonly TrackerRecord[]): Buffer {
    this.#inFrame = records.length;
    const parts = [Buffer.from([0, records.length])];
    for (const record of records) {
      const head = Buffer.alloc(4 + 1 + 1 + 4 + 4 + 2 + 2 + 1 + 2 + 1 + 1);
      head.writeUInt32BE(Math.floor(record.time / 1000), 0);
      head[4] = 0;
      head[5] = record.alarm ? 1 : 0;
      head.writeInt32BE(Math.round(record.longitude * 1e7), 6);
      head.writeInt32BE(Math.round(record.latitude * 1e7), 10);
      head.writeUInt16BE(Math.max(0, Math.round(record.altitude * 10)), 14);
      head.writeUInt16BE(Math.round((record.course % 360) * 100), 16);
      head[18] = record.satellites;
      head.writeUInt16BE(Math.round(record.speedKmh), 19);
      head[21] = 10;
      head[22] = record.alarm === 'hardBraking' ? 134 : 0;
      // 1-byte IO elements: ignition (251), hard braking (134); none of 2, 4 and 8 bytes.
      const io = [251, record.ignition ? 1 : 0, 173, record.motion ? 1 : 0];
      if (record.alarm === 'hardBraking') io.push(134, 1);
      parts.push(head, Buffer.from([io.length / 2, ...io, 0, 0, 0]));
    }
    return this.#packet(RUPTELA.records, Buffer.concat(parts));
  }

  status(): Buffer {
    return this.#packet(RUPTELA.heartbeat, Buffer.alloc(0));
  }

  reply(command: ReceivedCommand): Buffer | undefined {
    return command.engine ? this.#packet(RUPTELA.setIoReply, Buffer.from([1])) : undefined;
  }

  read(chunk: Buffer): ServerInstruction[] {
    this.#unread = Buffer.concat([this.#unread, chunk]);
    const instructions: ServerInstruction[] = [];
    while (this.#unread.length >= 2) {
      const total = 2 + this.#unread.readUInt16BE(0) + 2;
      if (total > MAX_UNREAD) {
        this.#unread = Buffer.alloc(0);
        break;
      }
      if (this.#unread.length < total) break;
      const packet = this.#unread.subarray(0, total);
      this.#unread = this.#unread.subarray(total);
      const instruction = this.#instruction(packet);
      if (instruction) instructions.push(instruction);
    }
    return instructions;
  }

  #instruction(packet: Buffer): ServerInstruction | undefined {
    const command = packet[2];
    if (command === 100) {
      return packet[3] === 1 ? { kind: 'recordsAcknowledged', count: this.#inFrame } : undefined;
    }
    if (command === 100 + RUPTELA.identification) {
      if (!this.#awaitingHello) return { kind: 'acknowledged' };
      this.#awaitingHello = false;
      return packet[3] === 1 ? { kind: 'helloAccepted' } : { kind: 'helloRefused' };
    }
    if (command === 100 + RUPTELA.heartbeat) return { kind: 'acknowledged' };
    const text = packet.toString('hex');
    if (command === RUPTELA.setIo && packet.length >= 13) {
      const state = packet.readUInt32BE(7);
      return { kind: 'command', command: { text, engine: state === 1 ? 'lock' : 'unlock' } };
    }
    return { kind: 'command', command: { text } };
  }
}
