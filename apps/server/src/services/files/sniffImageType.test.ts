import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniffImageType';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v)] : [v])));

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses GIF, SVG, PDF, text, a RIFF that is not WebP and truncated signatures', () => {
    for (const sample of [
      bytes('GIF89a', 1, 0, 1, 0),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('%PDF-1.7\n'),
      bytes('hello'),
      bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '),
      bytes(0xff, 0xd8),
      bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a),
      bytes(),
    ]) {
      expect(sniffImageType(sample)).toBeNull();
    }
  });
});
