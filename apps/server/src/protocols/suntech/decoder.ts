import { ProtocolError } from '../ProtocolError';
import {
  type FrameBounds,
  type TextFrame,
  TextFrameSession,
  type TextSessionOptions,
} from '../TextFrameSession';
import type { DeviceCommand } from '../types';
import { decodeSuntech } from './decodeSuntech';
import { encodeSuntechCommand } from './encoder';

/** Longest report accepted before its `\r` (UEX reports carry user data). */
const MAX_REPORT = 2048;
const CARRIAGE_RETURN = 0x0d;
const LINE_FEED = 0x0a;
const SEMICOLON = 0x3b;

/**
 * One Suntech (ST300/ST340/ST500/ST600, SA200, ST910, universal format) TCP connection, Traccar
 * port 5011. Text reports end with `\r`; a `\r` followed by `;` (or `\n;`) belongs to a UEX report's
 * user data. Binary reports (second byte 0) carry their length and are counted as unknown types.
 * Every report carries the device id, so the first one identifies the connection.
 */
export class SuntechDecoder extends TextFrameSession {
  readonly protocol = 'suntech' as const;
  protected readonly maxFrameLength = MAX_REPORT;
  #prefix: string | undefined;

  constructor(options: TextSessionOptions = {}) {
    super(options);
  }

  /** The report prefix the device uses (`ST300`, `SA200`, or `` for the universal format). */
  get prefix(): string | undefined {
    return this.#prefix;
  }

  protected frameBounds(data: Buffer): FrameBounds | null {
    let skip = 0;
    while (skip < data.length && (data[skip] === CARRIAGE_RETURN || data[skip] === LINE_FEED)) skip++;
    if (skip === data.length) return skip > 0 ? { skip, end: skip } : null;
    if (data.length < skip + 2) return null;
    if (data[skip + 1] === 0) {
      if (data.length < skip + 3) return null;
      const length = 3 + data.readUInt16BE(skip + 1);
      return data.length >= skip + length ? { skip, end: skip + length } : null;
    }
    const first = data[skip] as number;
    if (this.uniqueId === undefined && !(first >= 0x41 && first <= 0x5a)) {
      throw new ProtocolError('suntech', 'badHeader', `unexpected byte 0x${first.toString(16)}`);
    }
    for (let index = skip; index < data.length && index - skip <= MAX_REPORT; index++) {
      if (data[index] !== CARRIAGE_RETURN) continue;
      const after = data[index + 1];
      const inUserData = after === SEMICOLON || (after === LINE_FEED && data[index + 2] === SEMICOLON);
      if (!inUserData) return { skip, end: index + 1 };
    }
    return null;
  }

  protected decodeFrame(text: string): TextFrame {
    const frame = decodeSuntech(text);
    if (frame.id !== undefined && this.#prefix === undefined) {
      const prefix = /^([A-Z]{2}\d{3})[A-Z]{3};/.exec(text);
      this.#prefix = prefix ? (prefix[1] as string) : /^[A-Z]{3};/.test(text) ? '' : undefined;
    }
    return frame;
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeSuntechCommand(this, command);
  }
}
