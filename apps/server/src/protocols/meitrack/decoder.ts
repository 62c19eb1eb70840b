import { ProtocolError } from '../ProtocolError';
import {
  type FrameBounds,
  type TextFrame,
  TextFrameSession,
  type TextSessionOptions,
} from '../TextFrameSession';
import type { DeviceCommand } from '../types';
import { decodeMeitrack } from './decodeMeitrack';
import { encodeMeitrackCommand } from './encoder';

/** Longest frame accepted (a CCC frame holds up to a few dozen 52-byte records; photos come in chunks). */
const MAX_FRAME = 8192;
/** Bytes outside frames tolerated in a row. */
const MAX_JUNK = 256;
const DOLLAR = 0x24;

/**
 * One Meitrack (MVT/T1/T3/T3xx/TC68/P99 …) TCP connection, Traccar port 5020. Frames are
 * `$$<flag><length>,<imei>,<type>,<data>*<checksum>\r\n`: text types end at `*XX\r\n`; binary types
 * (CCC, CCE, D00) are cut by their length field, which counts from the first comma. Frames whose
 * checksum does not match are decoded all the same and counted.
 */
export class MeitrackDecoder extends TextFrameSession {
  readonly protocol = 'meitrack' as const;
  protected readonly maxFrameLength = MAX_FRAME;
  #badChecksumCount = 0;

  constructor(options: TextSessionOptions = {}) {
    super(options);
  }

  override get badChecksumCount(): number {
    return this.#badChecksumCount;
  }

  protected frameBounds(data: Buffer): FrameBounds | null {
    let skip = 0;
    while (
      skip < data.length &&
      !(data[skip] === DOLLAR && (skip + 1 >= data.length || data[skip + 1] === DOLLAR))
    ) {
      skip++;
    }
    if (skip > 0 && this.uniqueId === undefined && data.subarray(0, skip).some((byte) => byte > 0x20)) {
      throw new ProtocolError(
        'meitrack',
        'badHeader',
        `unexpected byte 0x${(data[0] as number).toString(16)}`,
      );
    }
    if (skip > MAX_JUNK) throw new ProtocolError('meitrack', 'badHeader', `${skip} bytes outside any frame`);
    if (skip > 0) return { skip, end: skip };
    const head = /^\$\$.(\d{1,5}),[0-9A-Za-z]{1,20},([0-9A-Z]{3}),/.exec(
      data.toString('latin1', 0, Math.min(data.length, 48)),
    );
    if (!head) {
      if (
        data.length >= 48 ||
        /[^$\x20-\x7e]/.test(data.toString('latin1', 0, Math.min(data.length, 48)).slice(3))
      ) {
        throw new ProtocolError('meitrack', 'malformedFrame', 'no Meitrack header');
      }
      return null;
    }
    const binary = head[2] === 'CCC' || head[2] === 'CCE' || head[2] === 'D00';
    if (binary) {
      const total = data.indexOf(0x2c) + Number(head[1]);
      if (total > MAX_FRAME) throw new ProtocolError('meitrack', 'badLength', `a frame of ${total} bytes`);
      return data.length >= total ? { skip: 0, end: total } : null;
    }
    for (let index = head[0].length; index + 4 < data.length && index <= MAX_FRAME; index++) {
      if (data[index] === 0x2a && data[index + 3] === 0x0d && data[index + 4] === 0x0a) {
        return { skip: 0, end: index + 5 };
      }
    }
    return null;
  }

  protected decodeFrame(text: string): TextFrame {
    const { badChecksum, ...frame } = decodeMeitrack(text);
    if (badChecksum) this.#badChecksumCount++;
    return frame;
  }

  encodeCommand(command: DeviceCommand): Buffer {
    return encodeMeitrackCommand(this, command);
  }
}
