import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import type { UnknownTypeReport } from '../TextFrameSession';
import { checkCorpusFrame } from '../testing/checkCorpusFrame';
import { Gps103Decoder } from './decoder';
import { GPS103_CORPUS } from './gps103Corpus';

const LOGIN = '##,imei:359586015829802,A;';
const NOW = new Date('2024-03-05T06:07:08Z');
const text = (value: string) => Buffer.from(value, 'latin1');

function loggedIn(onUnknownType?: (report: UnknownTypeReport) => void): Gps103Decoder {
  const decoder = new Gps103Decoder({ now: () => NOW, ...(onUnknownType ? { onUnknownType } : {}) });
  decoder.push(text(LOGIN));
  return decoder;
}

describe('GPS103 corpus: real sentences decode to their documented values', () => {
  it('holds at least 30 sentences', () => {
    expect(
      GPS103_CORPUS.filter((frame) => !frame.name.startsWith('malformed')).length,
    ).toBeGreaterThanOrEqual(30);
  });

  it.each(GPS103_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const reports: UnknownTypeReport[] = [];
    const decoder = loggedIn((report) => reports.push(report));
    checkCorpusFrame(frame, decoder.push(text(frame.text)));
    expect(reports.map((report) => report.type)).toEqual(frame.unknownType ? [frame.unknownType] : []);
    // Split byte by byte, the sentence decodes the same.
    const split = loggedIn();
    const frames = [...text(frame.text)].flatMap((byte) => split.push(Buffer.from([byte])));
    checkCorpusFrame(frame, frames);
  });

  it('keeps every prefix of every sentence waiting: no message, no exception', () => {
    for (const frame of GPS103_CORPUS) {
      const bytes = text(frame.text);
      for (let cut = 1; cut < bytes.length - 1; cut++) {
        const decoder = loggedIn();
        const prefix = bytes.subarray(0, cut);
        // A prefix that ends at an inner delimiter is a complete (shorter) sentence; others wait.
        if (prefix.includes(0x3b) || prefix.includes(0x2a) || prefix.includes(0x0a)) continue;
        expect(decoder.push(prefix)).toEqual([]);
      }
    }
  });

  it('counts unknown sentence types, reports each type once with its hex, and keeps decoding', () => {
    const reports: UnknownTypeReport[] = [];
    const decoder = loggedIn((report) => reports.push(report));
    const unknown = 'imei:359586015829802,tracker,1105182344,,Q,1,2,3;';
    decoder.push(text(unknown + unknown));
    const frames = decoder.push(
      text(GPS103_CORPUS.find((frame) => frame.name === 'low battery')?.text ?? ''),
    );
    expect(frames.flatMap((frame) => frame.messages).map((message) => message.kind)).toEqual(['position']);
    expect(decoder.unknownTypeCount).toBe(2);
    expect(reports).toEqual([{ type: 'tracker', frame: text(unknown).toString('hex') }]);
  });

  it('refuses a peer that is not a GPS103 device, and a sentence that never ends', () => {
    expect(() => new Gps103Decoder().push(text('GET / HTTP/1.1\r\n\r\n'))).toThrow(ProtocolError);
    expect(() => new Gps103Decoder().push(Buffer.from([0x78, 0x78, 0x0d, 0x01]))).toThrow(ProtocolError);
    const decoder = loggedIn();
    expect(() => decoder.push(text(`imei:359586015829802,${'x'.repeat(3000)}`))).toThrow(
      expect.objectContaining({ code: 'frameTooLong' }),
    );
  });

  it('identifies the connection by the IMEI of its first sentence and stamps every message with it', () => {
    const decoder = new Gps103Decoder({ now: () => NOW });
    const frames = decoder.push(text(`${GPS103_CORPUS[2]?.text}\r\n359710045559474;`));
    expect(frames.flatMap((frame) => frame.messages)).toEqual([
      { kind: 'login', uniqueId: '359710045559474' },
      expect.objectContaining({ kind: 'position', uniqueId: '359710045559474' }),
      { kind: 'heartbeat', uniqueId: '359710045559474' },
    ]);
    expect(frames.at(-1)?.ack?.toString()).toBe('ON');
  });

  it('encodes engine stop and resume as J and K, custom text after the IMEI', () => {
    const decoder = loggedIn();
    expect(decoder.encodeCommand({ type: 'engineStop' }).toString()).toBe('**,imei:359586015829802,J');
    expect(decoder.encodeCommand({ type: 'custom', data: 'RELAY,0#' }).toString()).toBe(
      '**,imei:359586015829802,K',
    );
    expect(decoder.encodeCommand({ type: 'custom', data: 'B' }).toString()).toBe('**,imei:359586015829802,B');
    expect(() => new Gps103Decoder().encodeCommand({ type: 'engineStop' })).toThrow(
      expect.objectContaining({ code: 'notIdentified' }),
    );
    expect(() => decoder.encodeCommand({ type: 'custom', data: 'é' })).toThrow(
      expect.objectContaining({ code: 'invalidCommand' }),
    );
  });
});
