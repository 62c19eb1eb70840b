import { isoDateTime } from '@fleetkit/sdk-core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { HttpError } from '../http/HttpError';
import type { DayCounts } from './dailyCounts';

/** The longest period `/api/statistics` and `/api/audit` answer at once (days). */
export const MAX_ACTIVITY_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * Reads `from` and `to` of an administrator's activity query: required ISO-8601 date-times with a
 * zone, `from` not after `to`, at most {@link MAX_ACTIVITY_RANGE_DAYS} days apart; else a 400 naming
 * the problem.
 */
export function parseActivityRange(query: Record<string, unknown>): { from: Date; to: Date } {
  const read = (key: 'from' | 'to') => {
    const raw = Array.isArray(query[key]) ? (query[key] as unknown[])[0] : query[key];
    if (raw === undefined || raw === '') throw HttpError.badRequest(`${key}: is required`);
    const text = String(raw);
    const date = new Date(text);
    if (!isoDateTime.safeParse(text).success || Number.isNaN(date.getTime())) {
      throw HttpError.badRequest(
        `${key}: must be an ISO-8601 date-time with its zone, such as 2026-01-31T18:15:00Z`,
      );
    }
    return date;
  };
  const from = read('from');
  const to = read('to');
  if (from.getTime() > to.getTime()) throw HttpError.badRequest('from must not be after to');
  if (to.getTime() - from.getTime() > MAX_ACTIVITY_RANGE_DAYS * DAY_MS)
    throw HttpError.badRequest(`The period cannot be longer than ${MAX_ACTIVITY_RANGE_DAYS} days`);
  return { from, to };
}

