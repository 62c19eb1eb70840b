import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import type { DecodedFrame, DecodedMessage, DecodedPosition } from '../types';
import { parseH02Coordinate } from './decodeH02Text';
import { H02Decoder } from './decoder';
import { encodeH02Command } from './encoder';

const text = (sentence: string) => Buffer.from(sentence, 'latin1');
const hex = (value: string) => Buffer.from(value, 'hex');
const NOW = new Date('2024-03-05T06:07:08Z');
const session = () => new H02Decoder({ now: () => NOW });

function messagesOf(frames: DecodedFrame[]): DecodedMessage[] {
  return frames.flatMap((frame) => frame.messages);
}

function positionOf(frames: DecodedFrame[]): DecodedPosition {
  const position = messagesOf(frames).find((message) => message.kind === 'position');
  if (!position) throw new Error('no position');
  return position;
}

// Real sentences and frames from devices (Traccar's H02 decoder tests).
const V1 = '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#';

describe('H02Decoder text sentences', () => {
  it('decodes a V1 fix, identifies the device and answers V4,V1 with the UTC time', () => {
    const decoder = session();
    const frames = decoder.push(text(V1));
    expect(frames).toHaveLength(1);
    expect(frames[0]?.messages[0]).toEqual({ kind: 'login', uniqueId: '4210051415' });
    const position = positionOf(frames);
    expect(position).toMatchObject({ uniqueId: '4210051415', valid: true, speed: 0, course: 0 });
    expect(position.fixTime.toISOString()).toBe('2015-12-22T16:45:49.000Z');
    expect(position.latitude).toBeCloseTo(9.93978, 5);
    expect(position.longitude).toBeCloseTo(-84.11178, 5);
    expect(position.attributes).toMatchObject({ status: 0xfffffbff, ignition: false });
    expect(frames[0]?.ack?.toString('latin1')).toBe('*HQ,4210051415,V4,V1,20240305060708#');
    expect(decoder.uniqueId).toBe('4210051415');
  });

  it('reads an empty validity field as an invalid fix', () => {
    const position = positionOf(
      session().push(
        text('*HQ,355488020119695,V1,050418,,2827.61232,N,07703.84822,E,0.00,0,031015,FFFEFBFF#'),
      ),
    );
    expect(position.valid).toBe(false);
    expect(position.fixTime.toISOString()).toBe('2015-10-03T05:04:18.000Z');
    expect(position.latitude).toBeCloseTo(28.46021, 5);
    expect(position.longitude).toBeCloseTo(77.06414, 5);
  });

  it('reads the -dd-mm.mmmm coordinate form with its hemisphere letters', () => {
    const position = positionOf(
      session().push(text('*HQ,1451316409,V1,030149,A,-23-29.0095,S,-46-51.5852,W,2.4,065,070315,FFFFFFFF#')),
    );
    expect(position.latitude).toBeCloseTo(-23.48349, 5);
    expect(position.longitude).toBeCloseTo(-46.85975, 5);
    expect(position).toMatchObject({ speed: 2.4, course: 65, attributes: { ignition: true } });
    expect(position.attributes.alarm).toBeUndefined();
  });

  it('skips the battery field before the date and reports a power cut from status bit 19', () => {
    const position = positionOf(
      session().push(
        text('*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,4,080918,EEE7FBDF,4261193,0#'),
      ),
    );
    expect(position.fixTime.toISOString()).toBe('2018-09-08T05:40:48.000Z');
    expect(position.speed).toBe(0.5);
    expect(position.attributes).toMatchObject({
      alarm: 'powerCut',
      ignition: false,
      io1: '4261193',
      io2: '0',
    });
  });

  it('finds the status word after the SIM information of V19 sentences', () => {
    const frames = session().push(
      text(
        '*HQ,4209951296,V19,214452,A,5201.0178,N,01830.5029,E,000.00,000,200417,,195.63.13.195,89480610500392633029,BFFFFBFF#',
      ),
    );
    const position = positionOf(frames);
    expect(position.attributes).toMatchObject({ status: 0xbffffbff });
    expect(position.latitude).toBeCloseTo(52.016963, 6);
    expect(frames[0]?.ack).toBeUndefined();
  });

  it('reads odometer, temperature, fuel and the fix altitude after the status word', () => {
    const position = positionOf(
      session().push(
        text(
          '*HQ,2130510938,V1,012632,A,0520.0663,N,10028.6324,E,0.286,023,100317,FFFFDFFF,69129336,0,100.0,18,5141,5A20#',
        ),
      ),
    );
    expect(position.attributes).toMatchObject({ odometer: 69129336, temp1: 0, fuel: 100 });
    expect(position.altitude).toBe(18);
  });

  it.each([
    ['FFFFFFFE', 'vibration'],
    ['FFFFFFFD', 'sos'],
    ['FFFBFFFF', 'sos'],
    ['FFFFFFFB', 'overspeed'],
    ['FFF7FFFF', 'powerCut'],
  ])('maps active-low status %s to the alarm %s', (status, alarm) => {
    const position = positionOf(
      session().push(text(`*HQ,2705171109,V1,213324,A,5002.5849,N,01433.7822,E,0.00,000,140613,${status}#`)),
    );
    expect(position.attributes.alarm).toBe(alarm);
  });

  it('turns a V4 reply into a commandResult without the echoed command time, plus its fix', () => {
    const frames = session().push(
      text('*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#'),
    );
    const messages = messagesOf(frames);
    expect(messages[1]).toEqual({ kind: 'commandResult', uniqueId: '2020916012', result: 'S20,DONE' });
    expect(messages[2]).toMatchObject({ kind: 'position', speed: 14.28, course: 28 });
    expect(frames[0]?.ack).toBeUndefined();
  });

  it('keeps a V4 reply without a fix whole', () => {
    const messages = messagesOf(session().push(text('*HQ,4210051415,V4,S20,ERROR#')));
    expect(messages[1]).toEqual({ kind: 'commandResult', uniqueId: '4210051415', result: 'S20,ERROR' });
  });

  it('echoes V0 and HTBT heartbeats and reads the HTBT battery level', () => {
    const decoder = session();
    const [v0] = decoder.push(text('*HQ,353588020068342,V0#'));
    expect(v0?.ack?.toString('latin1')).toBe('*HQ,353588020068342,V0#');
    expect(v0?.messages[1]).toEqual({ kind: 'heartbeat', uniqueId: '353588020068342' });
    const [htbt] = decoder.push(text('*HQ,353588020068342,HTBT,85#'));
    expect(htbt?.ack?.toString('latin1')).toBe('*HQ,353588020068342,HTBT#');
    expect(htbt?.messages).toEqual([
      { kind: 'heartbeat', uniqueId: '353588020068342', attributes: { batteryLevel: 85 } },
    ]);
  });

  it('treats XT as a heartbeat with nothing to answer', () => {
    const frames = session().push(text('*HQ,356327080425330,XT,1,100#'));
    expect(frames).toEqual([
      {
        messages: [
          { kind: 'login', uniqueId: '356327080425330' },
          { kind: 'heartbeat', uniqueId: '356327080425330' },
        ],
      },
    ]);
  });

  it('reads signal, satellites and battery of LINK sentences', () => {
    const messages = messagesOf(
      session().push(text('*HQ,1700086468,LINK,180902,15,0,84,0,0,240517,FFFFFBFF#')),
    );
    expect(messages[1]).toMatchObject({
      kind: 'heartbeat',
      attributes: { rssi: 15, sat: 0, batteryLevel: 84 },
    });
  });

  it('counts a V1 without coordinates as a heartbeat and does not acknowledge it', () => {
    const [frame] = session().push(text('*HQ,353505510948929,V1,,V,,N,,E,0.00,0,,FFFFF7FF,f0,a,11a0,c0c6#'));
    expect(frame?.messages.map((message) => message.kind)).toEqual(['login', 'heartbeat']);
    expect(frame?.ack).toBeUndefined();
  });

  it('dates a fix without a date with the session clock', () => {
    const position = positionOf(
      session().push(
        text('*HQ,353505221264507,V1,,V,4605.75732,N,01430.73863,E,0.00,0,,FFFFFFEF,125,194,  64,d3#'),
      ),
    );
    expect(position.fixTime).toEqual(NOW);
  });
});

