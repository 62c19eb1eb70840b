/** Start and end of every JT/T 808 frame. */
export const JT808_MARKER = 0x7e;
/** The escape byte: `7d 02` stands for `7e` and `7d 01` for `7d` inside a frame. */
const ESCAPE = 0x7d;

/** The identity a frame carries, echoed in every answer so the device recognises it. */
export interface Jt808Terminal {
  /** The terminal's phone number as sent: 6 BCD bytes, or 10 in the 2019 edition. */
  phone: Buffer;
  /** The protocol version byte of the 2019 edition; undefined for the 2011/2013 editions. */
  version: number | undefined;
}

/** XOR of `data[start, end)`, the JT/T 808 check code. */
export function xorChecksum(data: Uint8Array, start = 0, end = data.length): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum ^= data[i] as number;
  return sum;
}

/** The bytes between two markers with the escapes undone. */
export function unescapeJt808(data: Buffer): Buffer {
  if (!data.includes(ESCAPE)) return data;
  const out = Buffer.allocUnsafe(data.length);
  let length = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i] as number;
    if (byte === ESCAPE && i + 1 < data.length) {
      const next = data[i + 1] as number;
      if (next === 0x02 || next === 0x01) {
        out[length++] = next === 0x02 ? JT808_MARKER : ESCAPE;
        i++;
        continue;
      }
    }
    out[length++] = byte;
  }
  return out.subarray(0, length);
}

function escapeJt808(data: Buffer): Buffer {
  const parts: number[] = [];
  for (const byte of data) {
    if (byte === JT808_MARKER) parts.push(ESCAPE, 0x02);
    else if (byte === ESCAPE) parts.push(ESCAPE, 0x01);
    else parts.push(byte);
  }
  return Buffer.from(parts);
}

/**
 * Builds a server frame: `7e <type> <attributes: body length, 2019 flag> [<version>] <phone>
 * <serial> <body> <xor> 7e`, escaped. `shortSerial` writes a one-byte serial, as the answers to
 * the 0x5501 location reports of JT600-derived firmware carry.
 * @example encodeJt808Packet(0x8001, { phone: Buffer.from('013511221122', 'hex'), version: undefined }, 0, Buffer.from('00070200' + '00', 'hex'))
 */
export function encodeJt808Packet(
  type: number,
  terminal: Jt808Terminal,
  serial: number,
  body: Buffer,
  shortSerial = false,
): Buffer {
  const versioned = terminal.version !== undefined;
  const header = Buffer.alloc(4 + (versioned ? 1 : 0) + terminal.phone.length + (shortSerial ? 1 : 2));
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE((body.length & 0x3ff) | (versioned ? 0x4000 : 0), 2);
  let at = 4;
  if (versioned) header[at++] = terminal.version as number;
  terminal.phone.copy(header, at);
  at += terminal.phone.length;
  if (shortSerial) header[at] = serial & 0xff;
  else header.writeUInt16BE(serial & 0xffff, at);
  const content = Buffer.concat([header, body]);
  const checked = Buffer.concat([content, Buffer.from([xorChecksum(content)])]);
  return Buffer.concat([Buffer.from([JT808_MARKER]), escapeJt808(checked), Buffer.from([JT808_MARKER])]);
}

/**
 * A frame made well-formed again after a change to its bytes: markers, body length in the
 * attributes, check code and escapes, so that a fuzzer's mutations reach the decoding of the body.
 */
export function repairJt808Frame(frame: Buffer): Buffer {
  const last = frame.lastIndexOf(JT808_MARKER);
  const start = frame[0] === JT808_MARKER ? 1 : 0;
  const content = Buffer.from(unescapeJt808(frame.subarray(start, last > start ? last : frame.length)));
  if (content.length < 13) return frame;
  const type = content.readUInt16BE(0);
  const attributes = content.readUInt16BE(2);
  const serialSize = type === 0x5501 || type === 0x5502 ? 1 : 2;
  const header = 4 + (attributes & 0x4000 ? 11 : 6) + serialSize + (attributes & 0x2000 ? 4 : 0);
  const bodyLength = Math.max(0, content.length - 1 - header);
  content.writeUInt16BE((attributes & 0xfc00) | (bodyLength & 0x3ff), 2);
  content[content.length - 1] = xorChecksum(content, 0, content.length - 1);
  return Buffer.concat([Buffer.from([JT808_MARKER]), escapeJt808(content), Buffer.from([JT808_MARKER])]);
}
