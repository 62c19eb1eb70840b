import { ProtocolError } from '../ProtocolError';
import {
  type FrameBounds,
  type TextFrame,
  TextFrameSession,
  type TextSessionOptions,
} from '../TextFrameSession';
import type { DeviceCommand } from '../types';
import { decodeTk103 } from './decodeTk103';
import { encodeTk103Command } from './encoder';

/** Longest sentence accepted (a ZC03 answer carries the device's settings as text). */
const MAX_SENTENCE = 2048;
/** Bytes between sentences tolerated in a row (line breaks, padding). */
const MAX_JUNK = 256;
const OPEN = 0x28; // '('
const CLOSE = 0x29; // ')'
const DOLLAR = 0x24; // '$'

/**
 * One TK103 (Xexun TK102/TK103 and the many devices that copy it) TCP connection, Traccar port 5002.
 * Sentences run from `(` to `)`; a `)` inside `$…$` text (command answers) does not end one. Every
 * sentence carries the device id, so the first one identifies the connection.
 */
export class Tk103Decoder extends TextFrameSession {
  readonly protocol = 'tk103' as const;
  protected readonly maxFrameLength = MAX_SENTENCE;

  constructor(options: TextSessionOptions = {}) {
    super(options);
  }

  protected frameBounds(data: Buffer): FrameBounds | null {
    let start = 0;
    while (start < data.length && data[start] !== OPEN) start++;
    if (start > 0 && this.uniqueId === undefined && data.subarray(0, start).some((byte) => byte > 0x20)) {
      throw new ProtocolError('tk103', 'badHeader', `unexpected byte 0x${(data[0] as number).toString(16)}`);
    }
    if (start > MAX_JUNK)
      throw new ProtocolError('tk103', 'badHeader', `${start} bytes outside any sentence`);
    if (start === data.length) return start > 0 ? { skip: start, end: start } : null;
    let quoted = false;
    for (let index = start + 1; index < data.length && index - start <= MAX_SENTENCE; index++) {
      const byte = data[index];
      if (byte === DOLLAR) quoted = !quoted;
      else if (byte === CLOSE && !quoted) return { skip: start, end: index + 1 };
      else if (byte === OPEN && !quoted) {
        // A new sentence before this one ended: the unfinished one is dropped.
        return { skip: start, end: index > start ? index : start + 1 };
      }
    }
    return start > 0 ? { skip: start, end: start } : null;
  }

  protected decodeFrame(text: string, now: Date): TextFrame {
    // A sentence cut off by the next one's start holds nothing readable.
    if (!text.endsWith(')')) return { messages: [] };
    return decodeTk103(text, now);
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeTk103Command(this, command);
  }
}
