import { ProtocolError } from './ProtocolError';
import type { ProtocolName } from './types';

/**
 * Reads big-endian fields from one complete frame, throwing a {@link ProtocolError} instead of
 * reading past its end, so a frame shorter than its type says closes the connection cleanly.
 */
export class FrameReader {
  readonly #protocol: ProtocolName;
  readonly #data: Buffer;
  #offset: number;
  readonly #end: number;

  constructor(protocol: ProtocolName, data: Buffer, start = 0, end = data.length) {
    this.#protocol = protocol;
    this.#data = data;
    this.#offset = start;
    this.#end = end;
  }

  /** Where the next read starts. */
  get offset(): number {
    return this.#offset;
  }

  /** Bytes left to read. */
  get remaining(): number {
    return this.#end - this.#offset;
  }

  #take(size: number): number {
    const at = this.#offset;
    if (size < 0 || at + size > this.#end) {
      throw new ProtocolError(
        this.#protocol,
        'malformedFrame',
        `frame ends at byte ${this.#end - at} of a ${size}-byte field`,
      );
    }
    this.#offset = at + size;
    return at;
  }

  u8(): number {
    return this.#data[this.#take(1)] as number;
  }

  /** The next byte, without reading past it. */
  peekU8(): number {
    const at = this.#take(1);
    this.#offset = at;
    return this.#data[at] as number;
  }

  i8(): number {
    return this.#data.readInt8(this.#take(1));
  }

  u16(): number {
    return this.#data.readUInt16BE(this.#take(2));
  }

  i16(): number {
    return this.#data.readInt16BE(this.#take(2));
  }

  u24(): number {
    return this.#data.readUIntBE(this.#take(3), 3);
  }

  u32(): number {
    return this.#data.readUInt32BE(this.#take(4));
  }

  i32(): number {
    return this.#data.readInt32BE(this.#take(4));
  }

  /** An unsigned 64-bit field, as a number when it is exact and as decimal text otherwise. */
  u64(): number | string {
    const value = this.#data.readBigUInt64BE(this.#take(8));
    return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
  }

  /** A signed 64-bit field that holds a millisecond timestamp. */
  i64AsNumber(): number {
    return Number(this.#data.readBigInt64BE(this.#take(8)));
  }

  /** A view of the next `size` bytes. */
  bytes(size: number): Buffer {
    const at = this.#take(size);
    return this.#data.subarray(at, at + size);
  }

  skip(size: number): void {
    this.#take(size);
  }
}
