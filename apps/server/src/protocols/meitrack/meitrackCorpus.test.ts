import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import type { UnknownTypeReport } from '../TextFrameSession';
import { checkCorpusFrame } from '../testing/checkCorpusFrame';
import { MeitrackDecoder } from './decoder';
import { MEITRACK_CORPUS } from './meitrackCorpus';

const FIRST = '$$D28,353358017784062,D03,OK*F3\r\n';
const NOW = new Date('2024-03-05T06:07:08Z');
const text = (value: string) => Buffer.from(value, 'latin1');

function identified(onUnknownType?: (report: UnknownTypeReport) => void): MeitrackDecoder {
  const decoder = new MeitrackDecoder({ now: () => NOW, ...(onUnknownType ? { onUnknownType } : {}) });
  decoder.push(text(FIRST));
  return decoder;
}

describe('Meitrack corpus: real frames decode to their documented values', () => {
  it('holds at least 30 real frames', () => {
    const real = MEITRACK_CORPUS.filter(
      (frame) =>
        !frame.name.startsWith('malformed') &&
        !frame.name.startsWith('unknown') &&
        !frame.name.startsWith('command'),
    );
    expect(real.length).toBeGreaterThanOrEqual(30);
  });

  it.each(MEITRACK_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const reports: UnknownTypeReport[] = [];
    const decoder = identified((report) => reports.push(report));
    checkCorpusFrame(frame, decoder.push(text(frame.text)));
    expect(reports.map((report) => report.type)).toEqual(frame.unknownType ? [frame.unknownType] : []);
    const split = identified();
    const frames = [...text(frame.text)].flatMap((byte) => split.push(Buffer.from([byte])));
    checkCorpusFrame(frame, frames);
  });

  it('keeps every prefix of every frame waiting: no message, no exception', () => {
    for (const frame of MEITRACK_CORPUS) {
      const bytes = text(frame.text);
      for (let cut = 1; cut < bytes.length; cut++) {
        expect(identified().push(bytes.subarray(0, cut))).toEqual([]);
      }
    }
  });

  it('counts frames whose checksum does not match', () => {
    const decoder = identified();
    for (const frame of MEITRACK_CORPUS) decoder.push(text(frame.text));
    // The wrong-checksum AAA, the 14-digit and below-sea-level ones, AFF, and the edited malformed frames.
    expect(decoder.badChecksumCount).toBeGreaterThanOrEqual(4);
  });

  it('refuses a peer that is not a Meitrack device, and a frame that never ends', () => {
    expect(() => new MeitrackDecoder().push(text('GET / HTTP/1.1\r\n\r\n'))).toThrow(ProtocolError);
    expect(() => identified().push(text(`$$A99,353358017784062,AAA,${'0'.repeat(9000)}`))).toThrow(
      ProtocolError,
    );
  });

  it('counts unknown types once per connection and reports the first frame of each as hex', () => {
    const reports: UnknownTypeReport[] = [];
    const decoder = identified((report) => reports.push(report));
    decoder.push(text('$$A30,353358017784062,ZZZ,1*E7\r\n$$A30,353358017784062,ZZZ,2*E8\r\n'));
    expect(decoder.unknownTypeCount).toBe(2);
    expect(reports).toEqual([
      { type: 'ZZZ', frame: text('$$A30,353358017784062,ZZZ,1*E7\r\n').toString('hex') },
    ]);
  });

  it('encodes engine stop and resume as C01 output commands with their checksum', () => {
    const decoder = identified();
    expect(decoder.encodeCommand({ type: 'engineStop' }).toString()).toBe(
      '@@Q33,353358017784062,C01,0,12222*EC\r\n',
    );
    expect(decoder.encodeCommand({ type: 'custom', data: 'RELAY,0#' }).toString()).toMatch(
      /^@@Q33,353358017784062,C01,0,02222\*[0-9A-F]{2}\r\n$/,
    );
    const reference = new MeitrackDecoder();
    reference.push(text('$$D28,123456789012345,D03,OK*F3\r\n'));
    // The position request of the reference encoder's test, byte for byte.
    expect(reference.encodeCommand({ type: 'custom', data: 'A10' }).toString()).toBe(
      '@@Q25,123456789012345,A10*68\r\n',
    );
    expect(() => new MeitrackDecoder().encodeCommand({ type: 'engineStop' })).toThrow(
      expect.objectContaining({ code: 'notIdentified' }),
    );
  });
});
