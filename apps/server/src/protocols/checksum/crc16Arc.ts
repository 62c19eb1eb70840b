/** CRC-16/ARC table: reflected polynomial 0x8005 (0xA001). */
const TABLE = buildTable(0xa001);

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
 * CRC-16/ARC, also called CRC-16/IBM (init 0, reflected, no final xor), the checksum of Teltonika
 * AVL packets, over `data[start, end)`.
 * @example crc16Arc(Buffer.from('123456789')) // 0xbb3d
 */
export function crc16Arc(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0;
  for (let i = start; i < end; i++) {
    crc = (crc >>> 8) ^ (TABLE[(crc ^ (data[i] as number)) & 0xff] as number);
  }
  return crc & 0xffff;
}
