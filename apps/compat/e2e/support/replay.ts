import { expect, type Page } from '@playwright/test';
import type { Call, Shape } from '../../fixtures/types';
import type { CompatEnvironment } from './globalSetup';

export function environment(): CompatEnvironment {
  const raw = process.env.FLEET_COMPAT_E2E;
  if (!raw) throw new Error('FLEET_COMPAT_E2E is not set: run through playwright.config.ts');
  return JSON.parse(raw) as CompatEnvironment;
}

/** Run variables and the answers saved by earlier calls (`user`, `geofence`…). */
export type Variables = Record<string, unknown>;

/** A base64 iCalendar with a weekday event, as the calendar page uploads. */
const CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Compat//EN',
  'BEGIN:VEVENT',
  'UID:compat-weekdays',
  'DTSTART:20260105T080000Z',
  'DTEND:20260105T170000Z',
  'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  'SUMMARY:Weekdays',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/**
 * The calendar Traccar's calendar page makes in its simple mode (base64): `\n` line ends, a `TZID` of
 * the browser's zone (UTC here) with no VTIMEZONE, an hour from now, and the recurrence rule picked.
 */
function simpleCalendar(now: number, rule: string): string {
  const local = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Traccar//NONSGML Traccar//EN',
    'BEGIN:VEVENT',
    'UID:00000000-0000-0000-0000-000000000000',
    `DTSTART;TZID=UTC:${local(now)}`,
    `DTEND;TZID=UTC:${local(now + 3_600_000)}`,
    rule,
    'SUMMARY:Event',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return Buffer.from(lines.join('\n')).toString('base64');
}

/** The variables every fixture may use, from the seeded server and the clock. */
export function runVariables(): Variables {
  const env = environment();
  const now = Date.now();
  const hour = 3_600_000;
  const day = 24 * hour;
  const clientTime = Math.floor(now / 1000) - 30;
  const weekAhead = new Date(now + 7 * day);
  return {
    ...env,
    stamp: `${now.toString(36)}${Math.floor(Math.random() * 1000)}`,
    from: new Date(now - 2 * hour).toISOString(),
    to: new Date(now + hour).toISOString(),
    tokenExpiration: new Date(now + 182 * day).toISOString(),
    // The share page's date field: the day a week ahead, sent as its midnight (the browser runs in UTC).
    shareExpiration: new Date(
      Date.UTC(weekAhead.getUTCFullYear(), weekAhead.getUTCMonth(), weekAhead.getUTCDate()),
    ).toISOString(),
    calendarData: Buffer.from(CALENDAR).toString('base64'),
    simpleCalendarDaily: simpleCalendar(now, 'RRULE:FREQ=DAILY'),
    simpleCalendarWeekly: simpleCalendar(now, 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR'),
    simpleCalendarOnce: simpleCalendar(now, 'RRULE:FREQ=DAILY;COUNT=1'),
    clientTime: String(clientTime),
    clientIso: new Date(clientTime * 1000).toISOString(),
  };
}

function lookup(variables: Variables, name: string): unknown {
  let value: unknown = variables;
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in value)) {
      throw new Error(`The fixture uses {${name}}, which no earlier call saved`);
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Fills `{placeholders}`; a string that is one placeholder takes the variable's own value and type. An
 * object with `$from: 'name'` is the saved answer `name` with the object's other fields laid over it.
 */
export function fill<T>(value: T, variables: Variables): T {
  if (typeof value === 'string') {
    const whole = /^\{([\w.]+)\}$/.exec(value);
    if (whole?.[1]) return lookup(variables, whole[1]) as T;
    return value.replace(/\{([\w.]+)\}/g, (_, name: string) => String(lookup(variables, name))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, variables)) as T;
  if (value && typeof value === 'object') {
    const { $from, ...rest } = value as Record<string, unknown>;
    const filled = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, fill(v, variables)]));
    if (typeof $from !== 'string') return filled as T;
    // An edit form sends back the object it loaded, with the user's changes.
    const loaded = lookup(variables, $from);
    if (!loaded || typeof loaded !== 'object') throw new Error(`{${$from}} is not an object to edit`);
    return { ...(loaded as Record<string, unknown>), ...filled } as T;
  }
  return value;
}

