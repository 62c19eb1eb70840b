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
import { UnknownTypeReports } from '../UnknownTypeReports';
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
/** Binary frames of devices with 15-digit ids (8-byte BCD id). */
const LONG_ID = 42;
/** Unknown sentence types reported per connection. */
const REPORTED_UNKNOWN_TYPES = 16;
/** Bytes outside frames tolerated in a row. */
const MAX_JUNK = 256;
/** Longest text sentence accepted before its `#`. */
const MAX_TEXT_LENGTH = 1024;

/** Whether the six bytes at `at` read as a BCD time hhmmss and date ddmmyy. */
function hasStamp(data: Buffer, at: number): boolean {
  if (data.length < at + 6) return false;
  const digits = data.toString('hex', at, at + 6);
  if (!/^\d{12}$/.test(digits)) return false;
  const [hours, minutes, seconds, day, month] = [0, 2, 4, 6, 8].map((i) => Number(digits.slice(i, i + 2)));
  return (
    (hours as number) < 24 &&
    (minutes as number) < 60 &&
    (seconds as number) < 60 &&
    (day as number) >= 1 &&
    (day as number) <= 31 &&
    (month as number) >= 1 &&
    (month as number) <= 12
  );
}

/**
 * Whether the bytes at the start of `data` begin a frame: a sentence `*XX,`, a binary frame whose BCD
 * time and date read as such, or an `X` status frame; `wait` when too few bytes have arrived to tell.
 * A device's binary frames may be longer than the length they are read with, and the bytes of such a
 * tail may happen to be `$` or `*`: they are skipped rather than read as a frame.
 */
function frameStart(data: Buffer): 'frame' | 'junk' | 'wait' {
  const marker = data[0];
  if (marker === TEXT_START) {
    if (data.length < 4) return 'wait';
    return /^\*[0-9A-Za-z]{2},$/.test(data.toString('latin1', 0, 4)) ? 'frame' : 'junk';
  }
  if (marker === BINARY_START) {
    if (data.length < 15) return 'wait';
    return hasStamp(data, 6) || hasStamp(data, 9) ? 'frame' : 'junk';
  }
  return marker === STATUS_START ? 'frame' : 'junk';
}

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
  /**
   * Called with the first sentence of each message type this decoder does not read, once per
   * connection, so the gateway can count and log it for the device. Such sentences count as a sign
   * of life; the connection stays open.
   */
  onUnknownType?: (report: H02UnknownType) => void;
}

/** A message type the decoder does not read, with the sentence that carried it. */
export interface H02UnknownType {
  /** The sentence's type field (`BS`, `BASE` …). */
  type: string;
  /** The whole sentence, as hex. */
  frame: string;
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
  readonly #unknownTypes: UnknownTypeReports<string>;

  constructor(options: H02Options = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#binaryFrameLength = options.binaryFrameLength;
    this.#unknownTypes = new UnknownTypeReports<string>(options.onUnknownType, REPORTED_UNKNOWN_TYPES);
  }

  /** Sentences of a message type this decoder does not read. */
  get unknownTypeCount(): number {
    return this.#unknownTypes.count;
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
      const start = this.#uniqueId === undefined ? 'frame' : frameStart(data);
      if (start === 'wait') break;
      if (start === 'junk') {
        this.#skipJunk(data);
        continue;
      }
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
    if (sentence.unknown) this.#unknownType(sentence.type, data.subarray(0, end + 1));
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

  /**
   * The binary frame length, learnt from the first frame unless configured; -1 to wait. A frame whose
   * time and date only read as such after an 8-byte id has a 15-digit id and is 42 bytes long. A
   * 32-byte frame followed by extra data the length does not cover is decoded all the same: the
   * extra bytes are skipped up to the next frame.
   */
  #binaryLength(data: Buffer): number {
    if (this.#binaryFrameLength !== undefined) return this.#binaryFrameLength;
    if (data.length < SHORT) return -1;
    const startsFrame = (at: number) => data[at] === BINARY_START || data[at] === TEXT_START;
    let length: H02BinaryFrameLength;
    if (!hasStamp(data, 6) && hasStamp(data, 9)) {
      if (data.length < LONG_ID) return -1;
      length = LONG_ID;
    } else if (data.length > LONG && startsFrame(LONG) && !startsFrame(SHORT)) length = LONG;
    else if (data.length > SHORT && startsFrame(SHORT)) length = SHORT;
    else if (data.length === LONG) length = LONG;
    else if (data.length === SHORT || data.length > LONG) length = SHORT;
    // Between the two lengths with nothing after: the fix is in the first 32 bytes, so it is read
    // now, and the length is learnt from a later frame rather than guessed from a split read.
    else return SHORT;
    this.#binaryFrameLength = length;
    return length;
  }

  /**
   * Counts a sentence of a type this decoder does not read and reports the first of each type. Types
   * are names the device chooses, so only the first few are remembered and reported.
   */
  #unknownType(type: string, frame: Buffer): void {
    this.#unknownTypes.add(type, frame);
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