describe('H02Decoder binary frames', () => {
  it('decodes a 32-byte frame: BCD id, time, coordinates, battery and flags', () => {
    const frames = session().push(hex('2441060116601245431311165035313006004318210e000000fffffbffff0024'));
    const position = positionOf(frames);
    expect(messagesOf(frames)[0]).toEqual({ kind: 'login', uniqueId: '4106011660' });
    expect(position.fixTime.toISOString()).toBe('2016-11-13T12:45:43.000Z');
    expect(position).toMatchObject({
      valid: true,
      speed: 0,
      course: 0,
      attributes: { batteryLevel: 100, ignition: false },
    });
    expect(position.latitude).toBeCloseTo(50.58855, 5);
    expect(position.longitude).toBeCloseTo(4.53035, 5);
    expect(frames[0]?.ack).toBeUndefined();
  });

  it('learns the 45-byte length and reads western longitudes from the flag nibble', () => {
    const position = positionOf(
      session().push(
        hex('24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f'),
      ),
    );
    expect(position.fixTime.toISOString()).toBe('2015-08-31T21:53:21.000Z');
    expect(position.latitude).toBeCloseTo(4.69898, 5);
    expect(position.longitude).toBeCloseTo(-74.069717, 6);
    expect(position.attributes.alarm).toBe('sos');
  });

  it('reads speed and course digits and skips the extra tail of a longer frame', () => {
    const decoder = session();
    const frames = decoder.push(
      hex('2421305109380127171003170520046500100286297e003085ffffdfffff03440069129344006400001151415a20'),
    );
    const position = positionOf(frames);
    expect(position).toMatchObject({ speed: 3, course: 85, attributes: { ignition: true } });
    expect(position.latitude).toBeCloseTo(5.334108, 6);
    expect(position.longitude).toBeCloseTo(100.477162, 6);
    expect(positionOf(decoder.push(text(V1))).valid).toBe(true);
  });

  it('decodes consecutive binary frames and a text sentence from one chunk', () => {
    const frame = '2427051711092133391406135002584900014337822e000000ffffffffff0000';
    const frames = session().push(
      Buffer.concat([hex(frame), hex(frame), text('\r\n*HQ,2705171109,XT,1,100#\r\n')]),
    );
    expect(messagesOf(frames).map((message) => message.kind)).toEqual([
      'login',
      'position',
      'position',
      'heartbeat',
    ]);
  });

  it('skips a frame tail whose bytes look like frame starts and reads the next frame', () => {
    const frame = '2427051711092133391406135002584900014337822e000000ffffffffff0000';
    const decoder = session();
    expect(positionOf(decoder.push(hex(frame))).valid).toBe(true);
    // The same fix with 8 bytes of extra data after the length the connection reads with: `$`, `*`,
    // `$` and bytes that are no frame.
    const frames = decoder.push(hex(`${frame}242a240011223344${frame}`));
    expect(messagesOf(frames).map((message) => message.kind)).toEqual(['position', 'position']);
  });

  it('uses a configured 42-byte length for 15-digit ids', () => {
    const frame = Buffer.alloc(42);
    hex('24353505221264507f1245431311165035313006004318210e000000fffffbff').copy(frame);
    const [decoded] = new H02Decoder({ binaryFrameLength: 42 }).push(frame);
    expect(decoded?.messages[0]).toEqual({ kind: 'login', uniqueId: '353505221264507' });
    expect(decoded?.messages[1]).toMatchObject({ kind: 'position', valid: true });
  });
});

