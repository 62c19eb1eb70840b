import { ALARMS } from '../alarms';
import type { DecodedAttributes } from '../types';

/** Traccar alarm names the shared list does not hold yet (GNSS jamming, excessive idling). */
const JAMMING = 'jamming';
const IDLE = 'idle';

/** Reads one IO element's bytes into attributes. */
type IoHandler = (attributes: DecodedAttributes, element: Buffer) => void;

/** The element as an unsigned number; 8-byte values beyond 2^53 as decimal text. */
function unsigned(element: Buffer): number | string {
  if (element.length <= 6) return element.readUIntBE(0, element.length);
  const value = BigInt(`0x${element.toString('hex')}`);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
}

/** The element as a two's complement number (elements of up to 6 bytes carry signed values). */
function signed(element: Buffer): number {
  return element.length <= 6 ? element.readIntBE(0, element.length) : Number(element.readBigInt64BE(0));
}

/** The element as a number (the caller has made sure no wider value reaches it). */
function numeric(element: Buffer): number {
  return Number(unsigned(element));
}

const value =
  (key: string): IoHandler =>
  (attributes, element) => {
    attributes[key] = unsigned(element);
  };
/** Unsigned value divided by `divisor` (mV to V, 0.1 l to l …); dividing keeps decimals exact. */
const scaled =
  (key: string, divisor: number): IoHandler =>
  (attributes, element) => {
    attributes[key] = numeric(element) / divisor;
  };
const signedScaled =
  (key: string, divisor: number): IoHandler =>
  (attributes, element) => {
    attributes[key] = signed(element) / divisor;
  };
const flag =
  (key: string): IoHandler =>
  (attributes, element) => {
    attributes[key] = numeric(element) > 0;
  };
const alarmWhenSet =
  (alarm: string): IoHandler =>
  (attributes, element) => {
    if (numeric(element) > 0) addAlarm(attributes, alarm);
  };

/** Green-driving type (IO 253) to alarm. */
const GREEN_DRIVING: ReadonlyMap<number, string> = new Map([
  [1, ALARMS.hardAcceleration],
  [2, ALARMS.hardBraking],
  [3, ALARMS.hardCornering],
]);

/**
 * The fixed-size IO elements with a Traccar attribute, for FMB-family firmware (FMB, FMC, FMM, FMU,
 * FMT, FMP, MTB, MSP, FM3001): the vendor's AVL id list, read as Traccar's Teltonika decoder names it.
 * Every other id is stored as `io<id>`.
 */
const IO_HANDLERS: ReadonlyMap<number, IoHandler> = new Map<number, IoHandler>([
  [1, flag('in1')],
  [2, flag('in2')],
  [3, flag('in3')],
  [4, flag('in4')],
  [9, scaled('adc1', 1000)],
  [10, scaled('adc2', 1000)],
  [
    11,
    (a, e) => {
      a.iccid = String(unsigned(e));
    },
  ],
  [12, scaled('fuelUsed', 1000)],
  [13, scaled('fuelConsumption', 100)],
  [16, value('odometer')],
  [17, signedScaled('axisX', 1)],
  [18, signedScaled('axisY', 1)],
  [19, signedScaled('axisZ', 1)],
  [21, value('rssi')],
  [25, signedScaled('bleTemp1', 100)],
  [26, signedScaled('bleTemp2', 100)],
  [27, signedScaled('bleTemp3', 100)],
  [28, signedScaled('bleTemp4', 100)],
  [30, value('faultCount')],
  [32, signedScaled('coolantTemp', 1)],
  [66, scaled('power', 1000)],
  [67, scaled('battery', 1000)],
  [68, scaled('batteryCurrent', 1000)],
  [72, signedScaled('temp1', 10)],
  [73, signedScaled('temp2', 10)],
  [74, signedScaled('temp3', 10)],
  [75, signedScaled('temp4', 10)],
  [78, driverUniqueId],
  [80, value('dataMode')],
  [81, value('obdSpeed')],
  [82, value('throttle')],
  [83, scaled('fuelUsed', 10)],
  [84, scaled('fuel', 10)],
  [85, value('rpm')],
  [87, value('obdOdometer')],
  [89, value('fuelLevelPercentage')],
  [110, scaled('fuelConsumption', 10)],
  [113, value('batteryLevel')],
  [115, signedScaled('engineTemp', 10)],
  [179, flag('out1')],
  [180, flag('out2')],
  [181, scaled('pdop', 10)],
  [182, scaled('hdop', 10)],
  [199, value('tripOdometer')],
  [200, value('sleepMode')],
  [205, value('cid2g')],
  [206, value('lac')],
  [232, flag('cngStatus')],
  [233, scaled('cngUsed', 10)],
  [234, value('cngLevel')],
  [235, value('oilLevel')],
  [236, alarmWhenSet(ALARMS.general)],
  [239, flag('ignition')],
  [240, flag('motion')],
  [241, value('operator')],
  [246, alarmWhenSet(ALARMS.tow)],
  [247, alarmWhenSet(ALARMS.accident)],
  [249, alarmWhenSet(JAMMING)],
  [251, alarmWhenSet(IDLE)],
  [252, alarmWhenSet(ALARMS.powerCut)],
  [
    253,
    (a, e) => {
      const alarm = GREEN_DRIVING.get(numeric(e));
      if (alarm) addAlarm(a, alarm);
    },
  ],
  [636, value('cid4g')],
  [662, flag('door')],
]);

