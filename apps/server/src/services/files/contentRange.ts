/**
 * The chunk size of the Appwrite web SDK: files larger than this go up in pieces of exactly this size
 * (the last one shorter), each with a `Content-Range` header. The server accepts chunks of this size only.
 */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** One chunk of a chunked upload, from its `Content-Range: bytes start-end/total` header. */
export interface UploadChunkRange {
  /** Offset of the first byte. */
  start: number;
  /** Offset of the last byte (inclusive). */
  end: number;
  /** Size of the whole file. */
  total: number;
  /** Position of this chunk, from 0. */
  index: number;
  /** Number of chunks of the whole file. */
  count: number;
}

/** Why a `Content-Range` header was refused. */
export class ContentRangeError extends Error {
  override readonly name = 'ContentRangeError';
}

/**
 * Reads the `Content-Range` of an upload chunk and checks it against the SDK's chunking: every chunk
 * starts on a multiple of {@link UPLOAD_CHUNK_BYTES} and is that long, except the last, which ends the file.
 * @throws ContentRangeError naming what is wrong.
 * @example parseContentRange('bytes 5242880-6291455/6291456') // { start: 5242880, end: 6291455, total: 6291456, index: 1, count: 2 }
 */
export function parseContentRange(header: string, chunkBytes = UPLOAD_CHUNK_BYTES): UploadChunkRange {
  const match = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(header.trim());
  if (!match) throw new ContentRangeError('Content-Range must read "bytes start-end/total"');
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (total <= 0 || end < start || end >= total) {
    throw new ContentRangeError('Content-Range must describe bytes inside the file');
  }
  if (start % chunkBytes !== 0) {
    throw new ContentRangeError(`Content-Range must start on a multiple of ${chunkBytes} bytes`);
  }
  const expectedEnd = Math.min(start + chunkBytes, total) - 1;
  if (end !== expectedEnd) {
    throw new ContentRangeError(`Content-Range must cover ${chunkBytes} bytes, or up to the end of the file`);
  }
  return { start, end, total, index: start / chunkBytes, count: Math.ceil(total / chunkBytes) };
}
