import { describe, expect, it } from 'vitest';
import { ContentRangeError, parseContentRange, UPLOAD_CHUNK_BYTES } from './contentRange';

const MB = 1024 * 1024;

describe('parseContentRange', () => {
  it('reads the chunks the SDK sends for a 6 MiB file', () => {
    expect(parseContentRange(`bytes 0-${5 * MB - 1}/${6 * MB}`)).toEqual({
      start: 0,
      end: 5 * MB - 1,
      total: 6 * MB,
      index: 0,
      count: 2,
    });
    expect(parseContentRange(`bytes ${5 * MB}-${6 * MB - 1}/${6 * MB}`)).toMatchObject({
      index: 1,
      count: 2,
    });
  });

  it('counts a file of exactly two chunks as two', () => {
    expect(
      parseContentRange(
        `bytes ${UPLOAD_CHUNK_BYTES}-${2 * UPLOAD_CHUNK_BYTES - 1}/${2 * UPLOAD_CHUNK_BYTES}`,
      ),
    ).toMatchObject({
      index: 1,
      count: 2,
    });
  });

  it.each([
    ['no unit', `0-${5 * MB - 1}/${6 * MB}`],
    ['no total', `bytes 0-${5 * MB - 1}`],
    ['an unknown total', `bytes 0-${5 * MB - 1}/*`],
    ['an end past the file', `bytes 0-${6 * MB}/${6 * MB}`],
    ['an end before its start', `bytes ${5 * MB}-10/${6 * MB}`],
    ['a start off the chunk grid', `bytes 100-${5 * MB + 99}/${6 * MB}`],
    ['a short middle chunk', `bytes 0-999/${6 * MB}`],
    ['a zero total', 'bytes 0-0/0'],
  ])('refuses a range with %s', (_, header) => {
    expect(() => parseContentRange(header)).toThrow(ContentRangeError);
  });
});
