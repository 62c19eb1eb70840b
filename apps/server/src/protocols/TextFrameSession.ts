import { ProtocolError } from './ProtocolError';
import { ReceiveBuffer } from './ReceiveBuffer';
import { storableFrames } from './storableMessage';
import type {
  DecodedFrame,
  DecodedMessage,
  DeviceCommand,
  ProtocolName,
  SessionOptions,
  TcpProtocolSession,
} from './types';
import { UnknownTypeReports } from './UnknownTypeReports';

/** A message type a decoder does not read, with the frame that carried it. */
export interface UnknownTypeReport {
  /** The type as the protocol names it: a number for binary protocols, a text such as `BP07` for text ones. */
  type: number | string;
  /** The whole frame, as hex. */
  frame: string;
}

/** Options of the text protocols' sessions (GPS103, TK103, Queclink, Suntech, Meitrack). */
export interface TextSessionOptions extends SessionOptions {
  /**
   * Called with the first frame (hex) of each message type the decoder does not read, once per
   * connection, so the gateway can count it and log it for the device. The connection stays open.
   */
  onUnknownType?: (report: UnknownTypeReport) => void;
}

/** What one complete text frame says. */
export interface TextFrame {
  /** The device identifier the frame carries, if any. */
  id?: string;
  /** Messages without `uniqueId`; the session adds it. */
  messages: DecodedMessage[];
  /** The exact text to answer. */
  ack?: string;
  /** Set when the frame's message type is one the decoder does not read. */
  unknownType?: string;
}

/** Where the next frame lies in the buffered bytes. */
export interface FrameBounds {
  /** Bytes before the frame that belong to no frame (separators, junk); consumed and dropped. */
  skip: number;
  /** The frame's end (exclusive, delimiter included), counted from the start of the buffer. */
  end: number;
}

/** Identifiers a device may give: letters and digits (IMEIs, TK103 serials), at most 32. */
const DEVICE_ID = /^[0-9A-Za-z]{1,32}$/;

/**
 * The per-connection state of a text protocol whose frames end with a delimiter: the receive buffer,
 * the device identifier learnt from the frames, the unknown-type report and the storable-message rule.
 * A subclass finds frame bounds in the bytes and decodes one frame's text.
 */
export abstract class TextFrameSession implements TcpProtocolSession {
  abstract readonly protocol: Exclude<ProtocolName, 'osmand'>;
  readonly #buffer = new ReceiveBuffer();
  readonly #now: () => Date;
  readonly #unknownTypes: UnknownTypeReports<string>;
  #uniqueId: string | undefined;
  #disposed = false;

  constructor(options: TextSessionOptions = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#unknownTypes = new UnknownTypeReports<string>(options.onUnknownType);
  }

  /** The most bytes a frame may hold, delimiters included. */
  protected abstract readonly maxFrameLength: number;

  /**
   * The bounds of the first complete frame in `data`, or null when more bytes are needed.
   * @throws {ProtocolError} when the bytes cannot start a frame of this protocol.
   */
  protected abstract frameBounds(data: Buffer): FrameBounds | null;

  /** Decodes one frame (its text, delimiters included). */
  protected abstract decodeFrame(text: string, now: Date): TextFrame;

  abstract encodeCommand(command: DeviceCommand): Buffer;

  /** The identifier the device gave, once it has given one. */
  get uniqueId(): string | undefined {
    return this.#uniqueId;
  }

  /** Text frames either carry no checksum or are decoded whatever theirs says (see each protocol). */
  get badChecksumCount(): number {
    return 0;
  }

  /** Frames of a message type the decoder does not read. */
  get unknownTypeCount(): number {
    return this.#unknownTypes.count;
  }

  get buffered(): number {
    return this.#buffer.length;
  }

  /** The clock acknowledgements and commands are stamped with. */
  now(): Date {
    return this.#now();
  }

  push(chunk: Buffer): DecodedFrame[] {
    if (this.#disposed) throw new ProtocolError(this.protocol, 'disposed', 'session disposed');
    this.#buffer.append(chunk);
    const frames: DecodedFrame[] = [];
    for (;;) {
      const data = this.#buffer.view();
      if (data.length === 0) break;
      const bounds = this.frameBounds(data);
      if (bounds === null) {
        if (data.length > this.maxFrameLength) {
          throw new ProtocolError(this.protocol, 'frameTooLong', `no frame end within ${data.length} bytes`);
        }
        break;
      }
      if (bounds.end - bounds.skip > this.maxFrameLength) {
        throw new ProtocolError(
          this.protocol,
          'frameTooLong',
          `a frame of ${bounds.end - bounds.skip} bytes`,
        );
      }
      const raw = data.subarray(bounds.skip, bounds.end);
      if (raw.length > 0) this.#frame(raw, frames);
      this.#buffer.consume(Math.max(bounds.end, 1));
    }
    return storableFrames(frames);
  }

  dispose(): void {
    this.#disposed = true;
    this.#buffer.clear();
  }

  #frame(raw: Buffer, frames: DecodedFrame[]): void {
    const text = raw.toString('latin1');
    // Line breaks between sentences are no frame.
    if (text.trim() === '') return;
    const decoded = this.decodeFrame(text, this.#now());
    const messages = decoded.id === undefined ? [] : this.#identify(decoded.id);
    const uniqueId = this.#uniqueId;
    for (const message of decoded.messages) {
      messages.push(uniqueId === undefined || message.kind === 'login' ? message : { ...message, uniqueId });
    }
    if (decoded.unknownType !== undefined) this.#unknownType(decoded.unknownType, raw);
    // Every complete frame is handed out, even one that carries nothing the server keeps (an unknown
    // type, a photo chunk): it shows the connection is alive, so a device that sends only such frames
    // is not closed as idle.
    frames.push(
      decoded.ack === undefined ? { messages } : { messages, ack: Buffer.from(decoded.ack, 'latin1') },
    );
  }

  /** A login message when a frame names a device other than the one known so far. */
  #identify(id: string): DecodedMessage[] {
    if (id === '' || id === this.#uniqueId) return [];
    if (!DEVICE_ID.test(id)) {
      throw new ProtocolError(this.protocol, 'malformedFrame', 'device id is not alphanumeric');
    }
    this.#uniqueId = id;
    return [{ kind: 'login', uniqueId: id }];
  }

  /** Counts a frame of a type the decoder does not read and reports the first of each type. */
  #unknownType(type: string, raw: Buffer): void {
    this.#unknownTypes.add(type, raw);
  }
}

/** `dddmm.mmmm` as unsigned degrees; NaN when the text is no such coordinate. */
export function degreesMinutes(text: string): number {
  const match = /^(\d*)(\d\d\.\d+)$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1] || '0') + Number(match[2]) / 60;
}

/** A UTC date from two-digit year, month, day and time parts; undefined when they make no date. */
export function utcDate(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): Date | undefined {
  if (
    !(month >= 1 && month <= 12 && day >= 1 && day <= 31 && hours <= 23 && minutes <= 59 && seconds <= 60)
  ) {
    return undefined;
  }
  const date = new Date(Date.UTC(year < 100 ? 2000 + year : year, month - 1, day, hours, minutes, seconds));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A number from a text field, or undefined when the field is empty or no number. */
export function numberField(text: string | undefined): number | undefined {
  const value = (text ?? '').trim();
  if (!/^[+-]?\d+(?:\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}
