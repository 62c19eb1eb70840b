import { describe, expect, it } from 'vitest';
import {
  CRC16_ARC,
  CRC16_CCITT_FALSE,
  CRC16_KERMIT,
  CRC16_MODBUS,
  CRC16_X25,
  CRC16_XMODEM,
  Crc16,
} from './crc16';

const CHECK_INPUT = Buffer.from('123456789', 'latin1');

describe('Crc16 presets', () => {
  // The check values of the CRC catalogue: the CRC of the nine ASCII bytes "123456789".
  it.each([
    [CRC16_ARC, 0xbb3d],
    [CRC16_KERMIT, 0x2189],
    [CRC16_X25, 0x906e],
    [CRC16_MODBUS, 0x4b37],
    [CRC16_CCITT_FALSE, 0x29b1],
    [CRC16_XMODEM, 0x31c3],
  ])('%s gives its catalogue check value', (algorithm, check) => {
    expect(algorithm.checksum(CHECK_INPUT), algorithm.parameters.name).toBe(check);
  });

  it('reads a reflected output from a forward register and the other way round', () => {
    // Not in the catalogue: checked against the same algorithm with the output reflected by hand.
    const forwardIn = new Crc16({
      ...CRC16_XMODEM.parameters,
      name: 'forward in, reflected out',
      reflectOut: true,
    });
    expect(forwardIn.checksum(CHECK_INPUT)).toBe(reverse16(0x31c3));
    const reflectedIn = new Crc16({
      ...CRC16_KERMIT.parameters,
      name: 'reflected in, forward out',
      reflectOut: false,
    });
    expect(reflectedIn.checksum(CHECK_INPUT)).toBe(reverse16(0x2189));
  });

  it('keeps a growing range up to date with update and finish', () => {
    for (const algorithm of [CRC16_X25, CRC16_XMODEM]) {
      let register = algorithm.initial;
      register = algorithm.update(register, CHECK_INPUT, 0, 4);
      register = algorithm.update(register, CHECK_INPUT, 4, CHECK_INPUT.length);
      expect(algorithm.finish(register)).toBe(algorithm.checksum(CHECK_INPUT));
    }
  });
});

describe('CRC16_X25', () => {
  it('matches the CRC a GT06 device put in its login frame (length to serial)', () => {
    const login = Buffer.from('78780d0103534190360660610003c3df0d0a', 'hex');
    expect(CRC16_X25.checksum(login, 2, login.length - 4)).toBe(0xc3df);
  });

  it('covers only the given range', () => {
    const padded = Buffer.concat([Buffer.from([0xaa, 0xbb]), CHECK_INPUT, Buffer.from([0xcc])]);
    expect(CRC16_X25.checksum(padded, 2, 11)).toBe(0x906e);
  });
});

describe('CRC16_ARC', () => {
  it('matches the CRC of the codec 12 getinfo example of the Teltonika documentation', () => {
    const packet = Buffer.from('000000000000000F0C010500000007676574696E666F0100004312', 'hex');
    expect(CRC16_ARC.checksum(packet, 8, packet.length - 4)).toBe(0x4312);
  });

  it('is 0 for no bytes', () => {
    expect(CRC16_ARC.checksum(Buffer.alloc(0))).toBe(0);
  });
});

describe('CRC16_KERMIT', () => {
  it('matches the CRC a Ruptela device put after its command reply (IMEI to text)', () => {
    const packet = Buffer.from(
      '0011000315A07F440B1D07534554494f20636f6e66696775726174696f6e2064617461206f6b341C',
      'hex',
    );
    expect(CRC16_KERMIT.checksum(packet, 2, packet.length - 2)).toBe(0x341c);
  });
});

function reverse16(value: number): number {
  let result = 0;
  for (let bit = 0; bit < 16; bit++) if (value & (1 << bit)) result |= 1 << (15 - bit);
  return result;
}