describe('H02Decoder framing', () => {
  it('waits for the # of a sentence split across chunks', () => {
    const decoder = session();
    const bytes = text(V1);
    const frames: DecodedFrame[] = [];
    for (const byte of bytes) frames.push(...decoder.push(Buffer.from([byte])));
    expect(frames).toHaveLength(1);
    expect(positionOf(frames).valid).toBe(true);
  });

  it('skips line breaks between sentences', () => {
    const frames = session().push(text(`${V1}\r\n${V1}\r\n`));
    expect(frames).toHaveLength(2);
  });

  it('throws a ProtocolError when the stream does not start like H02', () => {
    expect(() => session().push(text('GET / HTTP/1.1\r\n'))).toThrow(
      expect.objectContaining({ protocol: 'h02', code: 'badHeader' }),
    );
  });

  it('throws a ProtocolError for a sentence that never ends', () => {
    expect(() => session().push(text(`*HQ,1,V1,${'9'.repeat(2000)}`))).toThrow(
      expect.objectContaining({ code: 'frameTooLong' }),
    );
  });

  it('throws a ProtocolError for a binary frame whose digits are not BCD', () => {
    expect(() =>
      session().push(hex('24410601166012454313111650353130060043182fff000000fffffbffff0024')),
    ).toThrow(expect.objectContaining({ code: 'malformedFrame' }));
  });

  it('throws once too many bytes arrive outside frames after identification', () => {
    const decoder = session();
    decoder.push(text(V1));
    expect(() => decoder.push(Buffer.alloc(300, 0x41))).toThrow(
      expect.objectContaining({ code: 'badHeader' }),
    );
  });

  it('only ever returns frames or throws a ProtocolError on random input', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    const alphabet = Buffer.from('*$#,0123456789ABCDEFNSEWV.-HQ\r\n');
    for (let run = 0; run < 300; run++) {
      const bytes = Buffer.alloc(random() % 200);
      for (let i = 0; i < bytes.length; i++) {
        bytes[i] = run % 2 === 0 ? (alphabet[random() % alphabet.length] as number) : random() & 0xff;
      }
      try {
        session().push(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(ProtocolError);
      }
    }
  });
});

