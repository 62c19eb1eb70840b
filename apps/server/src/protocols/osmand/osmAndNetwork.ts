/** One cell tower, as Traccar's `network.cellTowers` holds it. */
export interface OsmAndCellTower {
  mcc: number;
  mnc: number;
  lac: number;
  cid: number;
  /** Signal strength as the phone reports it (dBm). */
  rssi?: number;
}

/** One Wi-Fi access point, as Traccar's `network.wifiAccessPoints` holds it. */
export interface OsmAndWifiAccessPoint {
  macAddress: string;
  signalStrength: number;
}

/** Traccar's `network`: the cells and access points a position was located by. */
export interface OsmAndNetwork {
  cellTowers?: OsmAndCellTower[];
  wifiAccessPoints?: OsmAndWifiAccessPoint[];
}

const INTEGER = /^-?\d+$/;
const MAC = /^[0-9A-Fa-f]{2}(?:[-:][0-9A-Fa-f]{2}){5}$/;

/** A non-negative whole number that fits a cell field (cell ids of LTE reach 28 bits). */
function cellNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && INTEGER.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

function signal(value: unknown): number | undefined {
  const number = typeof value === 'string' && INTEGER.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function cell(
  mcc: unknown,
  mnc: unknown,
  lac: unknown,
  cid: unknown,
  rssi?: unknown,
): OsmAndCellTower | undefined {
  const fields = [mcc, mnc, lac, cid].map(cellNumber);
  if (fields.some((field) => field === undefined)) return undefined;
  const [m, n, l, c] = fields as [number, number, number, number];
  if (rssi === undefined || rssi === null) return { mcc: m, mnc: n, lac: l, cid: c };
  const strength = signal(rssi);
  return strength === undefined ? undefined : { mcc: m, mnc: n, lac: l, cid: c, rssi: strength };
}

function accessPoint(mac: unknown, strength: unknown): OsmAndWifiAccessPoint | undefined {
  const level = signal(strength);
  if (typeof mac !== 'string' || !MAC.test(mac.trim()) || level === undefined) return undefined;
  return { macAddress: mac.trim().replaceAll('-', ':'), signalStrength: level };
}

/** The query form's `cell=mcc,mnc,lac,cid[,signal]`; undefined when it is not that. */
export function readCellText(text: string): OsmAndCellTower | undefined {
  const parts = text.split(',');
  if (parts.length !== 4 && parts.length !== 5) return undefined;
  return cell(parts[0], parts[1], parts[2], parts[3], parts[4]);
}

/** The query form's `wifi=mac,signal` (the MAC with `-` or `:`); undefined when it is not that. */
export function readWifiText(text: string): OsmAndWifiAccessPoint | undefined {
  const parts = text.split(',');
  return parts.length === 2 ? accessPoint(parts[0], parts[1]) : undefined;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON `network` in Traccar's shape: `cellTowers` with Traccar's names (`mobileCountryCode`,
 * `mobileNetworkCode`, `locationAreaCode`, `cellId`, `signalStrength`) or the short ones (`mcc`,
 * `mnc`, `lac`, `cid`, `rssi`), and `wifiAccessPoints` (`macAddress`, `signalStrength`). Returns
 * undefined when absent, and an error text when present and unreadable.
 */
export function readNetworkJson(value: unknown): OsmAndNetwork | string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) return 'network must be an object';
  const network: OsmAndNetwork = {};
  if (value.cellTowers !== undefined) {
    if (!Array.isArray(value.cellTowers)) return 'network.cellTowers must be an array';
    const towers: OsmAndCellTower[] = [];
    for (const tower of value.cellTowers) {
      const read = isObject(tower)
        ? cell(
            tower.mobileCountryCode ?? tower.mcc,
            tower.mobileNetworkCode ?? tower.mnc,
            tower.locationAreaCode ?? tower.lac,
            tower.cellId ?? tower.cid,
            tower.signalStrength ?? tower.rssi,
          )
        : undefined;
      if (!read) return 'each cell tower needs mcc, mnc, lac and cid as whole numbers';
      towers.push(read);
    }
    if (towers.length > 0) network.cellTowers = towers;
  }
  if (value.wifiAccessPoints !== undefined) {
    if (!Array.isArray(value.wifiAccessPoints)) return 'network.wifiAccessPoints must be an array';
    const points: OsmAndWifiAccessPoint[] = [];
    for (const point of value.wifiAccessPoints) {
      const read = isObject(point) ? accessPoint(point.macAddress, point.signalStrength) : undefined;
      if (!read) return 'each Wi-Fi access point needs a macAddress and a signalStrength';
      points.push(read);
    }
    if (points.length > 0) network.wifiAccessPoints = points;
  }
  return network;
}

/** Whether a network holds at least one cell or access point. */
export function locatesByNetwork(network: OsmAndNetwork | undefined): network is OsmAndNetwork {
  return (network?.cellTowers?.length ?? 0) + (network?.wifiAccessPoints?.length ?? 0) > 0;
}