/** One day of Traccar's server statistics (`GET /api/statistics`). */
export interface DayStatistics {
  id: number;
  /** The start of the UTC day the figures cover. */
  captureTime: string;
  activeUsers: number;
  activeDevices: number;
  requests: number;
  messagesReceived: number;
  messagesStored: number;
  mailSent: number;
  smsSent: number;
  geocoderRequests: number;
  geolocationRequests: number;
  /** Positions stored that day, per protocol. */
  protocols: Record<string, number>;
  attributes: Record<string, unknown>;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Server statistics per UTC day, counted from what the database keeps (docs/decisions/traccar-admin-activity.md):
 * users who signed in, devices whose positions were stored, positions stored (also the messages
 * received: a frame that stores nothing is counted only by `/metrics`), mail and SMS handed to the
 * outbox, and the API requests and reverse-geocoder lookups of `daily_counts` (every instance's,
 * with this instance's `unwritten` counts not yet added there). Days without any activity are left
 * out, as Traccar has no row for a day it was not running.
 */
export async function dailyStatistics(
  db: Db,
  from: Date,
  to: Date,
  unwritten: ReadonlyMap<string, DayCounts> = new Map(),
): Promise<DayStatistics[]> {
  const day = (column: ReturnType<typeof sql>) => sql`date_trunc('day', ${column} AT TIME ZONE 'UTC')`;
  const fromDay = from.toISOString().slice(0, 10);
  const toDay = to.toISOString().slice(0, 10);
  const [logins, stored, protocols, mail, counted] = await Promise.all([
    db.execute(sql`SELECT ${day(sql`time`)} AS day, count(DISTINCT user_id)::int AS n
      FROM login_history WHERE time >= ${from} AND time <= ${to} GROUP BY 1`),
    db.execute(sql`SELECT ${day(sql`server_time`)} AS day, count(*)::int AS n,
        count(DISTINCT device_id)::int AS devices
      FROM positions WHERE server_time >= ${from} AND server_time <= ${to} GROUP BY 1`),
    db.execute(sql`SELECT ${day(sql`server_time`)} AS day, coalesce(protocol, '') AS protocol, count(*)::int AS n
      FROM positions WHERE server_time >= ${from} AND server_time <= ${to} GROUP BY 1, 2`),
    db.execute(sql`SELECT ${day(sql`created_at`)} AS day, channel, count(*)::int AS n
      FROM outbox WHERE created_at >= ${from} AND created_at <= ${to} GROUP BY 1, 2`),
    db.execute(sql`SELECT day::text AS day, requests, geocoder_requests
      FROM daily_counts WHERE day >= ${fromDay}::date AND day <= ${toDay}::date`),
  ]);
  const days = new Map<number, DayStatistics>();
  const at = (value: unknown): DayStatistics => {
    // date_trunc of a UTC wall-clock time: the text is the day's start in UTC.
    const start = Date.parse(
      `${String(value instanceof Date ? value.toISOString() : value).slice(0, 10)}T00:00:00Z`,
    );
    let entry = days.get(start);
    if (!entry) {
      entry = {
        id: Math.floor(start / DAY_MS),
        captureTime: new Date(start).toISOString(),
        activeUsers: 0,
        activeDevices: 0,
        requests: 0,
        messagesReceived: 0,
        messagesStored: 0,
        mailSent: 0,
        smsSent: 0,
        geocoderRequests: 0,
        geolocationRequests: 0,
        protocols: {},
        attributes: {},
      };
      days.set(start, entry);
    }
    return entry;
  };
  for (const row of rowsOf<{ day: unknown; n: number }>(logins)) at(row.day).activeUsers = Number(row.n);
  for (const row of rowsOf<{ day: unknown; n: number; devices: number }>(stored)) {
    const entry = at(row.day);
    entry.messagesStored = Number(row.n);
    entry.messagesReceived = Number(row.n);
    entry.activeDevices = Number(row.devices);
  }
  for (const row of rowsOf<{ day: unknown; protocol: string; n: number }>(protocols)) {
    if (row.protocol) at(row.day).protocols[row.protocol] = Number(row.n);
  }
  for (const row of rowsOf<{ day: unknown; channel: string; n: number }>(mail)) {
    const entry = at(row.day);
    if (row.channel === 'email') entry.mailSent += Number(row.n);
    else if (row.channel === 'sms') entry.smsSent += Number(row.n);
  }
  const counts = (row: { day: string; requests: number; geocoderRequests: number }) => {
    if (row.requests === 0 && row.geocoderRequests === 0) return;
    const entry = at(row.day);
    entry.requests += row.requests;
    entry.geocoderRequests += row.geocoderRequests;
  };
  for (const row of rowsOf<{ day: string; requests: unknown; geocoder_requests: unknown }>(counted)) {
    counts({ day: row.day, requests: Number(row.requests), geocoderRequests: Number(row.geocoder_requests) });
  }
  for (const [dayText, unwrittenCounts] of unwritten) {
    if (dayText >= fromDay && dayText <= toDay) counts({ day: dayText, ...unwrittenCounts });
  }
  return [...days.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}

/** One entry of Traccar's audit trail (`GET /api/audit`). */
export interface AuditAction {
  /** Unique within the trail: the source row's id, tagged with its source (see `auditTrail`). */
  id: number;
  actionTime: string;
  address: string | null;
  userId: number;
  userEmail: string | null;
  actionType: string;
  objectType: string;
  objectId: number;
  attributes: Record<string, unknown>;
}

/** The sources of the trail, whose row ids are tagged so that ids stay unique across them. */
const SOURCES = { login: 0, command: 1, audit: 2 } as const;
const tag = (id: number, source: number) => id * 4 + source;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/**
 * Who did what between `from` and `to`, oldest first, in Traccar's shape: sign-ins (`login`, with the
 * address and how), every command sent to a device (`command`, whoever sent it and whether it
 * reached the device), engine commands refused for safety (`command` with `result: refused`), every
 * write of an object (`create`, `edit`, `remove`, `link`/`unlink` with the linked object in
 * `attributes.propertyType`/`propertyId`, `accumulators`) and sign-out (`logout`), and the other
 * actions the server audits (payment checks and refusals) under their own names.
 */
export async function auditTrail(db: Db, from: Date, to: Date): Promise<AuditAction[]> {
  const [logins, commands, audited] = await Promise.all([
    db.execute(sql`SELECT l.id, l.time, l.ip, l.user_agent, l.method, l.user_id, u.email
      FROM login_history l LEFT JOIN users u ON u.id = l.user_id
      WHERE l.time >= ${from} AND l.time <= ${to}`),
    db.execute(sql`SELECT c.id, c.created_at, c.sent_at, c.type, c.text_channel, c.device_id, c.user_id, c.address,
        u.email
      FROM command_queue c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.created_at >= ${from} AND c.created_at <= ${to}`),
    db.execute(sql`SELECT a.id, a.time, a.action, a.device_id, a.object_type, a.object_id, a.address,
        a.user_id, a.details, u.email
      FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.time >= ${from} AND a.time <= ${to}`),
  ]);
  const actions: AuditAction[] = [];
  for (const row of rowsOf<Record<string, unknown>>(logins)) {
    actions.push({
      id: tag(Number(row.id), SOURCES.login),
      actionTime: iso(row.time),
      address: (row.ip as string | null) ?? null,
      userId: Number(row.user_id),
      userEmail: (row.email as string | null) ?? null,
      actionType: 'login',
      objectType: 'user',
      objectId: Number(row.user_id),
      attributes: { method: row.method, ...(row.user_agent ? { userAgent: row.user_agent } : {}) },
    });
  }
  for (const row of rowsOf<Record<string, unknown>>(commands)) {
    actions.push({
      id: tag(Number(row.id), SOURCES.command),
      actionTime: iso(row.created_at),
      address: (row.address as string | null) ?? null,
      userId: Number(row.user_id ?? 0),
      userEmail: (row.email as string | null) ?? null,
      actionType: 'command',
      objectType: 'device',
      objectId: Number(row.device_id),
      attributes: {
        type: row.type,
        textChannel: row.text_channel === true,
        result: row.sent_at ? 'sent' : 'queued',
      },
    });
  }
  for (const row of rowsOf<Record<string, unknown>>(audited)) {
    const action = String(row.action);
    const details = (row.details ?? {}) as Record<string, unknown>;
    // An engine command that went out is the command entry above; only its refusal is told here.
    if (action.startsWith('engine.') && details.commandId !== undefined) continue;
    const engine = action.startsWith('engine.');
    actions.push({
      id: tag(Number(row.id), SOURCES.audit),
      actionTime: iso(row.time),
      address: (row.address as string | null) ?? null,
      userId: Number(row.user_id ?? 0),
      userEmail: (row.email as string | null) ?? null,
      actionType: engine ? 'command' : action,
      // Entries of object writes name their object; the older ones a device, or none (the server).
      objectType: (row.object_type as string | null) ?? (row.device_id === null ? 'server' : 'device'),
      objectId: Number(row.object_id ?? row.device_id ?? 0),
      attributes: engine ? { type: engineCommandType(action), ...details } : details,
    });
  }
  return actions.sort((a, b) => a.actionTime.localeCompare(b.actionTime) || a.id - b.id);
}

/** The Traccar command type of an audited engine action (`engine.lock` → `engineStop`). */
function engineCommandType(action: string): string {
  if (action === 'engine.lock') return 'engineStop';
  if (action === 'engine.unlock') return 'engineResume';
  return action;
}
