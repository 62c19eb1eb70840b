import { MESSAGES } from '../messages';
import { simplifyRing } from './checkPolygon';
import { GeofenceAreaError } from './GeofenceAreaError';
import type { GeofenceShape, LatLon } from './shapes';
import {
  checkLatitude,
  checkLongitude,
  checkRadius,
  MIN_POLYGON_POINTS,
  MIN_POLYLINE_POINTS,
} from './validateShape';

const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const SHAPE_PATTERN = /^([A-Za-z]+)\s*([\s\S]*)$/;
const CIRCLE_SYNTAX = 'CIRCLE (lat lon, radius)';
const POLYGON_SYNTAX = 'POLYGON ((lat lon, lat lon, lat lon, lat lon))';
const LINESTRING_SYNTAX = 'LINESTRING (lat lon, lat lon)';
const QUOTE_LIMIT = 40;

/**
 * Reads a geofence `area` in Traccar's WKT, latitude first, into a shape. Accepts `CIRCLE`, `POLYGON`
 * (one ring; the repeated closing point is optional and dropped) and `LINESTRING`, in any letter case
 * and with any spacing.
 *
 * @throws {GeofenceAreaError} for text that is not a valid area, with a message naming the problem;
 *   a polygon with fewer than 3 distinct points off a straight line throws `MESSAGES.invalidPolygon`
 *   ('Invalid polygon'). Repeated and collinear points are dropped from the shape.
 * @example
 * parseArea('CIRCLE (27.7172 85.3240, 500)')
 * // { type: 'circle', center: [27.7172, 85.324], radius: 500 }
 * parseArea('POLYGON ((27.70 85.30, 27.72 85.30, 27.72 85.33, 27.70 85.30))')
 * // { type: 'polygon', points: [[27.7, 85.3], [27.72, 85.3], [27.72, 85.33]] }
 */
export function parseArea(area: string): GeofenceShape {
  if (typeof area !== 'string') throw new GeofenceAreaError('A geofence area must be text');
  const text = area.trim();
  if (text === '') throw new GeofenceAreaError('The geofence area is empty', area);
  const match = SHAPE_PATTERN.exec(text);
  const keyword = match?.[1];
  const body = match?.[2] ?? '';
  switch (keyword?.toUpperCase()) {
    case 'CIRCLE':
      return parseCircle(body, area);
    case 'POLYGON':
      return parsePolygon(body, area);
    case 'LINESTRING':
      return { type: 'polyline', points: parseLine(body, area) };
    default:
      throw new GeofenceAreaError(
        `Unknown geofence shape "${quote(keyword ?? text)}": expected CIRCLE, POLYGON or LINESTRING`,
        area,
      );
  }
}

function parseCircle(body: string, area: string): GeofenceShape {
  const inner = insideParentheses(body, 'CIRCLE', CIRCLE_SYNTAX, area);
  const parts = inner.split(',');
  if (parts.length !== 2) {
    throw new GeofenceAreaError(`A CIRCLE needs a centre and a radius: write ${CIRCLE_SYNTAX}`, area);
  }
  const center = parsePoint(parts[0] as string, area);
  const radius = parseNumber(parts[1] as string, 'radius', area);
  checkRadius(radius, area);
  return { type: 'circle', center, radius };
}

function parsePolygon(body: string, area: string): GeofenceShape {
  const rings = insideParentheses(body, 'POLYGON', POLYGON_SYNTAX, area).trim();
  if (!rings.startsWith('(') || !rings.endsWith(')')) {
    throw new GeofenceAreaError(`The POLYGON is missing a parenthesis: write ${POLYGON_SYNTAX}`, area);
  }
  const ring = rings.slice(1, -1);
  if (ring.includes('(') || ring.includes(')')) {
    throw new GeofenceAreaError('A POLYGON must have exactly one ring: holes are not supported', area);
  }
  // Repeated points and points on a straight line carry no shape; fewer than 3 others enclose nothing.
  // Crossing edges are refused on save (`validateShape`) but still read, so a stored area keeps working.
  const points = simplifyRing(parsePoints(ring, area));
  if (points.length < MIN_POLYGON_POINTS) throw new GeofenceAreaError(MESSAGES.invalidPolygon, area);
  return { type: 'polygon', points };
}

function parseLine(body: string, area: string): LatLon[] {
  const points = parsePoints(insideParentheses(body, 'LINESTRING', LINESTRING_SYNTAX, area), area);
  if (points.length < MIN_POLYLINE_POINTS) {
    throw new GeofenceAreaError(
      `A LINESTRING needs at least ${MIN_POLYLINE_POINTS} points, got ${points.length}`,
      area,
    );
  }
  return points;
}

/** The text between the outer parentheses, which must contain no further parentheses (but a polygon's). */
function insideParentheses(body: string, shape: string, syntax: string, area: string): string {
  const text = body.trim();
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw new GeofenceAreaError(`The ${shape} is missing a parenthesis: write ${syntax}`, area);
  }
  const inner = text.slice(1, -1);
  if (shape !== 'POLYGON' && (inner.includes('(') || inner.includes(')'))) {
    throw new GeofenceAreaError(`The ${shape} has unexpected parentheses: write ${syntax}`, area);
  }
  return inner;
}

function parsePoints(list: string, area: string): LatLon[] {
  if (list.trim() === '') return [];
  return list.split(',').map((point) => parsePoint(point, area));
}

function parsePoint(text: string, area: string): LatLon {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) {
    throw new GeofenceAreaError(
      `Expected a point as "latitude longitude" but found "${quote(text.trim())}"`,
      area,
    );
  }
  const latitude = parseNumber(parts[0] as string, 'latitude', area);
  const longitude = parseNumber(parts[1] as string, 'longitude', area);
  checkLatitude(latitude, area);
  checkLongitude(longitude, area);
  return [latitude, longitude];
}

function parseNumber(token: string, what: string, area: string): number {
  const text = token.trim();
  const value = Number(text);
  if (!NUMBER_PATTERN.test(text) || !Number.isFinite(value)) {
    throw new GeofenceAreaError(`The ${what} "${quote(text)}" is not a number`, area);
  }
  return value;
}

function quote(text: string): string {
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}
