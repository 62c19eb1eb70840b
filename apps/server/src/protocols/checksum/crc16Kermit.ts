/** CRC-16/KERMIT table: reflected polynomial 0x1021 (0x8408). */
const TABLE = buildTable(0x8408);

function buildTable(reflectedPolynomial: number): Uint16Array {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ reflectedPolynomial : crc >>> 1;
    table[byte] = crc;
  }
  return table;
}

/**
 * CRC-16/KERMIT (CCITT polynomial, reflected, init 0, no final xor), the checksum of Ruptela packets,
 * over `data[start, end)`. Ruptela writes the value high byte first.
 * @example crc16Kermit(Buffer.from('123456789')) // 0x2189
 */
export function crc16Kermit(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0;
  for (let i = start; i < end; i++) {
    crc = (crc >>> 8) ^ (TABLE[(crc ^ (data[i] as number)) & 0xff] as number);
  }
  return crc & 0xffff;
}
