import type { FrameReader } from '../FrameReader';
import { MediaAssembly, type MediaLimits } from '../MediaAssembly';
import { ProtocolError } from '../ProtocolError';
import type { DecodedFrame, MediaRefusal } from '../types';
import { encodeRuptelaPacket } from './packet';

/** File transfer command. */
export const FILES = 37;
/** The file transfer subtype that carries a part of a file (a camera photo). */
const FILE_PART = 2;
/** Subtype, source, file name 8, parts 2, part 2. */
const PART_HEADER = 14;

/**
 * The files (camera photos) of one Ruptela connection, command 37 subtype 2: `<subtype> <source>
 * <name 8> <parts 2> <part 2> <data>`, parts numbered from 0. Each part but the last is answered with
 * the request for the next one (command 137: subtype, source, name, next part number); the last part
 * completes the file, which is handed out as a `media` message and not answered, as the reference
 * server does. Parts out of order, and files past {@link MediaLimits}, are refused and dropped.
 */
export class RuptelaFiles {
  readonly #files: MediaAssembly<string>;

  constructor(now: () => Date, onRefused?: (report: MediaRefusal) => void, limits?: MediaLimits) {
    this.#files = new MediaAssembly(now, onRefused, limits);
  }

  /** Whether this packet is a file part (other file transfer subtypes are not read). */
  static handles(command: number, reader: FrameReader): boolean {
    return command === FILES && reader.remaining > 0 && reader.peekU8() === FILE_PART;
  }

  /** Bytes held for files in progress. */
  get buffered(): number {
    return this.#files.buffered;
  }

  /** The messages and answer of a file part; `reader` stands after the command byte. */
  part(reader: FrameReader, uniqueId: string): DecodedFrame {
    let subtype: number;
    let source: number;
    let name: Buffer;
    let parts: number;
    let part: number;
    try {
      subtype = reader.u8();
      source = reader.u8();
      name = reader.bytes(8);
      parts = reader.u16();
      part = reader.u16();
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      this.#files.report(FILES, `a file part shorter than its ${PART_HEADER}-byte header`);
      return { messages: [] };
    }
    const key = name.toString('hex');
    if (part >= parts) {
      if (this.#files.has(key)) this.#files.drop(FILES, key, `part ${part} of a file of ${parts} parts`);
      else this.#files.report(FILES, `part ${part} of a file of ${parts} parts`);
      return { messages: [] };
    }
    const have = this.#files.partsOf(key);
    // A part sent again (its answer came late): asked again for the part the file needs, kept once.
    if (have !== undefined && part < have)
      return { messages: [], ack: partRequest(subtype, source, name, have) };
    if (part === 0) {
      if (!this.#files.start(FILES, key, undefined)) return { messages: [] };
    } else if (have !== part) {
      if (this.#files.has(key)) this.#files.drop(FILES, key, `part ${part} out of order`);
      else this.#files.report(FILES, `part ${part} of no file in progress`);
      return { messages: [] };
    }
    const last = part === parts - 1;
    const progress = this.#files.append(FILES, key, reader.bytes(reader.remaining), last);
    if (progress.state === 'complete') {
      return { messages: [{ kind: 'media', uniqueId, data: progress.data }] };
    }
    if (progress.state === 'refused') return { messages: [] };
    return { messages: [], ack: partRequest(subtype, source, name, part + 1) };
  }

  clear(): void {
    this.#files.clear();
  }
}

/** The server's request for part `part` of a file (command 137: subtype, source, name, part). */
function partRequest(subtype: number, source: number, name: Buffer, part: number): Buffer {
  const request = Buffer.alloc(PART_HEADER - 2);
  request[0] = subtype;
  request[1] = source;
  request.set(name, 2);
  request.writeUInt16BE(part, 10);
  return encodeRuptelaPacket(100 + FILES, request);
}
