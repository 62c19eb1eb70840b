import { ProtocolError } from '../ProtocolError';
import { ReceiveBuffer } from '../ReceiveBuffer';
import { storableFrames } from '../storableMessage';
import type {
  DecodedFrame,
  DecodedMessage,
  DeviceCommand,
  SessionOptions,
  TcpProtocolSession,
  UnknownMessageTypeReport,
} from '../types';
import { UnknownTypeReports } from '../UnknownTypeReports';
import { decodeWialonData } from './decodeWialonData';
import { encodeWialonCommand } from './encoder';

/** Longest line accepted before its end (Traccar's limit). */
const MAX_LINE = 4096;
const LF = 0x0a;
/** A message: an optional identifier, `#type#`, the fields. */
const MESSAGE = /^([^#]*)#([^#]+)#(.*)$/s;
/** Identifiers the server can match: printable, no separators. */
const IDENTIFIER = /^[\x21-\x7e]{1,64}$/;

/** Options of a Wialon IPS connection. */
export interface WialonOptions extends SessionOptions {
  /** Called with the first line of each message type this decoder does not read, once per connection. */
  onUnknownType?: (report: UnknownMessageTypeReport) => void;
}

/**
 * One Wialon IPS (1.1 and 2.0) TCP connection, Traccar port 5039: text lines `#<type>#<fields>\r\n`.
 * Decodes login `#L#` (answered `#AL#1`), short and extended data `#SD#`/`#D#` (`#ASD#1`/`#AD#1`,
 * or `-1` for a message whose fields cannot be read), batches of stored messages `#B#` (`#AB#<count>`),
 * pings `#P#` (`#AP#`) and driver messages `#M#` (`#AM#1`, stored as a command result). Other types
 * are counted and left unanswered. The 2.0 CRC-16 of data messages is checked and counted.
 */
export class WialonDecoder implements TcpProtocolSession {
  readonly protocol = 'wialon' as const;
  readonly #buffer = new ReceiveBuffer();
  readonly #now: () => Date;
  readonly #unknownTypes: UnknownTypeReports<string>;
  #uniqueId: string | undefined;
  #badChecksumCount = 0;
  /** How far the unfinished line has been looked through for its end. */
  #searched = 0;
  #disposed = false;

  constructor(options: WialonOptions = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#unknownTypes = new UnknownTypeReports<string>(options.onUnknownType, 32);
  }

  /** The IMEI of the login message. */
  get uniqueId(): string | undefined {
    return this.#uniqueId;
  }

  get badChecksumCount(): number {
    return this.#badChecksumCount;
  }

  /** Messages of a type this decoder does not read. */
  get unknownTypeCount(): number {
    return this.#unknownTypes.count;
  }

  get buffered(): number {
    return this.#buffer.length;
  }

  push(chunk: Buffer): DecodedFrame[] {
    if (this.#disposed) throw new ProtocolError('wialon', 'disposed', 'session disposed');
    this.#buffer.append(chunk);
    const frames: DecodedFrame[] = [];
    for (;;) {
      const data = this.#buffer.view();
      if (data.length === 0) break;
      const end = data.indexOf(LF, this.#searched);
      if (end < 0) {
        this.#refuseStart(data);
        if (data.length > MAX_LINE) {
          throw new ProtocolError('wialon', 'frameTooLong', `no line end within ${data.length} bytes`);
        }
        this.#searched = data.length;
        break;
      }
      this.#searched = 0;
      const line = data.toString('utf8', 0, end).replace(/\r$/, '');
      this.#buffer.consume(end + 1);
      if (line.trim() === '') continue;
      if (end > MAX_LINE) throw new ProtocolError('wialon', 'frameTooLong', `line of ${end} bytes`);
      const frame = this.#line(line);
      if (frame) frames.push(frame);
    }
    return storableFrames(frames);
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeWialonCommand(command);
  }

  dispose(): void {
    this.#disposed = true;
    this.#buffer.clear();
  }

  /** A stream whose first byte can start no Wialon line (binary data) is refused at once. */
  #refuseStart(data: Buffer): void {
    const first = data[0] as number;
    if (first === 0x23 || (first >= 0x20 && first < 0x7f) || first === 0x0d) return;
    throw new ProtocolError('wialon', 'badHeader', `line starts with 0x${first.toString(16)}`);
  }

  #line(line: string): DecodedFrame | undefined {
    const match = MESSAGE.exec(line);
    if (!match) {
      if (this.#uniqueId === undefined) {
        throw new ProtocolError('wialon', 'badHeader', 'a line without #type#');
      }
      return undefined;
    }
    const [, head = '', type = '', body = ''] = match;
    // 2.0 firmware may put its protocol version before the identifier: `2.0;99999999#D#…`.
    const prefix = head.replace(/^\d\.\d;/, '');
    const messages: DecodedMessage[] = [];
    // A device may put its identifier before the first `#` instead of logging in.
    if (this.#uniqueId === undefined && prefix !== '' && type !== 'L')
      messages.push(...this.#identify(prefix));
    switch (type) {
      case 'L':
        return this.#login(body);
      case 'P':
        return { messages: [...messages, this.#from({ kind: 'heartbeat' })], ack: answer('AP', '') };
      case 'SD':
      case 'D': {
        const data = decodeWialonData(body, type === 'D', this.#now());
        const reply = type === 'D' ? 'AD' : 'ASD';
        if (!data.ok) return { messages, ack: answer(reply, '-1') };
        if (data.badChecksum) this.#badChecksumCount++;
        return { messages: [...messages, this.#from(data.message)], ack: answer(reply, '1') };
      }
      case 'B':
        return this.#batch(body, messages);
      case 'M':
        return {
          messages: [
            ...messages,
            this.#from({ kind: 'commandResult', result: body.replace(/;[0-9A-Fa-f]{4}$/, '') }),
          ],
          ack: answer('AM', '1'),
        };
      default:
        this.#unknownType(type, line);
        return messages.length > 0 ? { messages } : undefined;
    }
  }

  /** `#L#imei;password` (1.1) or `#L#2.0;imei;password;crc` (2.0). */
  #login(body: string): DecodedFrame {
    const fields = body.split(';');
    const uniqueId = (fields[0] ?? '').includes('.') ? fields[1] : fields[0];
    if (uniqueId === undefined || !IDENTIFIER.test(uniqueId)) {
      throw new ProtocolError('wialon', 'malformedFrame', 'login without an identifier');
    }
    const messages = this.#identify(uniqueId);
    return { messages, ack: answer('AL', '1') };
  }

  /** `#B#` items separated by `|`, a 2.0 CRC-16 last; every item is a stored message (`archive`). */
  #batch(body: string, messages: DecodedMessage[]): DecodedFrame {
    const items = body.split('|');
    if (items.length > 1 && /^(?:0x)?[0-9A-Fa-f]{1,4}$/.test(items.at(-1) ?? '')) items.pop();
    const now = this.#now();
    for (const item of items) {
      const extended = item.split(';').length > 11;
      const data = decodeWialonData(item, extended, now);
      if (!data.ok) continue;
      const message = data.message;
      message.attributes = { ...message.attributes, archive: true };
      messages.push(this.#from(message));
    }
    return { messages, ack: answer('AB', String(items.length)) };
  }

  #identify(uniqueId: string): DecodedMessage[] {
    if (this.#uniqueId !== undefined) return [];
    if (!IDENTIFIER.test(uniqueId))
      throw new ProtocolError('wialon', 'malformedFrame', 'unreadable identifier');
    this.#uniqueId = uniqueId;
    return [{ kind: 'login', uniqueId }];
  }

  #from(message: DecodedMessage): DecodedMessage {
    return this.#uniqueId === undefined ? message : { ...message, uniqueId: this.#uniqueId };
  }

  #unknownType(type: string, line: string): void {
    this.#unknownTypes.add(type, Buffer.from(line, 'utf8'));
  }
}

function answer(type: string, value: string): Buffer {
  return Buffer.from(`#${type}#${value}\r\n`, 'latin1');
}
