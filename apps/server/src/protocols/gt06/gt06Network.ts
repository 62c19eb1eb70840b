import { FrameReader } from '../FrameReader';

/** One cell tower, as Traccar's `network.cellTowers` holds it. */
export interface Gt06CellTower {
  mcc: number;
  mnc: number;
  lac: number;
  cid: number;
  /** Received signal, as the device reports it (negative dBm for multi-cell reports). */
  rssi?: number;
}

/** One Wi-Fi access point, as Traccar's `network.wifiAccessPoints` holds it. */
export interface Gt06WifiAccessPoint {
  macAddress: string;
  /** Absent where the report carries none (0xF3). */
  signalStrength?: number;
}

/** Traccar's `network`: the cells (and access points) a position without a fix was located by. */
export interface Gt06Network {
  cellTowers: Gt06CellTower[];
  wifiAccessPoints?: Gt06WifiAccessPoint[];
}

/**
 * How a cell is laid out: `short` MCC, MNC (two bytes when MCC bit 15 is set), LAC 2, cell id 3;
 * `long` (0x11) MCC, MNC 2, LAC 2, cell id 4; `wide` (GK310 0xA0-0xA5 family) MCC, MNC (1 or 2),
 * LAC 4, cell id 8; `wideId` (Seeworld, iButton) MCC, MNC (1 or 2), LAC 2, cell id 4; `sl4x` (SL4X
 * 0x31/0x32) MCC, MNC 2, LAC 2, cell id 4.
 */
export type Gt06CellLayout = 'short' | 'long' | 'wide' | 'wideId' | 'sl4x';

/** Reads MCC and MNC: MCC bit 15 says the MNC takes two bytes. */
export function readOperator(reader: FrameReader, twoByteMnc = false): { mcc: number; mnc: number } {
  const mcc = reader.u16();
  const mnc = twoByteMnc || (mcc & 0x8000) !== 0 ? reader.u16() : reader.u8();
  return { mcc: mcc & 0x7fff, mnc };
}

/** Reads a cell id of `size` bytes (8-byte ids fit a double: real ones use 28 bits). */
function readCellId(reader: FrameReader, size: 3 | 4 | 8): number {
  if (size === 3) return reader.u24();
  if (size === 4) return reader.u32();
  return reader.u32() * 0x1_0000_0000 + reader.u32();
}

/** Reads one cell of `layout` (operator included). */
export function readCell(reader: FrameReader, layout: Gt06CellLayout): Gt06CellTower {
  const { mcc, mnc } = readOperator(reader, layout === 'long' || layout === 'sl4x');
  const lac = layout === 'wide' ? reader.u32() : reader.u16();
  const cid = readCellId(reader, layout === 'short' ? 3 : layout === 'wide' ? 8 : 4);
  return { mcc, mnc, lac, cid };
}

/**
 * How the cells of a multi-cell report are laid out after their shared operator: `short` LAC 2, cell
 * id 3; `wide` (GK310 0xA1/0xA2) LAC 4, cell id 8; `wideId` (AZ735 0x33) LAC 2, cell id 4.
 */
export type Gt06CellListLayout = 'short' | 'wide' | 'wideId';

/** Reads `count` neighbour cells sharing one operator: LAC, cell id, signal (negative dBm). */
export function readCells(
  reader: FrameReader,
  operator: { mcc: number; mnc: number },
  count: number,
  layout: Gt06CellListLayout,
): Gt06CellTower[] {
  const cells: Gt06CellTower[] = [];
  for (let i = 0; i < count; i++) {
    const lac = layout === 'wide' ? reader.u32() : reader.u16();
    const cid = readCellId(reader, layout === 'wide' ? 8 : layout === 'wideId' ? 4 : 3);
    const rssi = -reader.u8();
    // Unused slots are zero-filled.
    if (lac > 0) cells.push({ ...operator, lac, cid, rssi });
  }
  return cells;
}

/** Reads `count` access points: MAC (6 bytes), signal strength. */
export function readWifi(reader: FrameReader, count: number): Gt06WifiAccessPoint[] {
  const points: Gt06WifiAccessPoint[] = [];
  for (let i = 0; i < count; i++) {
    const mac = reader
      .bytes(6)
      .toString('hex')
      .replace(/(..)(?!$)/g, '$1:');
    points.push({ macAddress: mac, signalStrength: reader.u8() });
  }
  return points;
}

/** Reads a six-byte BCD date (YY MM DD hh mm ss, UTC) as the Wi-Fi reports send it. */
function readBcdDate(reader: FrameReader): Date {
  const digits = reader.bytes(6).toString('hex');
  const part = (at: number) => Number(digits.slice(at, at + 2));
  return new Date(Date.UTC(2000 + part(0), part(2) - 1, part(4), part(6), part(8), part(10)));
}

/**
 * A Wi-Fi report (0x17, 0x69): `78 78 <access point count> <type> <BCD date> <access points: MAC,
 * signal> <cell count> <MCC> <MNC> <cells: LAC 2, cell id 2, signal> 0d 0a`, without serial or CRC.
 * Returns the report's date (also its answer) and its network.
 */
export function readWifiReport(frame: Buffer): { time: Buffer; fixTime: Date; network: Gt06Network } {
  const reader = new FrameReader('gt06', frame, 4, frame.length - 2);
  const time = reader.bytes(6);
  const timeReader = new FrameReader('gt06', time);
  const fixTime = readBcdDate(timeReader);
  const wifiAccessPoints = readWifi(reader, frame[2] as number);
  const cellTowers: Gt06CellTower[] = [];
  if (reader.remaining >= 4) {
    const count = reader.u8();
    const mcc = reader.u16();
    const mnc = reader.u8();
    for (let i = 0; i < count; i++) {
      cellTowers.push({ mcc, mnc, lac: reader.u16(), cid: reader.u16(), rssi: reader.u8() });
    }
  }
  return { time, fixTime, network: { cellTowers, wifiAccessPoints } };
}
