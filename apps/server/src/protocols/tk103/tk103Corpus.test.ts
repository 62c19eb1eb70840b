import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import type { UnknownTypeReport } from '../TextFrameSession';
import { checkCorpusFrame } from '../testing/checkCorpusFrame';
import { Tk103Decoder } from './decoder';
import { TK103_CORPUS } from './tk103Corpus';

const HANDSHAKE = '(027044702512BP00027044702512HSO01A4)';
const NOW = new Date('2024-03-05T06:07:08Z');
const text = (value: string) => Buffer.from(value, 'latin1');

function identified(onUnknownType?: (report: UnknownTypeReport) => void): Tk103Decoder {
  const decoder = new Tk103Decoder({ now: () => NOW, ...(onUnknownType ? { onUnknownType } : {}) });
  decoder.push(text(HANDSHAKE));
  return decoder;
}

describe('TK103 corpus: real sentences decode to their documented values', () => {
  it('holds at least 30 real sentences', () => {
    const real = TK103_CORPUS.filter(
      (frame) => !frame.name.startsWith('malformed') && !frame.name.startsWith('unknown'),
    );
    expect(real.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TK103_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const reports: UnknownTypeReport[] = [];
    const decoder = identified((report) => reports.push(report));
    checkCorpusFrame(frame, decoder.push(text(frame.text)));
    expect(reports.map((report) => report.type)).toEqual(frame.unknownType ? [frame.unknownType] : []);
    // Split byte by byte, and after line breaks, the sentence decodes the same.
    const split = identified();
    const frames = [...text(`\r\n${frame.text}`)].flatMap((byte) => split.push(Buffer.from([byte])));
    checkCorpusFrame(frame, frames);
  });

  it('keeps every prefix of every sentence waiting: no message, no exception', () => {
    for (const frame of TK103_CORPUS) {
      const bytes = text(frame.text);
      for (let cut = 1; cut < bytes.length; cut++) {
        expect(identified().push(bytes.subarray(0, cut))).toEqual([]);
      }
    }
  });

  it('identifies the connection by its first sentence and stamps every message with the id', () => {
    const decoder = new Tk103Decoder({ now: () => NOW });
    const frames = decoder.push(
      text(`${HANDSHAKE}(027044702512BR00151024A2555.3531S02855.3329E004.7055148276.1701000000L00009AA3)`),
    );
    expect(frames.flatMap((frame) => frame.messages)).toEqual([
      { kind: 'login', uniqueId: '027044702512' },
      { kind: 'heartbeat', uniqueId: '027044702512' },
      expect.objectContaining({ kind: 'position', uniqueId: '027044702512' }),
    ]);
  });

  it('refuses a peer that is not a TK103 device, and a sentence that never ends', () => {
    expect(() => new Tk103Decoder().push(text('GET / HTTP/1.1\r\n\r\n'))).toThrow(ProtocolError);
    expect(() => identified().push(text(`(027044702512BR00${'0'.repeat(3000)}`))).toThrow(
      expect.objectContaining({ code: 'frameTooLong' }),
    );
  });

  it('counts unknown types once per connection and reports the first sentence of each as hex', () => {
    const reports: UnknownTypeReport[] = [];
    const decoder = identified((report) => reports.push(report));
    decoder.push(text('(027044702512BS08,1)(027044702512BS08,2)'));
    expect(decoder.unknownTypeCount).toBe(2);
    expect(reports).toEqual([{ type: 'BS08', frame: text('(027044702512BS08,1)').toString('hex') }]);
  });

  it('encodes engine stop and resume as AV010 and AV011, custom text after the id', () => {
    const decoder = identified();
    expect(decoder.encodeCommand({ type: 'engineStop' }).toString()).toBe('(027044702512AV010)');
    expect(decoder.encodeCommand({ type: 'custom', data: 'RELAY,0#' }).toString()).toBe(
      '(027044702512AV011)',
    );
    expect(decoder.encodeCommand({ type: 'custom', data: 'AP00' }).toString()).toBe('(027044702512AP00)');
    expect(() => new Tk103Decoder().encodeCommand({ type: 'engineResume' })).toThrow(
      expect.objectContaining({ code: 'notIdentified' }),
    );
  });
});