describe('parseH02Coordinate', () => {
  it.each([
    ['0956.3869', 9 + 56.3869 / 60],
    ['08406.7068', 84 + 6.7068 / 60],
    ['701.8915', 7 + 1.8915 / 60],
    ['-23-3.3408', 23 + 3.3408 / 60],
    ['22128745', 22 + 12.8745 / 60],
  ])('reads %s', (value, degrees) => {
    expect(parseH02Coordinate(value)).toBeCloseTo(degrees, 9);
  });

  it('returns NaN for text that is no coordinate', () => {
    expect(parseH02Coordinate('')).toBeNaN();
    expect(parseH02Coordinate('0.0000')).toBeNaN();
  });
});

describe('encodeH02Command', () => {
  const target = { uniqueId: '123456789012345', now: () => new Date('2024-01-01T01:02:03Z') };

  it('encodes engine stop and resume as the reference S20 sentences', () => {
    expect(encodeH02Command(target, { type: 'engineStop' }).toString('latin1')).toBe(
      '*HQ,123456789012345,S20,010203,1,1#',
    );
    expect(encodeH02Command(target, { type: 'engineResume' }).toString('latin1')).toBe(
      '*HQ,123456789012345,S20,010203,1,0#',
    );
  });

  it('reads custom RELAY,1# and RELAY,0# as engine commands', () => {
    expect(encodeH02Command(target, { type: 'custom', data: 'RELAY,1#' }).toString('latin1')).toBe(
      '*HQ,123456789012345,S20,010203,1,1#',
    );
    expect(encodeH02Command(target, { type: 'custom', data: 'RELAY,0#' }).toString('latin1')).toBe(
      '*HQ,123456789012345,S20,010203,1,0#',
    );
  });

  it('sends other custom text unchanged', () => {
    const sentence = '*HQ,123456789012345,D1,010203,30#';
    expect(encodeH02Command(target, { type: 'custom', data: sentence }).toString('latin1')).toBe(sentence);
  });

  it('uses the id and clock of the connection', () => {
    const decoder = new H02Decoder({ now: () => new Date('2024-01-01T23:59:58Z') });
    expect(() => decoder.encodeCommand({ type: 'engineStop' })).toThrow(
      expect.objectContaining({ code: 'notIdentified' }),
    );
    decoder.push(text(V1));
    expect(decoder.encodeCommand({ type: 'engineStop' }).toString('latin1')).toBe(
      '*HQ,4210051415,S20,235958,1,1#',
    );
  });

  it('refuses empty and non-ASCII custom text', () => {
    expect(() => encodeH02Command(target, { type: 'custom', data: '' })).toThrow(ProtocolError);
    expect(() => encodeH02Command(target, { type: 'custom', data: 'é' })).toThrow(
      expect.objectContaining({ code: 'invalidCommand' }),
    );
  });
});
