/** CRC-16/X-25 table: reflected polynomial 0x1021 (0x8408). */
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
 * CRC-16/X-25 (init 0xFFFF, reflected, final xor 0xFFFF), the checksum of GT06/Concox frames,
 * over `data[start, end)`.
 * @example crc16X25(Buffer.from('123456789')) // 0x906e
 */
export function crc16X25(data: Uint8Array, start = 0, end = data.length): number {
  return (crc16X25Update(0xffff, data, start, end) ^ 0xffff) & 0xffff;
}

/**
 * Feeds `data[start, end)` to a CRC-16/X-25 register (0xFFFF before the first byte) and returns the
 * register: the CRC of a growing range is kept up to date without reading its bytes again. The CRC
 * is `(register ^ 0xffff) & 0xffff`.
 */
export function crc16X25Update(register: number, data: Uint8Array, start: number, end: number): number {
  let crc = register;
  for (let i = start; i < end; i++) {
    crc = (crc >>> 8) ^ (TABLE[(crc ^ (data[i] as number)) & 0xff] as number);
  }
  return crc;
}
