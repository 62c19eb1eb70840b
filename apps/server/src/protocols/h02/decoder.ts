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
import { decodeH02Binary } from './decodeH02Binary';
import { decodeH02Text } from './decodeH02Text';
import { encodeH02Command } from './encoder';

const TEXT_START = 0x2a; // '*'
const TEXT_END = 0x23; // '#'
const BINARY_START = 0x24; // '$'
const STATUS_START = 0x58; // 'X'
/** Binary frame lengths: the classic frame, 15-digit ids, and frames with extra data. */
export type H02BinaryFrameLength = 32 | 42 | 45;
const SHORT = 32;
const LONG = 45;
/** Bytes outside frames tolerated in a row. */
const MAX_JUNK = 256;
/** Longest text sentence accepted before its `#`. */
const MAX_TEXT_LENGTH = 1024;

function isFrameStart(byte: number): boolean {
  return byte === TEXT_START || byte === BINARY_START || byte === STATUS_START;
}

/** Options of an H02 connection. */
export interface H02Options extends SessionOptions {
  /**
   * The length of binary `$` frames (Traccar's `h02.messageLength`). By default it is learnt from
   * the first binary frame: 45 when the bytes after 45 start a frame, 32 otherwise.
   */
  binaryFrameLength?: H02BinaryFrameLength;
}

/**
 * One H02 TCP connection, Traccar port 5013. Text sentences run from `*` to `#`; binary frames
 * start with `$` and have a fixed length. Every frame carries the device id, so the first one
 * identifies the connection.
 */
export class H02Decoder implements TcpProtocolSession {
  readonly protocol = 'h02' as const;
  readonly #buffer = new ReceiveBuffer();
  readonly #now: () => Date;
  #binaryFrameLength: H02BinaryFrameLength | undefined;
  #uniqueId: string | undefined;
  #junkBytes = 0;
  #disposed = false;

  constructor(options: H02Options = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#binaryFrameLength = options.binaryFrameLength;
  }

  /** The id carried by the device's frames. */
  get uniqueId(): string | undefined {
    return this.#uniqueId;
  }

  /** H02 frames carry no checksum. */
  get badChecksumCount(): number {
    return 0;
  }

  get buffered(): number {
    return this.#buffer.length;
  }

  /** The clock commands are stamped with. */
  now(): Date {
    return this.#now();
  }

  push(chunk: Buffer): DecodedFrame[] {
    if (this.#disposed) throw new ProtocolError('h02', 'disposed', 'session disposed');
    this.#buffer.append(chunk);
    const frames: DecodedFrame[] = [];
    for (;;) {
      this.#skipSeparators();
      const data = this.#buffer.view();
      if (data.length === 0) break;
      const marker = data[0];
      let consumed = 0;
      if (marker === TEXT_START) {
        consumed = this.#text(data, frames);
      } else if (marker === BINARY_START) {
        consumed = this.#binary(data, frames);
      } else if (marker === STATUS_START) {
        // 'X' status frames have the short binary length and carry nothing the server keeps.
        consumed = data.length >= SHORT ? SHORT : 0;
      } else {
        this.#skipJunk(data);
        continue;
      }
      if (consumed === 0) break;
      this.#junkBytes = 0;
      this.#buffer.consume(consumed);
    }
    return storableFrames(frames);
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeH02Command(this, command);
  }

  dispose(): void {
    this.#disposed = true;
    this.#buffer.clear();
  }

  /**
   * Bytes that start no frame. Before the device has identified itself they mean the peer does not
   * speak H02; afterwards they are the tail of a binary frame longer than its fixed length, skipped
   * up to the next frame as Traccar does, within a bound.
   */
  #skipJunk(data: Buffer): void {
    if (this.#uniqueId === undefined) {
      throw new ProtocolError('h02', 'badHeader', `unexpected byte 0x${(data[0] as number).toString(16)}`);
    }
    let count = 1;
    while (count < data.length && !isFrameStart(data[count] as number)) count++;
    this.#junkBytes += count;
    if (this.#junkBytes > MAX_JUNK) {
      throw new ProtocolError('h02', 'badHeader', `${this.#junkBytes} bytes outside any frame`);
    }
    this.#buffer.consume(count);
  }

  /** Line breaks, spaces and NULs between frames. */
  #skipSeparators(): void {
    const data = this.#buffer.view();
    let count = 0;
    while (
      count < data.length &&
      (data[count] === 0x0d || data[count] === 0x0a || data[count] === 0x20 || data[count] === 0)
    ) {
      count++;
    }
    if (count > 0) this.#buffer.consume(count);
  }

  #text(data: Buffer, frames: DecodedFrame[]): number {
    const end = data.indexOf(TEXT_END);
    if (end < 0) {
      if (data.length > MAX_TEXT_LENGTH) {
        throw new ProtocolError('h02', 'frameTooLong', `no # within ${data.length} bytes`);
      }
      return 0;
    }
    const sentence = decodeH02Text(data.toString('latin1', 0, end + 1), this.#now());
    const messages = this.#identify(sentence.id);
    for (const message of sentence.messages) messages.push(this.#from(message));
    frames.push(
      sentence.ack === undefined ? { messages } : { messages, ack: Buffer.from(sentence.ack, 'latin1') },
    );
    return end + 1;
  }

  #binary(data: Buffer, frames: DecodedFrame[]): number {
    const length = this.#binaryLength(data);
    if (length < 0 || data.length < length) return 0;
    const { id, position } = decodeH02Binary(data.subarray(0, length), length === 42 ? 8 : 5);
    const messages = this.#identify(id);
    messages.push(this.#from(position));
    frames.push({ messages });
    return length;
  }

  /** The binary frame length, learnt from the first frame unless configured; -1 to wait. */
  #binaryLength(data: Buffer): number {
    if (this.#binaryFrameLength !== undefined) return this.#binaryFrameLength;
    const startsFrame = (at: number) => data[at] === BINARY_START || data[at] === TEXT_START;
    let length: H02BinaryFrameLength;
    if (data.length > LONG && startsFrame(LONG) && !startsFrame(SHORT)) length = LONG;
    else if (data.length > SHORT && startsFrame(SHORT)) length = SHORT;
    else if (data.length === LONG) length = LONG;
    else if (data.length === SHORT || data.length > LONG) length = SHORT;
    else return -1;
    this.#binaryFrameLength = length;
    return length;
  }

  /** A login message when a frame names a device other than the one known so far. */
  #identify(id: string): DecodedMessage[] {
    if (id === '' || id === this.#uniqueId) return [];
    if (!/^[0-9A-Za-z]{1,32}$/.test(id))
      throw new ProtocolError('h02', 'malformedFrame', 'device id is not alphanumeric');
    this.#uniqueId = id;
    return [{ kind: 'login', uniqueId: id }];
  }

  #from(message: DecodedMessage): DecodedMessage {
    return this.#uniqueId === undefined || message.kind === 'login'
      ? message
      : { ...message, uniqueId: this.#uniqueId };
  }
}
