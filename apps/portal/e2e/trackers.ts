import { Socket } from 'node:net';
import { expect } from '@playwright/test';

// Trackers for the browser tests: they speak the real device protocols to the server's gateway, as a
// device in a vehicle would (OsmAnd over HTTP, GT06 over TCP).

/** One fix as an OsmAnd client reports it. */
export interface OsmAndFix {
  time: Date;
  latitude: number;
  longitude: number;
  /** Knots, as the protocol sends it. */
  speed: number;
  bearing?: number;
  ignition: boolean;
  motion: boolean;
}

/** Sends one fix to the OsmAnd gateway and returns the body of its answer (queued commands). */
export async function reportOsmAnd(uniqueId: string, fix: OsmAndFix): Promise<string> {
  const base = process.env.FLEETKIT_E2E_OSMAND_URL;
  if (!base) throw new Error('FLEETKIT_E2E_OSMAND_URL is not set: run the tests through the global setup');
  const query = new URLSearchParams({
    id: uniqueId,
    timestamp: String(Math.floor(fix.time.getTime() / 1000)),
    lat: String(fix.latitude),
    lon: String(fix.longitude),
    speed: String(fix.speed),
    bearing: String(fix.bearing ?? 0),
    ignition: String(fix.ignition),
    motion: String(fix.motion),
  });
  const response = await fetch(`${base}/?${query}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * A 20-minute drive north out of Kathmandu yesterday from 10:00 (local time), one fix every 30 s at
 * about 30 km/h, then the engine off: what a tracker would have sent.
 */
export function yesterdaysDrive(): OsmAndFix[] {
  const start = new Date();
  start.setDate(start.getDate() - 1);
  start.setHours(10, 0, 0, 0);
  const fixes: OsmAndFix[] = [];
  for (let i = 0; i <= 40; i++) {
    fixes.push({
      time: new Date(start.getTime() + i * 30_000),
      latitude: 27.7 + i * 0.00225,
      longitude: 85.32 + i * 0.0004,
      speed: 16,
      bearing: 10,
      ignition: true,
      motion: true,
    });
  }
  const last = fixes[fixes.length - 1] as OsmAndFix;
  fixes.push({
    ...last,
    time: new Date(last.time.getTime() + 30_000),
    speed: 0,
    ignition: false,
    motion: false,
  });
  return fixes;
}

// GT06: `78 78 <length> <type> <content> <serial> <CRC-16/X-25> 0d 0a`.
const CRC_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
    table[byte] = crc;
  }
  return table;
})();

function crc16X25(data: Uint8Array, start: number, end: number): number {
  let crc = 0xffff;
  for (let i = start; i < end; i++)
    crc = (crc >>> 8) ^ (CRC_TABLE[(crc ^ (data[i] as number)) & 0xff] as number);
  return (crc ^ 0xffff) & 0xffff;
}

function gt06Packet(type: number, content: Buffer, serial: number): Buffer {
  const frame = Buffer.alloc(2 + 1 + 1 + content.length + 6);
  let at = frame.writeUInt16BE(0x7878, 0);
  at = frame.writeUInt8(1 + content.length + 4, at);
  at = frame.writeUInt8(type, at);
  content.copy(frame, at);
  at += content.length;
  at = frame.writeUInt16BE(serial & 0xffff, at);
  at = frame.writeUInt16BE(crc16X25(frame, 2, at), at);
  frame.writeUInt16BE(0x0d0a, at);
  return frame;
}

/** The fuel relay answers of a GT06 tracker. */
const RELAY_ANSWERS: Readonly<Record<string, string>> = {
  'relay,1#': 'Cut off the fuel supply: Success!',
  'relay,0#': 'Restore fuel supply: Success!',
};

/**
 * A parked GT06 tracker: logs in, reports where it stands (ignition off, clock in UTC) and answers the
 * server's engine commands (0x80 `Relay,1#` / `Relay,0#`) with the 0x15 text a real unit sends.
 */
export class Gt06TestTracker {
  readonly commands: string[] = [];
  readonly #socket = new Socket();
  #serial = 1;
  #unread = Buffer.alloc(0);
  readonly #waiting = new Map<number, () => void>();

  constructor(readonly imei: string) {}

  async connect(port: number): Promise<void> {
    await new Promise<void>((done, fail) => {
      this.#socket.once('error', fail);
      this.#socket.connect(port, '127.0.0.1', () => done());
    });
    this.#socket.on('data', (chunk) => this.#read(chunk));
    const content = Buffer.alloc(12);
    Buffer.from(this.imei.padStart(16, '0'), 'hex').copy(content, 0);
    content.writeUInt16BE(0x2208, 8);
    content.writeUInt16BE(0, 10);
    await this.#send(0x01, content);
  }

  /** Reports a fix now; resolves once the server has acknowledged it (stored). */
  async report(latitude: number, longitude: number): Promise<void> {
    const now = new Date();
    const gps = Buffer.alloc(18);
    gps.writeUInt8(now.getUTCFullYear() - 2000, 0);
    gps.writeUInt8(now.getUTCMonth() + 1, 1);
    gps.writeUInt8(now.getUTCDate(), 2);
    gps.writeUInt8(now.getUTCHours(), 3);
    gps.writeUInt8(now.getUTCMinutes(), 4);
    gps.writeUInt8(now.getUTCSeconds(), 5);
    gps.writeUInt8(0xc0 | 9, 6);
    gps.writeUInt32BE(Math.round(latitude * 60 * 30_000), 7);
    gps.writeUInt32BE(Math.round(longitude * 60 * 30_000), 11);
    gps.writeUInt8(0, 15);
    gps.writeUInt16BE(0x1000 | 0x0400, 16);
    const cell = Buffer.from([0x01, 0xad, 0x01, 0x20, 0x00, 0x00, 0x10, 0x01]);
    const tail = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00]);
    await this.#send(0x22, Buffer.concat([gps, cell, tail]));
  }

  close(): void {
    this.#socket.destroy();
  }

  #send(type: number, content: Buffer): Promise<void> {
    const serial = this.#serial++;
    const acknowledged = new Promise<void>((done) => this.#waiting.set(serial, done));
    this.#socket.write(gt06Packet(type, content, serial));
    return acknowledged;
  }

  #read(chunk: Buffer): void {
    let data = Buffer.concat([this.#unread, chunk]);
    while (data.length >= 5 && data.readUInt16BE(0) === 0x7878) {
      const total = 2 + 1 + (data[2] as number) + 2;
      if (data.length < total) break;
      const frame = data.subarray(0, total);
      data = data.subarray(total);
      const type = frame[3] as number;
      const serial = frame.readUInt16BE(total - 6);
      const content = frame.subarray(4, total - 6);
      if (type === 0x80) {
        const text = content.toString('latin1', 5, 5 + (content[0] as number) - 4);
        this.commands.push(text);
        const answer = Buffer.from(RELAY_ANSWERS[text.toLowerCase()] ?? 'Unknown command', 'latin1');
        const reply = Buffer.alloc(1 + 4 + answer.length + 2);
        reply.writeUInt8(4 + answer.length, 0);
        content.copy(reply, 1, 1, 5);
        answer.copy(reply, 5);
        reply.writeUInt16BE(0x0002, 5 + answer.length);
        this.#socket.write(gt06Packet(0x15, reply, this.#serial++));
      } else {
        this.#waiting.get(serial)?.();
        this.#waiting.delete(serial);
      }
    }
    this.#unread = Buffer.from(data);
  }
}
