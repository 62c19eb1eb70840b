import { SeededRandom } from '../../simulator/SeededRandom';
import { CRC16_ARC, CRC16_KERMIT, CRC16_X25 } from '../checksum/crc16';
import { repairJt808Frame } from '../huabao/packet';

/** Bytes that mean something to some decoder: delimiters, headers, sign and length extremes. */
const INTERESTING_BYTES = [
  0x00, 0x01, 0x02, 0x06, 0x08, 0x0a, 0x0c, 0x0d, 0x10, 0x13, 0x15, 0x21, 0x22, 0x23, 0x24, 0x26, 0x2a, 0x2c,
  0x2d, 0x2e, 0x41, 0x56, 0x58, 0x78, 0x79, 0x7f, 0x80, 0x8a, 0x8e, 0x94, 0xd8, 0xdc, 0xfe, 0xff,
];
/** Values for 2- and 4-byte fields: empty, one, sign boundaries, the largest lengths. */
const INTERESTING_WORDS = [
  0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff,
];
/** Field texts that break naive number, date and coordinate parsing. */
const INTERESTING_TEXTS = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '00',
  '1.5.5',
  '0x10',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '9'.repeat(25),
  '1'.repeat(400),
  '9999999999999999999',
  '18446744073709551616',
  '-23-99.9999',
  '9999.9999',
  '99999999',
  '999999',
  '000000',
  '310299',
  '235960',
  'FFFFFFFF',
  'ZZZZZZZZ',
  'A',
  'V',
  'N',
  'S',
  'E',
  'W',
  '\u0000',
  'a\u0000b',
  '\u00ff\u00d8',
  '#',
  '*',
  ',',
  '275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '2024-02-30T25:61:61Z',
  '1970-01-01T00:00:00Z',
];

/** Chooses and applies mutations with a seeded generator, so every run mutates the same way. */
export class FrameMutator {
  readonly random: SeededRandom;

  constructor(...seed: (number | string)[]) {
    this.random = new SeededRandom(...seed);
  }

  /** An interesting text for a field. */
  text(): string {
    const r = this.random;
    return r.chance(0.8)
      ? r.pick(INTERESTING_TEXTS)
      : String(r.integer(-1_000_000, 1_000_000) / r.pick([1, 10, 1000]));
  }

  /** A copy of `frame` with one to four byte-level mutations (bits, bytes, words, ranges, splices). */
  bytes(frame: Buffer, others: readonly Buffer[]): Buffer {
    const r = this.random;
    let data = Buffer.from(frame);
    const rounds = r.integer(1, 4);
    for (let round = 0; round < rounds; round++) {
      const at = data.length === 0 ? 0 : r.integer(0, data.length - 1);
      switch (r.integer(0, 9)) {
        case 0:
          if (data.length > 0) data[at] = (data[at] as number) ^ (1 << r.integer(0, 7));
          break;
        case 1:
          if (data.length > 0) data[at] = r.chance(0.7) ? r.pick(INTERESTING_BYTES) : r.integer(0, 255);
          break;
        case 2: {
          const size = r.pick([2, 4]);
          if (data.length >= size) {
            const word = r.pick(INTERESTING_WORDS);
            data.writeUIntBE(size === 2 ? word & 0xffff : word >>> 0, r.integer(0, data.length - size), size);
          }
          break;
        }
        case 3: {
          const inserted = Buffer.from(
            Array.from({ length: r.integer(1, 16) }, () =>
              r.chance(0.5) ? r.pick(INTERESTING_BYTES) : r.integer(0, 255),
            ),
          );
          data = Buffer.concat([data.subarray(0, at), inserted, data.subarray(at)]);
          break;
        }
        case 4:
          data = Buffer.concat([
            data.subarray(0, at),
            data.subarray(Math.min(data.length, at + r.integer(1, 16))),
          ]);
          break;
        case 5: {
          const copied = data.subarray(at, at + r.integer(1, 32));
          data = Buffer.concat([data.subarray(0, at), copied, data.subarray(at)]);
          break;
        }
        case 6:
          data = data.subarray(0, r.integer(0, data.length));
          break;
        case 7: {
          const other = r.pick(others);
          data = Buffer.concat([data.subarray(0, at), other.subarray(r.integer(0, other.length))]);
          break;
        }
        case 8: {
          // A run of one chunk many times over: long fields, long frames, many delimiters.
          const chunk = data.subarray(at, at + r.integer(1, 4));
          const times = r.integer(2, r.chance(0.1) ? 4000 : 64);
          data = Buffer.concat([
            data.subarray(0, at),
            Buffer.alloc(chunk.length * times, chunk),
            data.subarray(at),
          ]);
          break;
        }
        default:
          data = Buffer.concat([data, r.pick(others)]);
      }
    }
    return data;
  }

