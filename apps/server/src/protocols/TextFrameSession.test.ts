import { describe, expect, it } from 'vitest';
import { Gps103Decoder } from './gps103/decoder';
import { MeitrackDecoder } from './meitrack/decoder';
import { SuntechDecoder } from './suntech/decoder';
import type { TextFrameSession } from './TextFrameSession';
import { Tk103Decoder } from './tk103/decoder';

const text = (value: string) => Buffer.from(value, 'latin1');

/** Per protocol: a session, the frame that identifies it, and a frame of a type it does not read. */
const CASES: [string, () => TextFrameSession, string, string][] = [
  [
    'gps103',
    () => new Gps103Decoder(),
    '##,imei:359586015829802,A;',
    'imei:359586015829802,tracker,1105182344,,Q,1;',
  ],
  ['tk103', () => new Tk103Decoder(), '(027044702512BP00HSO)', '(027044702512BS08,1)'],
  ['suntech', () => new SuntechDecoder(), 'SA200ALV;317652\r', 'SA200XYZ;317652;1\r'],
  [
    'meitrack',
    () => new MeitrackDecoder(),
    '$$D28,353358017784062,D03,OK*F3\r\n',
    '$$A30,353358017784062,ZZZ,1*E7\r\n',
  ],
];

describe('text protocol sessions', () => {
  it.each(CASES)(
    '%s hands out a frame of a type it does not read (so the connection counts as alive), with nothing to store or answer',
    (_name, create, identify, unknown) => {
      const session = create();
      session.push(text(identify));
      expect(session.push(text(unknown))).toEqual([{ messages: [] }]);
      expect(session.unknownTypeCount).toBe(1);
    },
  );

  it.each(CASES)('%s makes no frame of line breaks between frames', (_name, create, identify) => {
    const session = create();
    session.push(text(identify));
    expect(session.push(text('\r\n\r\n'))).toEqual([]);
    expect(session.buffered).toBe(0);
  });

  it.each(CASES)('%s refuses pushes once disposed', (_name, create, identify) => {
    const session = create();
    session.dispose();
    expect(() => session.push(text(identify))).toThrow(expect.objectContaining({ code: 'disposed' }));
  });
});
