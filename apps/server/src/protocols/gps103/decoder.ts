import { ProtocolError } from '../ProtocolError';
import {
  type FrameBounds,
  type TextFrame,
  TextFrameSession,
  type TextSessionOptions,
} from '../TextFrameSession';
import type { DeviceCommand } from '../types';
import { decodeGps103 } from './decodeGps103';
import { encodeGps103Command } from './encoder';

/** Longest sentence accepted before its delimiter (the reference decoder's frame limit). */
const MAX_SENTENCE = 2048;
const SEMICOLON = 0x3b;
const ASTERISK = 0x2a;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * One GPS103 (Coban TK103-2/TK104/TK106, GPS-103/104) TCP connection, Traccar port 5001. Sentences end
 * with `;`, `*` or a line break; the device names itself with `##,imei:<id>,A;` (answered `LOAD`) and
 * keeps the connection with `<id>;` heartbeats (answered `ON`).
 */
export class Gps103Decoder extends TextFrameSession {
  readonly protocol = 'gps103' as const;
  protected readonly maxFrameLength = MAX_SENTENCE;

  constructor(options: TextSessionOptions = {}) {
    super(options);
  }

  protected frameBounds(data: Buffer): FrameBounds | null {
    // Bytes before a sentence must be text: a binary peer is not a GPS103 device.
    const first = data[0] as number;
    if (
      this.uniqueId === undefined &&
      first !== 0x23 &&
      first !== 0x69 &&
      !(first >= 0x30 && first <= 0x39)
    ) {
      if (first !== CARRIAGE_RETURN && first !== LINE_FEED && first !== 0x20 && first !== SEMICOLON) {
        throw new ProtocolError('gps103', 'badHeader', `unexpected byte 0x${first.toString(16)}`);
      }
    }
    for (let index = 0; index < data.length && index < MAX_SENTENCE + 1; index++) {
      const byte = data[index];
      if (byte === SEMICOLON || byte === ASTERISK || byte === LINE_FEED) return { skip: 0, end: index + 1 };
      if (byte === 0) throw new ProtocolError('gps103', 'malformedFrame', 'NUL inside a sentence');
    }
    return null;
  }

  protected decodeFrame(text: string, now: Date): TextFrame {
    return decodeGps103(text, now);
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeGps103Command(this, command);
  }
}
