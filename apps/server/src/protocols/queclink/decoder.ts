import { ProtocolError } from '../ProtocolError';
import {
  type FrameBounds,
  type TextFrame,
  TextFrameSession,
  type TextSessionOptions,
} from '../TextFrameSession';
import type { DeviceCommand } from '../types';
import { decodeQueclink } from './decodeQueclink';
import {
  decodeQueclinkBinary,
  QUECLINK_BINARY_LENGTH,
  QUECLINK_BINARY_MINIMUM,
} from './decodeQueclinkBinary';
import { encodeQueclinkCommand } from './encoder';

/** Longest frame accepted (a GTFRI of 15 points, GTCAN and GTERI with their sensors fit well within). */
const MAX_FRAME = 4096;
const PLUS = 0x2b;
const DOLLAR = 0x24;
/** Headers of text frames. */
const TEXT_HEADERS = ['+RESP:', '+BUFF:', '+ACK:'];
/** Headers of the binary format (`AT+GTCFG` report format 1). */
const BINARY_HEADERS = [
  '+RSP',
  '+BSP',
  '+EVT',
  '+BVT',
  '+INF',
  '+BNF',
  '+HBD',
  '+CRD',
  '+BRD',
  '+LGN',
  '+ACK',
];

/** Whether `byte` ends a text frame: `$`, or a line break or NUL after early firmware's frames. */
function endsFrame(byte: number | undefined): boolean {
  return byte === DOLLAR || byte === 0x0d || byte === 0x0a || byte === 0;
}

/** Whether `byte` may sit between frames (line breaks, NUL padding). */
function separates(byte: number | undefined): boolean {
  return byte === 0x0d || byte === 0x0a || byte === 0 || byte === 0x20 || byte === DOLLAR;
}

/**
 * One Queclink @Track (GL200 family: GL/GV/GMT/GB/GT/CV series) TCP connection, Traccar port 5004.
 * Text frames `+RESP:…$`, `+BUFF:…$` and `+ACK:…$` end with `$`; every frame names its IMEI, so the
 * first identifies the connection. Binary frames (`+RSP`, `+EVT`, `+INF`, `+ACK`, `+HBD` …) end where
 * their length field says and are read by their masks (`decodeQueclinkBinary.ts`); reports of a mask
 * whose fields are not documented, and the other binary types, are counted as unknown types and
 * skipped.
 */
export class QueclinkDecoder extends TextFrameSession {
  readonly protocol = 'queclink' as const;
  protected readonly maxFrameLength = MAX_FRAME;
  #version: string | undefined;
  #deviceName: string | undefined;

  constructor(options: TextSessionOptions = {}) {
    super(options);
  }

  /** The protocol version of the device's frames (`060100`: a GV300), once known. */
  get version(): string | undefined {
    return this.#version;
  }

  /** The device name of the device's frames (the model, unless the owner renamed it), once known. */
  get deviceName(): string | undefined {
    return this.#deviceName;
  }

  protected frameBounds(data: Buffer): FrameBounds | null {
    let skip = 0;
    while (skip < data.length && separates(data[skip])) skip++;
    if (skip === data.length) return skip > 0 ? { skip, end: skip } : null;
    if (data[skip] !== PLUS) {
      if (this.uniqueId === undefined) {
        throw new ProtocolError(
          'queclink',
          'badHeader',
          `unexpected byte 0x${(data[skip] as number).toString(16)}`,
        );
      }
      // Junk after identification: skipped up to the next frame.
      const next = data.indexOf(PLUS, skip);
      const end = next < 0 ? data.length : next;
      return { skip: end, end };
    }
    const head = data.toString('latin1', skip, Math.min(data.length, skip + 6));
    const text = TEXT_HEADERS.find((header) => head.startsWith(header.slice(0, head.length)));
    if (text && head.length < text.length) return null;
    if (text && head.startsWith(text)) {
      for (let index = skip + text.length; index < data.length && index - skip <= MAX_FRAME; index++) {
        if (endsFrame(data[index])) return { skip, end: index + 1 };
      }
      return null;
    }
    const binary = BINARY_HEADERS.some((header) => head.startsWith(header));
    if (binary || (head.length < 4 && BINARY_HEADERS.some((header) => header.startsWith(head)))) {
      if (head.length < 4) return null;
      const layout = QUECLINK_BINARY_LENGTH[head.slice(0, 4)];
      if (layout) {
        if (data.length - skip < QUECLINK_BINARY_MINIMUM) return null;
        const [at, size] = layout;
        const length = size === 1 ? (data[skip + at] as number) : data.readUInt16BE(skip + at);
        if (length >= QUECLINK_BINARY_MINIMUM && length <= MAX_FRAME) {
          return data.length - skip >= length ? { skip, end: skip + length } : null;
        }
      }
      // A binary frame of no known length: everything up to the next text frame (or what has arrived) is one.
      const next = TEXT_HEADERS.map((header) => data.indexOf(header, skip + 1, 'latin1'))
        .filter((index) => index > 0)
        .sort((a, b) => a - b)[0];
      return { skip, end: next ?? data.length };
    }
    if (this.uniqueId === undefined) {
      throw new ProtocolError('queclink', 'badHeader', `no Queclink header: ${JSON.stringify(head)}`);
    }
    return { skip: skip + 1, end: skip + 1 };
  }

  protected decodeFrame(text: string): TextFrame {
    if (!TEXT_HEADERS.some((header) => text.startsWith(header))) {
      const header = BINARY_HEADERS.find((candidate) => text.startsWith(candidate));
      if (header && QUECLINK_BINARY_LENGTH[header]) {
        const frame = decodeQueclinkBinary(Buffer.from(text, 'latin1'));
        // A frame that names its device only by name belongs to the device the connection identified;
        // before any frame identified it, nothing is stored or answered (the device sends it again).
        if (frame.id === undefined && this.uniqueId === undefined && frame.messages.length > 0) {
          return { messages: [] };
        }
        return frame;
      }
      return { messages: [], unknownType: header ? `binary${header.slice(1)}` : 'other' };
    }
    const { version, deviceName, ...frame } = decodeQueclink(text);
    if (version !== undefined && frame.id !== undefined) this.#version = version;
    if (deviceName) this.#deviceName = deviceName;
    return frame;
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeQueclinkCommand(this, command);
  }
}
