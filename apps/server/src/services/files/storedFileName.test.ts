import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_NAME, MAX_FILE_NAME_LENGTH, storedFileName } from './storedFileName';

describe('storedFileName', () => {
  it('keeps only the last segment of a Windows or POSIX path', () => {
    expect(storedFileName('C:\\scans\\blue book.png')).toBe('blue book.png');
    expect(storedFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control characters, trims, caps the length and falls back to a default', () => {
    expect(storedFileName(' a\r\nb\u0000.png ')).toBe('ab.png');
    expect(storedFileName('x'.repeat(400))).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(storedFileName('dir/')).toBe(DEFAULT_FILE_NAME);
    expect(storedFileName('')).toBe(DEFAULT_FILE_NAME);
  });
});
