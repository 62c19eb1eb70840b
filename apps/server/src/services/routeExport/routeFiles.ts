import JSZip from 'jszip';
import type { positions } from '../../db/schema';
import { writeCsv } from '../../http/writeCsv';

type PositionRow = typeof positions.$inferSelect;

/** Traccar's columns of a route CSV, before one column per attribute key. */
const CSV_COLUMNS = [
  'id',
  'deviceId',
  'protocol',
  'serverTime',
  'deviceTime',
  'fixTime',
  'valid',
  'latitude',
  'longitude',
  'altitude',
  'speed',
  'course',
  'address',
  'accuracy',
] as const;

const cell = (value: unknown): string | number => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A route as Traccar's CSV export writes it: the position columns, then every attribute key met. */
export function routeCsv(rows: readonly PositionRow[]): string {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.attributes)))];
  const body = rows.map((row) => [
    ...CSV_COLUMNS.map((column) => cell(row[column])),
    ...keys.map((key) => cell(row.attributes[key])),
  ]);
  return writeCsv([...CSV_COLUMNS, ...keys], body);
}

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);

/** A route as a GPX 1.1 track: one point per position, with its elevation and fix time. */
export function routeGpx(name: string, rows: readonly PositionRow[]): string {
  const points = rows
    .map(
      (row) =>
        `<trkpt lat="${row.latitude}" lon="${row.longitude}"><ele>${row.altitude}</ele><time>${row.fixTime.toISOString()}</time></trkpt>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Fleetkit" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>${xml(name)}</name><trkseg>${points}</trkseg></trk></gpx>\n`;
}

/** A route as KML: one line through the positions, longitude first. */
export function routeKml(name: string, rows: readonly PositionRow[]): string {
  const coordinates = rows.map((row) => `${row.longitude},${row.latitude}`).join(' ');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xml(name)}</name><Placemark><name>${xml(name)}</name><LineString><extrude>1</extrude><tessellate>1</tessellate><altitudeMode>absolute</altitudeMode><coordinates>${coordinates}</coordinates></LineString></Placemark></Document></kml>\n`;
}

/** The KML in a KMZ archive (`doc.kml`, deflated). */
export function routeKmz(name: string, rows: readonly PositionRow[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('doc.kml', routeKml(name, rows));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
