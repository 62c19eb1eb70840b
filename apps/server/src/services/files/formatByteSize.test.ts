import { describe, expect, it } from 'vitest';
import { formatByteSize } from './formatByteSize';

describe('formatByteSize', () => {
  it('reads sizes in MB, KB and bytes', () => {
    expect(formatByteSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatByteSize(1536 * 1024)).toBe('1.5 MB');
    expect(formatByteSize(64 * 1024)).toBe('64 KB');
    expect(formatByteSize(900)).toBe('900 bytes');
  });
});