/** The places where `value` does not have `shape`, as `path: expected, got` lines. */
export function shapeErrors(value: unknown, shape: Shape, path = 'body'): string[] {
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: array expected, got ${JSON.stringify(value)?.slice(0, 80)}`];
    return value.flatMap((item, i) => shapeErrors(item, shape[0], `${path}[${i}]`));
  }
  if (typeof shape === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return [`${path}: object expected, got ${JSON.stringify(value)?.slice(0, 80)}`];
    }
    return Object.entries(shape).flatMap(([field, inner]) =>
      shapeErrors((value as Record<string, unknown>)[field], inner, `${path}.${field}`),
    );
  }
  const optional = shape.endsWith('?');
  const type = optional ? shape.slice(0, -1) : shape;
  if (value === undefined || value === null)
    return optional || type === 'any' ? [] : [`${path}: ${type} missing`];
  const actual = Array.isArray(value) ? 'array' : typeof value;
  if (type === 'any' || actual === type) return [];
  return [`${path}: ${type} expected, got ${actual} ${JSON.stringify(value).slice(0, 80)}`];
}

/** What the page's fetch saw. */
interface Answer {
  status: number;
  contentType: string;
  /** The header the call's `expect.header` names, if any. */
  header: string | null;
  text: string;
  /** The first bytes, hex (binary bodies). */
  magic: string;
  size: number;
}

/** The request of a call with its variables filled: URL and fetch options, made on the page. */
function request(call: Call, variables: Variables, origin: string, osmandPort: number) {
  const filled = fill(call, variables);
  const base = filled.port === 'osmand' ? origin.replace(/:\d+$/, `:${osmandPort}`) : origin;
  const url = new URL(filled.path, base);
  for (const [key, value] of Object.entries(filled.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  const headers: Record<string, string> = { ...(filled.headers ?? {}) };
  let body: string | undefined;
  const base64 = filled.base64Body;
  if (filled.form) {
    body = new URLSearchParams(filled.form).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (filled.json !== undefined) {
    body = JSON.stringify(filled.json);
    headers['Content-Type'] ??= 'application/json';
  }
  return {
    url: url.toString(),
    method: filled.method,
    headers,
    body,
    base64,
    noCors: filled.noCors ?? false,
    readHeader: filled.expect.header?.[0] ?? null,
  };
}

/** Makes the request with `fetch` and reads the answer; runs in the page, or in Node for a native app. */
async function send(r: ReturnType<typeof request>): Promise<Answer> {
  const response = await fetch(r.url, {
    method: r.method,
    headers: r.headers,
    body: r.base64 ? Uint8Array.from(atob(r.base64), (c) => c.charCodeAt(0)) : r.body,
    ...(r.noCors ? { mode: 'no-cors' as const } : {}),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    header: r.readHeader ? response.headers.get(r.readHeader) : null,
    text: new TextDecoder().decode(bytes.slice(0, 200_000)),
    magic: Array.from(bytes.slice(0, 4), (b) => b.toString(16).padStart(2, '0')).join(''),
    size: bytes.length,
  };
}

/**
 * Makes one recorded call with `fetch` from the page (its cookies, its origin), or from Node when
 * `page` is null (a native app: Traccar Client), and checks the answer as the client reads it.
 * Returns the parsed body; `expect.save` keeps it in `variables`.
 */
export async function replay(page: Page | null, call: Call, variables: Variables): Promise<unknown> {
  const env = environment();
  const req = request(call, variables, env.url, env.osmandPort);
  const label = `${req.method} ${req.url.replace(env.url, '')}`;
  const answer = page ? await page.evaluate(send, req) : await send(req);

  const { expect: want } = call;
  if (call.noCors) {
    // An opaque answer (status 0): the client does not read it either.
    expect(answer.status, `${label}: a no-cors answer is opaque`).toBe(0);
    return undefined;
  }
  if (want.status !== undefined) {
    expect(answer.status, `${label} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBe(
      want.status,
    );
  } else {
    expect(
      answer.status >= 200 && answer.status < 300,
      `${label} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
    ).toBe(true);
  }

  if (want.header) {
    expect(answer.header ?? '', `${label}: the ${want.header[0]} header`).toContain(want.header[1]);
  }
  let body: unknown;
  switch (want.body) {
    case 'json': {
      expect(answer.contentType, `${label}: JSON content type`).toContain('application/json');
      body = JSON.parse(answer.text);
      break;
    }
    case 'text':
      expect(answer.text.length, `${label}: a text answer`).toBeGreaterThan(0);
      body = answer.text;
      break;
    case 'xlsx':
      expect(answer.contentType, `${label}: an Excel workbook`).toContain(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(answer.magic, `${label}: a zip container`).toBe('504b0304');
      break;
    case 'png':
      expect(answer.contentType, `${label}: a PNG picture`).toBe('image/png');
      expect(answer.magic, `${label}: the PNG signature`).toBe('89504e47');
      break;
    case 'kmz':
      expect(answer.magic, `${label}: a zip container`).toBe('504b0304');
      break;
    case 'kml':
      expect(answer.contentType, `${label}: KML`).toContain('kml');
      expect(answer.text, `${label}: a KML document`).toContain('<kml');
      break;
    case 'gpx':
      expect(answer.contentType, `${label}: GPX`).toContain('gpx');
      expect(answer.text, `${label}: a GPX document`).toContain('<gpx');
      break;
    case 'csv':
      expect(answer.contentType, `${label}: CSV`).toContain('text/csv');
      expect(answer.text.split('\n').length, `${label}: a header and rows`).toBeGreaterThan(1);
      break;
    case 'empty':
      expect(answer.size, `${label}: no body`).toBe(0);
      break;
    case 'none':
      break;
  }
  if (want.shape) expect(shapeErrors(body, want.shape), `${label}: the fields the client reads`).toEqual([]);
  if (want.nonEmpty) {
    expect(Array.isArray(body) && body.length > 0, `${label}: the seeded data is listed`).toBe(true);
  }
  if (want.save) variables[want.save] = Array.isArray(body) ? body[0] : body;
  return body;
}
