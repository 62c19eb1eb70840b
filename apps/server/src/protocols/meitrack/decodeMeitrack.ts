import { ALARMS } from '../alarms';
import { knotsFromKph } from '../speedUnits';
import { numberField, type TextFrame } from '../TextFrameSession';
import type { DecodedAttributes, DecodedMessage, DecodedPosition } from '../types';

/** Event codes that are alarms (Traccar's names). */
const EVENT_ALARMS: Readonly<Record<number, string>> = {
  1: ALARMS.sos,
  17: ALARMS.lowBattery,
  18: ALARMS.lowPower,
  19: ALARMS.overspeed,
  20: ALARMS.geofenceEnter,
  21: ALARMS.geofenceExit,
  22: ALARMS.powerRestored,
  23: ALARMS.powerCut,
  36: ALARMS.tow,
  44: ALARMS.jamming,
  78: ALARMS.accident,
  90: ALARMS.hardCornering,
  91: ALARMS.hardCornering,
  129: ALARMS.hardBraking,
  130: ALARMS.hardAcceleration,
  135: ALARMS.fatigueDriving,
};

/** Seconds from 1970 to 2000-01-01, the epoch of binary records. */
const EPOCH_2000 = 946_684_800;
/** Bytes of one CCC record. */
const CCC_RECORD = 52;

/** The sum of the bytes, modulo 256, as two uppercase hex digits: Meitrack's checksum. */
export function meitrackChecksum(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return (sum & 0xff).toString(16).toUpperCase().padStart(2, '0');
}

function eventAttributes(event: number): DecodedAttributes {
  const attributes: DecodedAttributes = { event };
  const alarm = EVENT_ALARMS[event];
  if (alarm) attributes.alarm = alarm;
  return attributes;
}

/**
 * The position fields of an AAA report (and of the replies that carry one): `<event>,<lat>,<lon>,
 * <yymmddhhmmss>,<A|V>,<sat>,<gsm>,<speed km/h>,<course>,<hdop>,<altitude>,<odometer m>,<runtime s>,
 * <mcc|mnc|lac|cid>,<input hex 2><output hex 2>,<analog>,<event data>,<reserved>,<protocol>,<fuel>,…`.
 * The analog field is `<battery>|<power>|…` in volts on newer firmware, or five hex ADC readings
 * whose scale depends on the model: those are kept as `adc1`-`adc5`.
 */
function readReport(fields: string[]): DecodedPosition | undefined {
  const event = numberField(fields[0]);
  const latitude = numberField(fields[1]);
  const longitude = numberField(fields[2]);
  const time = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(fields[3] ?? '');
  if (event === undefined || latitude === undefined || longitude === undefined || !time) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || !/^[AV]$/.test(fields[4] ?? ''))
    return undefined;
  const [year, month, day, hours, minutes, seconds] = time.slice(1).map(Number) as number[];
  const fixTime = new Date(
    Date.UTC(2000 + (year as number), (month as number) - 1, day as number, hours, minutes, seconds),
  );
  if (Number.isNaN(fixTime.getTime()) || (month as number) < 1 || (month as number) > 12) return undefined;
  const attributes = eventAttributes(event);
  const sat = numberField(fields[5]);
  if (sat !== undefined) attributes.sat = sat;
  const rssi = numberField(fields[6]);
  const hdop = numberField(fields[9]);
  if (hdop !== undefined) attributes.hdop = hdop;
  const odometer = numberField(fields[11]);
  if (odometer !== undefined) attributes.odometer = odometer;
  if ((fields[12] ?? '') !== '') attributes.runtime = fields[12];
  const [mcc, mnc, lac, cid] = (fields[13] ?? '').split('|');
  const mccValue = numberField(mcc);
  const mncValue = numberField(mnc);
  if (mccValue && mncValue) {
    attributes.network = {
      cellTowers: [
        {
          mcc: mccValue,
          mnc: mncValue,
          lac: Number.parseInt(lac || '0', 16) || 0,
          cid: Number.parseInt(cid || '0', 16) || 0,
          ...(rssi === undefined ? {} : { rssi }),
        },
      ],
    };
  }
  const io = fields[14] ?? '';
  if (/^[0-9A-Fa-f]{4}$/.test(io)) {
    attributes.input = Number.parseInt(io.slice(0, 2), 16);
    attributes.output = Number.parseInt(io.slice(2), 16);
  }
  const analog = (fields[15] ?? '').split('|');
  if (analog.length >= 2 && analog.slice(0, 2).every((value) => /^\d+\.\d+$/.test(value))) {
    attributes.battery = Number(analog[0]);
    attributes.power = Number(analog[1]);
  } else {
    analog.forEach((value, index) => {
      if (/^[0-9A-Fa-f]{1,4}$/.test(value)) attributes[`adc${index + 1}`] = Number.parseInt(value, 16);
    });
  }
  const eventData = fields[16] ?? '';
  if (eventData !== '') {
    if (event === 37) attributes.driverUniqueId = eventData;
    else attributes.eventData = eventData;
  }
  const fuel = fields[19] ?? '';
  if (/^[0-9A-Fa-f]{4}$/.test(fuel)) {
    attributes.fuel = Number.parseInt(fuel.slice(0, 2), 16) + Number.parseInt(fuel.slice(2), 16) * 0.01;
  }
  const altitude = numberField(fields[10]);
  return {
    kind: 'position',
    fixTime,
    valid: fields[4] === 'A',
    latitude,
    longitude,
    ...(altitude === undefined ? {} : { altitude }),
    speed: knotsFromKph(numberField(fields[7]) ?? 0),
    course: numberField(fields[8]) ?? 0,
    attributes,
  };
}

