import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import type { UnknownTypeReport } from '../TextFrameSession';
import { checkCorpusFrame } from '../testing/checkCorpusFrame';
import { QueclinkDecoder } from './decoder';
import { QUECLINK_CORPUS } from './queclinkCorpus';

const HEARTBEAT = '+ACK:GTHBD,060228,862894020180553,,20100214093254,11F0$';
const NOW = new Date('2024-03-05T06:07:08Z');
const text = (value: string) => Buffer.from(value, 'latin1');

function identified(onUnknownType?: (report: UnknownTypeReport) => void): QueclinkDecoder {
  const decoder = new QueclinkDecoder({ now: () => NOW, ...(onUnknownType ? { onUnknownType } : {}) });
  decoder.push(text(HEARTBEAT));
  return decoder;
}

describe('Queclink corpus: real frames decode to their documented values', () => {
  it('holds at least 30 real frames', () => {
    const real = QUECLINK_CORPUS.filter(
      (frame) =>
        !frame.name.startsWith('malformed') &&
        !frame.name.startsWith('unknown') &&
        !frame.name.startsWith('derived'),
    );
    expect(real.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUECLINK_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const reports: UnknownTypeReport[] = [];
    const decoder = identified((report) => reports.push(report));
    checkCorpusFrame(frame, decoder.push(text(frame.text)));
    expect(reports.map((report) => report.type)).toEqual(frame.unknownType ? [frame.unknownType] : []);
    // Split byte by byte, the frame decodes the same.
    const split = identified();
    checkCorpusFrame(
      frame,
      [...text(frame.text)].flatMap((byte) => split.push(Buffer.from([byte]))),
    );
  });

  it('keeps every prefix of every text frame waiting: no message, no exception', () => {
    for (const frame of QUECLINK_CORPUS) {
      if (
        !frame.text.startsWith('+RESP:') &&
        !frame.text.startsWith('+BUFF:') &&
        !frame.text.startsWith('+ACK:')
      )
        continue;
      const bytes = text(frame.text);
      for (let cut = 1; cut < bytes.length - 1; cut++) {
        expect(identified().push(bytes.subarray(0, cut))).toEqual([]);
      }
    }
  });

  it('identifies the connection by its first frame and keeps the protocol version', () => {
    const decoder = new QueclinkDecoder({ now: () => NOW });
    const frames = decoder.push(text(`${QUECLINK_CORPUS[4]?.text}\r\n${HEARTBEAT}`));
    expect(frames.flatMap((frame) => frame.messages)).toEqual([
      { kind: 'login', uniqueId: '862894020180553' },
      expect.objectContaining({ kind: 'position', uniqueId: '862894020180553' }),
      { kind: 'heartbeat', uniqueId: '862894020180553' },
    ]);
    expect(frames.map((frame) => frame.ack?.toString())).toEqual(['+SACK:132B$', '+SACK:GTHBD,060228,11F0$']);
    expect(decoder.version).toBe('060228');
  });

  it('reads frames of early firmware that end with a line break instead of $', () => {
    const frames = identified().push(
      text(
        '+RESP:GTFRI,02010C,867844001274144,,0,0,1,1,18.0,233,118.1,7.615551,51.515600,20140106130516,0262,0007,79E6,B956,,72,20140106140524,09CE\r\n',
      ),
    );
    const positions = frames
      .flatMap((frame) => frame.messages)
      .filter((message) => message.kind === 'position');
    expect(positions).toEqual([
      expect.objectContaining({
        latitude: 51.5156,
        longitude: 7.615551,
        course: 233,
        attributes: expect.objectContaining({ batteryLevel: 72 }),
      }),
    ]);
  });

  it('refuses a peer that is not a Queclink device, and a frame that never ends', () => {
    expect(() => new QueclinkDecoder().push(text('GET / HTTP/1.1\r\n\r\n'))).toThrow(ProtocolError);
    expect(() => new QueclinkDecoder().push(text('+XYZW:1'))).toThrow(ProtocolError);
    expect(() => identified().push(text(`+RESP:GTFRI,060228,862894020180553,${'0'.repeat(5000)}`))).toThrow(
      expect.objectContaining({ code: 'frameTooLong' }),
    );
  });

  it('counts unknown types once per connection and reports the first frame of each as hex', () => {
    const reports: UnknownTypeReport[] = [];
    const decoder = identified((report) => reports.push(report));
    const unknown = '+RESP:GTXYZ,060228,862894020180553,,1,20100214093254,0001$';
    decoder.push(text(`${unknown}+RESP:GTXYZ,060228,862894020180553,,2,20100214093254,0002$`));
    expect(decoder.unknownTypeCount).toBe(2);
    expect(reports).toEqual([{ type: 'GTXYZ', frame: text(unknown).toString('hex') }]);
  });

  it('encodes engine stop and resume as AT+GTOUT with the model password, custom text as it is', () => {
    const gv300 = identified();
    expect(gv300.encodeCommand({ type: 'engineStop' }).toString()).toBe(
      'AT+GTOUT=gv300,1,,,0,0,0,0,0,0,0,,,,,,,FFFF$',
    );
    expect(gv300.encodeCommand({ type: 'custom', data: 'RELAY,0#' }).toString()).toBe(
      'AT+GTOUT=gv300,0,,,0,0,0,0,0,0,0,,,,,,,FFFF$',
    );
    expect(gv300.encodeCommand({ type: 'custom', data: 'AT+GTRTO=gv300,1,,,,,,FFFF' }).toString()).toBe(
      'AT+GTRTO=gv300,1,,,,,,FFFF$',
    );
    // An unknown device type: the device name, when it names a model.
    const gv350 = new QueclinkDecoder();
    gv350.push(text('+ACK:GTHBD,F10413,862599050544301,GV350M,20240919020058,20A7$'));
    expect(gv350.encodeCommand({ type: 'engineStop' }).toString()).toBe(
      'AT+GTOUT=gv350m,1,,,0,0,0,0,0,0,0,,,,,,,FFFF$',
    );
    expect(() => new QueclinkDecoder().encodeCommand({ type: 'engineStop' })).toThrow(
      expect.objectContaining({ code: 'notIdentified' }),
    );
    expect(() => gv300.encodeCommand({ type: 'custom', data: 'é' })).toThrow(
      expect.objectContaining({ code: 'invalidCommand' }),
    );
  });
});
