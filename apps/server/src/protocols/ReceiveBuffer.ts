/** Initial capacity; grows by doubling. Most frames are well under this. */
const INITIAL_CAPACITY = 2048;

/**
 * The unread bytes of one connection. Chunks are copied into one growing buffer, so a frame split
 * across reads costs no concatenation per read, and frames are handed out as views, never copies.
 * A view is valid only until the next `append`.
 */
export class ReceiveBuffer {
  #data: Buffer = Buffer.allocUnsafe(INITIAL_CAPACITY);
  #start = 0;
  #end = 0;

  /** Bytes waiting to be read. */
  get length(): number {
    return this.#end - this.#start;
  }

  /** Adds the bytes of `chunk` after the unread ones. */
  append(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    const unread = this.#end - this.#start;
    if (this.#end + chunk.length > this.#data.length) {
      const needed = unread + chunk.length;
      if (needed > this.#data.length / 2) {
        let capacity = this.#data.length * 2;
        while (capacity < needed) capacity *= 2;
        const grown = Buffer.allocUnsafe(capacity);
        this.#data.copy(grown, 0, this.#start, this.#end);
        this.#data = grown;
      } else {
        this.#data.copyWithin(0, this.#start, this.#end);
      }
      this.#start = 0;
      this.#end = unread;
    }
    this.#data.set(chunk, this.#end);
    this.#end += chunk.length;
  }

  /** The unread bytes, as a view valid until the next `append`. */
  view(): Buffer {
    return this.#data.subarray(this.#start, this.#end);
  }

  /** Marks `count` bytes as read. */
  consume(count: number): void {
    this.#start = Math.min(this.#start + count, this.#end);
    if (this.#start === this.#end) {
      this.#start = 0;
      this.#end = 0;
    }
  }

  /** Forgets every unread byte and releases a buffer grown past the initial size. */
  clear(): void {
    this.#start = 0;
    this.#end = 0;
    if (this.#data.length > INITIAL_CAPACITY) this.#data = Buffer.allocUnsafe(INITIAL_CAPACITY);
  }
}