/** CCC: binary records of 52 bytes after the header, answered with how many were read. */
function readBinaryRecords(frame: Buffer, start: number): DecodedPosition[] {
  const positions: DecodedPosition[] = [];
  const end = frame.length - 5; // `*XX\r\n`
  for (let at = start; at + CCC_RECORD <= end; at += CCC_RECORD) {
    const rssi = frame.readUInt8(at + 15);
    const position: DecodedPosition = {
      kind: 'position',
      fixTime: new Date((EPOCH_2000 + frame.readUInt32LE(at + 9)) * 1000),
      valid: frame.readUInt8(at + 13) === 1,
      latitude: frame.readInt32LE(at + 1) * 0.000001,
      longitude: frame.readInt32LE(at + 5) * 0.000001,
      altitude: frame.readUInt16LE(at + 22),
      speed: knotsFromKph(frame.readUInt16LE(at + 16)),
      course: frame.readUInt16LE(at + 18),
      attributes: {
        ...eventAttributes(frame.readUInt8(at)),
        sat: frame.readUInt8(at + 14),
        hdop: frame.readUInt16LE(at + 20) * 0.1,
        odometer: frame.readUInt32LE(at + 24),
        runtime: frame.readUInt32LE(at + 28),
        network: {
          cellTowers: [
            {
              mcc: frame.readUInt16LE(at + 32),
              mnc: frame.readUInt16LE(at + 34),
              lac: frame.readUInt16LE(at + 36),
              cid: frame.readUInt16LE(at + 38),
              rssi,
            },
          ],
        },
        status: frame.readUInt16LE(at + 40),
        adc1: frame.readUInt16LE(at + 42),
        battery: frame.readUInt16LE(at + 44) * 0.01,
        power: frame.readUInt16LE(at + 46),
      },
    };
    if (Math.abs(position.latitude) <= 90 && Math.abs(position.longitude) <= 180) positions.push(position);
  }
  return positions;
}

/** A reply frame of the server: `@@<flag><length>,<imei>,<content>*<checksum>\r\n`. */
export function meitrackServerFrame(flag: string, imei: string, content: string): string {
  const length = 1 + imei.length + 1 + content.length + 5;
  const head = `@@${flag}${String(length).padStart(2, '0')},${imei},${content}*`;
  return `${head}${meitrackChecksum(head)}\r\n`;
}

/**
 * Decodes one Meitrack frame `$$<flag><length>,<imei>,<type>,<data>*<checksum>\r\n` (latin1). AAA
 * (and AFF, and command replies that carry the AAA fields) is a position with its event's alarm;
 * CCC carries binary records and is answered `@@<flag><length>,<imei>,CCC,<count>*<checksum>`
 * so the device drops them from its cache; a command reply without a position is a command result;
 * D00/D03 (photos) are not stored; CCE and other types are unknown.
 */
export function decodeMeitrack(text: string): TextFrame & { badChecksum?: boolean } {
  const header = /^\$\$(.)\d+,([0-9A-Za-z]{1,20}),([0-9A-Z]{3}),/.exec(text);
  if (!header) return { messages: [], unknownType: text.slice(0, 8) };
  const [, flag, id, type] = header as unknown as [string, string, string, string];
  const star = text.lastIndexOf('*');
  const checksum = text.slice(star + 1, star + 3);
  const badChecksum = star < 0 || checksum.toUpperCase() !== meitrackChecksum(text.slice(0, star + 1));
  const result = (messages: DecodedMessage[], extra: Partial<TextFrame> = {}) => ({
    id,
    messages,
    ...extra,
    ...(badChecksum ? { badChecksum } : {}),
  });

  if (type === 'CCC') {
    const positions = readBinaryRecords(Buffer.from(text, 'latin1'), header[0].length + 8);
    return result(positions, { ack: meitrackServerFrame(flag, id, `CCC,${positions.length}`) });
  }
  if (type === 'D00' || type === 'D03') return result([]);
  if (type === 'CCE') return result([], { unknownType: type });
  const body = text.slice(header[0].length, star < 0 ? undefined : star);
  const fields = body.split(',');
  // AFF and some replies put one more field before the event.
  const position = readReport(fields) ?? readReport(fields.slice(1));
  if (position) return result([position]);
  if (type === 'AAA' || type === 'AFF') return result([]);
  if (/^[A-F]\d\d$/.test(type)) return result([{ kind: 'commandResult', result: `${type},${body}` }]);
  return result([], { unknownType: type });
}