/**
 * Codec 7 (GH3000 personal trackers) numbers its IO elements its own way: 1 battery level, 2 USB,
 * 5 uptime, 20-22 DOPs, 67 battery volts, 221 button, 222 SOS, 240 motion, 244 roaming.
 */
const GH3000_HANDLERS: ReadonlyMap<number, IoHandler> = new Map<number, IoHandler>([
  [1, value('batteryLevel')],
  [2, flag('usbConnected')],
  [5, value('uptime')],
  [20, scaled('hdop', 10)],
  [21, scaled('vdop', 10)],
  [22, scaled('pdop', 10)],
  [67, scaled('battery', 1000)],
  [221, value('button')],
  [222, alarmWhenSet(ALARMS.sos)],
  [240, flag('motion')],
  [244, flag('roaming')],
]);

/** Ids whose value is read as text, so an 8-byte value of any size is theirs. */
const TEXT_IDS: ReadonlySet<number> = new Set([11, 78]);

/** The iButton id (IO 78), sent least significant byte first, as 16 hex digits; 0 means none. */
function driverUniqueId(attributes: DecodedAttributes, element: Buffer): void {
  const id = Buffer.from(element).reverse().toString('hex').toUpperCase().padStart(16, '0');
  if (/[^0]/.test(id)) attributes.driverUniqueId = id;
}

/** Adds an alarm to those the record already carries (Traccar's comma-separated list). */
export function addAlarm(attributes: DecodedAttributes, alarm: string): void {
  const current = typeof attributes.alarm === 'string' ? attributes.alarm.split(',') : [];
  if (!current.includes(alarm)) attributes.alarm = [...current, alarm].join(',');
}

/**
 * Stores one fixed-size IO element (1, 2, 4 or 8 bytes) under its Traccar attribute: 239 ignition,
 * 240 motion, 66 power and 67 battery (mV to V), 16 odometer (m), 21 rssi, 84 fuel (l), 1-4
 * inputs, 179/180 outputs, 72-75 temperatures, 78 iButton, alarms 236/246/247/249/251/252/253 …
 * (see `IO_HANDLERS`); every other id as `io<id>`. Codec 7 uses its own numbering (`gh3000`).
 */
export function applyTeltonikaIoElement(
  attributes: DecodedAttributes,
  id: number,
  element: Buffer,
  gh3000 = false,
): void {
  const handler = (gh3000 ? GH3000_HANDLERS : IO_HANDLERS).get(id);
  const raw = unsigned(element);
  // A value no number holds means the id is not what the table says (only ids read as text can
  // be that wide): it is kept as it came, under its number.
  if (handler && (typeof raw === 'number' || TEXT_IDS.has(id))) handler(attributes, element);
  else attributes[`io${id}`] = raw;
}

/**
 * Turns the serving cell the record reported (IO 206 area code with IO 205 2G or IO 636 4G cell id,
 * IO 241 operator) into Traccar's `network` attribute, as a cell report, and drops the raw ids.
 */
export function applyTeltonikaNetwork(attributes: DecodedAttributes): void {
  const { lac, cid2g, cid4g, operator } = attributes;
  delete attributes.lac;
  delete attributes.cid2g;
  delete attributes.cid4g;
  const cid = typeof cid2g === 'number' ? cid2g : cid4g;
  if (typeof lac !== 'number' || typeof cid !== 'number' || lac === 0 || cid === 0) return;
  const tower: Record<string, number> = {};
  // The operator code is MCC and MNC run together (24602: MCC 246, MNC 02).
  if (typeof operator === 'number' && operator >= 1000) {
    const digits = String(operator);
    tower.mcc = Number(digits.slice(0, 3));
    tower.mnc = Number(digits.slice(3));
  }
  tower.lac = lac;
  tower.cid = cid;
  attributes.network = {
    ...(typeof cid2g === 'number' ? {} : { radioType: 'lte' }),
    cellTowers: [tower],
  };
}
