import { describe, expect, it } from 'vitest';
import { crc16Arc } from './crc16Arc';
import { crc16Kermit } from './crc16Kermit';
import { crc16X25 } from './crc16X25';

const CHECK_INPUT = Buffer.from('123456789', 'latin1');

describe('crc16X25', () => {
  it('gives the CRC-16/X-25 check value 0x906E for "123456789"', () => {
    expect(crc16X25(CHECK_INPUT)).toBe(0x906e);
  });

  it('matches the CRC a GT06 device put in its login frame (length to serial)', () => {
    const login = Buffer.from('78780d0103534190360660610003c3df0d0a', 'hex');
    expect(crc16X25(login, 2, login.length - 4)).toBe(0xc3df);
  });

  it('covers only the given range', () => {
    const padded = Buffer.concat([Buffer.from([0xaa, 0xbb]), CHECK_INPUT, Buffer.from([0xcc])]);
    expect(crc16X25(padded, 2, 11)).toBe(0x906e);
  });
});

describe('crc16Arc', () => {
  it('gives the CRC-16/ARC check value 0xBB3D for "123456789"', () => {
    expect(crc16Arc(CHECK_INPUT)).toBe(0xbb3d);
  });

  it('matches the CRC of the codec 12 getinfo example of the Teltonika documentation', () => {
    const packet = Buffer.from('000000000000000F0C010500000007676574696E666F0100004312', 'hex');
    expect(crc16Arc(packet, 8, packet.length - 4)).toBe(0x4312);
  });

  it('is 0 for no bytes', () => {
    expect(crc16Arc(Buffer.alloc(0))).toBe(0);
  });
});

describe('crc16Kermit', () => {
  it('gives the CRC-16/KERMIT check value 0x2189 for "123456789"', () => {
    expect(crc16Kermit(CHECK_INPUT)).toBe(0x2189);
  });

  it('matches the CRC a Ruptela device put after its command reply (IMEI to text)', () => {
    const packet = Buffer.from(
      '0011000315A07F440B1D07534554494f20636f6e66696775726174696f6e2064617461206f6b341C',
      'hex',
    );
    expect(crc16Kermit(packet, 2, packet.length - 2)).toBe(0x341c);
  });
});
