import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import type { UnknownTypeReport } from '../TextFrameSession';
import { checkCorpusFrame } from '../testing/checkCorpusFrame';
import { SuntechDecoder } from './decoder';
import { SUNTECH_CORPUS } from './suntechCorpus';

const KEEP_ALIVE = 'SA200ALV;317652\r';
const NOW = new Date('2024-03-05T06:07:08Z');
const text = (value: string) => Buffer.from(value, 'latin1');

function identified(onUnknownType?: (report: UnknownTypeReport) => void): SuntechDecoder {
  const decoder = new SuntechDecoder({ now: () => NOW, ...(onUnknownType ? { onUnknownType } : {}) });
  decoder.push(text(KEEP_ALIVE));
  return decoder;
}

describe('Suntech corpus: real reports decode to their documented values', () => {
  it('holds at least 30 real reports', () => {
    const real = SUNTECH_CORPUS.filter(
      (frame) => !frame.name.startsWith('malformed') && !frame.name.startsWith('unknown'),
    );
    expect(real.length).toBeGreaterThanOrEqual(30);
  });

  it.each(SUNTECH_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const reports: UnknownTypeReport[] = [];
    const decoder = identified((report) => reports.push(report));
    checkCorpusFrame(frame, decoder.push(text(frame.text)));
    expect(reports.map((report) => report.type)).toEqual(frame.unknownType ? [frame.unknownType] : []);
    // Split byte by byte the report decodes the same, unless a CR inside its user data arrives as the
    // last byte of a read: a report then ends there, as nothing tells it from the report's own end.
    if (!frame.text.slice(0, -1).includes('\r')) {
      const split = identified();
      const frames = [...text(frame.text)].flatMap((byte) => split.push(Buffer.from([byte])));
      checkCorpusFrame(frame, frames);
    }
  });

  it('keeps every prefix of every report waiting: no message, no exception', () => {
    for (const frame of SUNTECH_CORPUS) {
      const bytes = text(frame.text);
      const end = frame.text.indexOf('\r');
      for (let cut = 1; cut < Math.min(end, bytes.length); cut++) {
        expect(identified().push(bytes.subarray(0, cut))).toEqual([]);
      }
    }
  });

  it('identifies the connection by its first report and answers nothing', () => {
    const decoder = new SuntechDecoder({ now: () => NOW });
    const frames = decoder.push(text(`${SUNTECH_CORPUS[1]?.text}`));
    expect(frames.flatMap((frame) => frame.messages)).toEqual([
      { kind: 'login', uniqueId: '317652' },
      expect.objectContaining({ kind: 'position', uniqueId: '317652' }),
    ]);
    expect(frames.every((frame) => frame.ack === undefined)).toBe(true);
    expect(decoder.prefix).toBe('SA200');
  });

  it('refuses a peer that is not a Suntech device, and a report that never ends', () => {
    expect(() => new SuntechDecoder().push(text('get / HTTP/1.1\r\n\r\n'))).toThrow(ProtocolError);
    expect(() => identified().push(text(`SA200STT;317652;${'0'.repeat(3000)}`))).toThrow(
      expect.objectContaining({ code: 'frameTooLong' }),
    );
  });

  it('counts unknown types once per connection and reports the first report of each as hex', () => {
    const reports: UnknownTypeReport[] = [];
    const decoder = identified((report) => reports.push(report));
    decoder.push(text('SA200XYZ;317652;1\rSA200XYZ;317652;2\r'));
    expect(decoder.unknownTypeCount).toBe(2);
    expect(reports).toEqual([{ type: 'SA200XYZ', frame: text('SA200XYZ;317652;1\r').toString('hex') }]);
  });

  it("encodes engine stop and resume in the device's own format", () => {
    const sa200 = identified();
    expect(sa200.encodeCommand({ type: 'engineStop' }).toString()).toBe('SA200CMD;317652;02;Enable1\r');
    expect(sa200.encodeCommand({ type: 'custom', data: 'RELAY,0#' }).toString()).toBe(
      'SA200CMD;317652;02;Disable1\r',
    );
    const st300 = new SuntechDecoder();
    st300.push(text(`${SUNTECH_CORPUS.find((frame) => frame.text.startsWith('ST300STT'))?.text}`));
    expect(st300.encodeCommand({ type: 'engineStop' }).toString()).toBe('ST300CMD;205027329;02;Enable1\r');
    const universal = new SuntechDecoder();
    universal.push(text(`${SUNTECH_CORPUS.find((frame) => frame.text.startsWith('STT;'))?.text}`));
    expect(universal.encodeCommand({ type: 'engineStop' }).toString()).toBe('CMD;0560001616;04;01\r');
    expect(universal.encodeCommand({ type: 'engineResume' }).toString()).toBe('CMD;0560001616;04;02\r');
    expect(sa200.encodeCommand({ type: 'custom', data: 'SA200GTR;317652;02;' }).toString()).toBe(
      'SA200GTR;317652;02;\r',
    );
    expect(() => new SuntechDecoder().encodeCommand({ type: 'engineStop' })).toThrow(
      expect.objectContaining({ code: 'notIdentified' }),
    );
  });
});
