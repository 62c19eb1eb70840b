import { FrameReader } from '../FrameReader';
import { MediaAssembly, type MediaLimits } from '../MediaAssembly';
import { ProtocolError } from '../ProtocolError';
import type { DecodedFrame, MediaMessage, MediaRefusal } from '../types';
import { encodeGt06Packet } from './packet';

/** X1 photo announcement (basic): time, fix, camera, format, size and picture id. */
export const PHOTO_INFO = 0x35;
/** X1 photo part (extended), and the server's request for one (basic). */
export const PHOTO_DATA = 0x36;
/** WD-209 multimedia part (extended): the device pushes the parts, each acknowledged. */
export const MULTIMEDIA = 0x41;

/** Bytes the server asks for in one X1 photo request, as the reference server does. */
const PART_SIZE = 1024;
/** Time 6, fix status 1, latitude 4, longitude 4, camera 1, source 1, format 1, size 4, picture id 4. */
const PHOTO_INFO_LENGTH = 26;
/** Device serial 8, time 4, fix 14, cell 8, media id 4, length 4, type 1, format 1. */
const MULTIMEDIA_HEADER = 44;

/**
 * The photos of one GT06 connection (docs/gateway.md, "Photos"). X1 cameras announce a photo (0x35)
 * and the server asks for it 1,024 bytes at a time (basic 0x36: picture id, offset, length); each part
 * comes back as an extended 0x36 and is answered with the next request, the last one with nothing.
 * WD-209 devices push multimedia parts (extended 0x41, part 0 first), each answered with its type and
 * serial; only photos (type 0, format 0: JPEG) are kept, as the reference decoder does. A photo is
 * handed out whole as a `media` message; parts are held within {@link MediaLimits}.
 */
export class Gt06Photos {
  readonly #files: MediaAssembly<string>;

  constructor(now: () => Date, onRefused?: (report: MediaRefusal) => void, limits?: MediaLimits) {
    this.#files = new MediaAssembly(now, onRefused, limits);
  }

  /** Bytes held for photos in progress. */
  get buffered(): number {
    return this.#files.buffered;
  }

  /** Whether a frame of this type is a photo frame this class answers. */
  static handles(type: number, extended: boolean): boolean {
    return extended ? type === PHOTO_DATA || type === MULTIMEDIA : type === PHOTO_INFO;
  }

  /**
   * The messages and answer of a photo frame. `content` runs from after the type to before the serial.
   * Before the device has identified itself nothing is kept or answered.
   */
  frame(type: number, content: Buffer, serial: number, uniqueId: string | undefined): DecodedFrame {
    if (uniqueId === undefined) return { messages: [] };
    if (type === PHOTO_INFO) return this.#info(content);
    if (type === PHOTO_DATA) return this.#part(content, uniqueId);
    return this.#multimedia(content, serial, uniqueId);
  }

  clear(): void {
    this.#files.clear();
  }

  #info(content: Buffer): DecodedFrame {
    if (content.length < PHOTO_INFO_LENGTH) {
      return refusedFrame(this.#files, PHOTO_INFO, `a photo announcement of ${content.length} bytes`);
    }
    const size = content.readUInt32BE(18);
    const pictureId = content.readUInt32BE(22);
    if (!this.#files.start(PHOTO_INFO, x1Key(pictureId), size)) return { messages: [] };
    return { messages: [], ack: photoRequest(pictureId, 0, size) };
  }

  #part(content: Buffer, uniqueId: string): DecodedFrame {
    let pictureId: number;
    let offset: number;
    let data: Buffer;
    try {
      const reader = new FrameReader('gt06', content);
      pictureId = reader.u32();
      offset = reader.u32();
      data = reader.bytes(reader.u16());
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      return refusedFrame(this.#files, PHOTO_DATA, `a photo part of ${content.length} bytes, cut short`);
    }
    const key = x1Key(pictureId);
    const received = this.#files.received(key);
    if (received !== undefined && offset !== received) {
      // A part repeated or out of order: ask again from where the photo stands.
      this.#files.report(PHOTO_DATA, `a photo part at offset ${offset}, expected ${received}`);
      return { messages: [], ack: photoRequest(pictureId, received, this.#sizeLeft(key, received)) };
    }
    const progress = this.#files.append(PHOTO_DATA, key, data);
    if (progress.state === 'refused') return { messages: [] };
    if (progress.state === 'complete') return { messages: [media(uniqueId, progress.data)] };
    return {
      messages: [],
      ack: photoRequest(pictureId, progress.received, this.#sizeLeft(key, progress.received)),
    };
  }

  #multimedia(content: Buffer, serial: number, uniqueId: string): DecodedFrame {
    const ack = encodeGt06Packet(true, MULTIMEDIA, EMPTY, serial);
    if (content.length < MULTIMEDIA_HEADER) {
      return {
        ...refusedFrame(this.#files, MULTIMEDIA, `a multimedia part of ${content.length} bytes`),
        ack,
      };
    }
    const time = content.readUInt32BE(8);
    const mediaId = content.readInt32BE(34);
    const length = content.readInt32BE(38);
    const mediaType = content[42] as number;
    const format = content[43] as number;
    // Recordings and other formats: acknowledged and not kept, as the reference decoder does.
    if (mediaType !== 0 || format !== 0) return { messages: [], ack };
    if (content.length < MULTIMEDIA_HEADER + 3) {
      return {
        ...refusedFrame(this.#files, MULTIMEDIA, `a multimedia part of ${content.length} bytes`),
        ack,
      };
    }
    const part = content.readUInt16BE(MULTIMEDIA_HEADER + 1);
    const key = `mm:${mediaId}`;
    const have = this.#files.partsOf(key);
    // A part sent again (its answer came late): acknowledged again, kept once.
    if (have !== undefined && part < have) return { messages: [], ack };
    if (part === 0) {
      if (!this.#files.start(MULTIMEDIA, key, length)) return { messages: [], ack };
    } else if (have !== undefined && part > have) {
      this.#files.drop(MULTIMEDIA, key, `part ${part} out of order`);
      return { messages: [], ack };
    }
    const progress = this.#files.append(MULTIMEDIA, key, content.subarray(MULTIMEDIA_HEADER + 3));
    if (progress.state !== 'complete') return { messages: [], ack };
    const deviceTime = new Date(time * 1000);
    return { messages: [media(uniqueId, progress.data, deviceTime)], ack };
  }

  #sizeLeft(key: string, received: number): number {
    return (this.#files.sizeOf(key) ?? received) - received;
  }
}

const EMPTY = Buffer.alloc(0);

const x1Key = (pictureId: number) => `x1:${pictureId}`;

/** The server's request for the next part of an X1 photo: picture id, offset, length (basic 0x36). */
export function photoRequest(pictureId: number, offset: number, left: number): Buffer {
  const content = Buffer.alloc(10);
  content.writeUInt32BE(pictureId >>> 0, 0);
  content.writeUInt32BE(offset, 4);
  content.writeUInt16BE(Math.min(left, PART_SIZE), 8);
  return encodeGt06Packet(false, PHOTO_DATA, content, 0);
}

function media(uniqueId: string, data: Buffer, deviceTime?: Date): MediaMessage {
  const valid = deviceTime !== undefined && !Number.isNaN(deviceTime.getTime());
  return { kind: 'media', uniqueId, ...(valid ? { deviceTime } : {}), data };
}

function refusedFrame(files: MediaAssembly<string>, type: number, reason: string): DecodedFrame {
  files.report(type, reason);
  return { messages: [] };
}