  /** A copy of a comma-separated sentence with fields replaced, removed, repeated or added. */
  fields(sentence: string): string {
    const r = this.random;
    const fields = sentence.split(',');
    const rounds = r.integer(1, 3);
    for (let round = 0; round < rounds; round++) {
      const at = r.integer(0, fields.length - 1);
      switch (r.integer(0, 4)) {
        case 0:
        case 1:
          fields[at] = this.text();
          break;
        case 2:
          if (fields.length > 1) fields.splice(at, 1);
          break;
        case 3:
          fields.splice(at, 0, fields[at] ?? '');
          break;
        default:
          fields.splice(at, 0, this.text());
      }
    }
    return fields.join(',');
  }
}

/**
 * Makes a mutated frame well-formed again where the protocol checks it (GT06 length, CRC and end;
 * Teltonika data length and CRC), so mutations reach the decoding of the frame's content.
 */
export function repairFrame(
  protocol: 'gt06' | 'teltonika' | 'h02' | 'huabao' | 'wialon' | 'ruptela',
  frame: Buffer,
): Buffer {
  // Ruptela: the length field and the CRC-16/KERMIT.
  if (protocol === 'ruptela' && frame.length >= 13) {
    const data = Buffer.from(frame);
    data.writeUInt16BE(data.length - 4, 0);
    data.writeUInt16BE(CRC16_KERMIT.checksum(data, 2, data.length - 2), data.length - 2);
    return data;
  }
  // Wialon IPS: one line, ended by \r\n.
  if (protocol === 'wialon') {
    const end = frame.indexOf(0x0a);
    return Buffer.concat([end < 0 ? frame : frame.subarray(0, end), Buffer.from('\r\n')]);
  }
  // JT/T 808 (Huabao): markers, body length, check code and escapes.
  if (protocol === 'huabao') return frame[0] === 0x28 ? frame : repairJt808Frame(frame);
  if (protocol === 'gt06' && frame.length >= 10) {
    const data = Buffer.from(frame);
    const extended = data[0] === 0x79;
    data[0] = extended ? 0x79 : 0x78;
    data[1] = data[0];
    const length = data.length - (extended ? 6 : 5);
    if (extended) data.writeUInt16BE(length & 0xffff, 2);
    else data[2] = length & 0xff;
    data.writeUInt16BE(CRC16_X25.checksum(data, 2, data.length - 4), data.length - 4);
    data.writeUInt16BE(0x0d0a, data.length - 2);
    return data;
  }
  if (protocol === 'teltonika' && frame.length >= 15 && frame.readUInt16BE(0) === 0) {
    const data = Buffer.from(frame);
    data.writeUInt32BE(0, 0);
    data.writeUInt32BE(data.length - 12, 4);
    data.writeUInt32BE(CRC16_ARC.checksum(data, 8, data.length - 4), data.length - 4);
    return data;
  }
  if (protocol === 'h02' && frame[0] === 0x2a) {
    const end = frame.indexOf(0x23);
    const body = end < 0 ? frame : frame.subarray(0, end);
    return Buffer.concat([body.subarray(0, 1024), Buffer.from('#')]);
  }
  return frame;
}
