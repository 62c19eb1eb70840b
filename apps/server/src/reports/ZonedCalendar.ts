const DAY_MS = 86_400_000;

/** The time zone reports fall back to when neither the user nor the server names a valid one. */
export const DEFAULT_REPORT_TIME_ZONE = 'UTC';

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Whether `Intl` knows the IANA time zone name. */
export function isValidTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Calendar arithmetic in one IANA time zone: local days, midnights and wall-clock text, with
 * daylight-saving changes handled (a local day may last 23 or 25 hours).
 * @example new ZonedCalendar('Asia/Kathmandu').startOfDay(Date.parse('2026-01-01T20:00:00Z')) // 2026-01-01T18:15:00Z
 */
export class ZonedCalendar {
  /** The IANA name, e.g. `Asia/Kathmandu`. */
  readonly timeZone: string;
  readonly #format: Intl.DateTimeFormat;

  constructor(timeZone: string = DEFAULT_REPORT_TIME_ZONE) {
    this.timeZone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_REPORT_TIME_ZONE;
    this.#format = new Intl.DateTimeFormat('en-US', {
      timeZone: this.timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }

  /**
   * The zone of a user's reports: the server's `timezone` attribute when the server forces its
   * settings, else the user's, else the server's, else UTC. Names `Intl` does not know are skipped.
   */
  static forUser(
    user: { attributes: Record<string, unknown> },
    server: { attributes: Record<string, unknown>; forceSettings: boolean } | undefined,
  ): ZonedCalendar {
    const serverZone = server?.attributes.timezone;
    const userZone = user.attributes.timezone;
    const order = server?.forceSettings ? [serverZone, userZone] : [userZone, serverZone];
    return new ZonedCalendar(order.find(isValidTimeZone) ?? DEFAULT_REPORT_TIME_ZONE);
  }

  #parts(instant: number): Parts {
    const values: Record<string, number> = {};
    for (const part of this.#format.formatToParts(new Date(instant))) {
      if (part.type !== 'literal') values[part.type] = Number(part.value);
    }
    return {
      year: values.year ?? 1970,
      month: values.month ?? 1,
      day: values.day ?? 1,
      hour: values.hour ?? 0,
      minute: values.minute ?? 0,
      second: values.second ?? 0,
    };
  }

  /** Offset of local time from UTC at an instant (ms; +20_700_000 for Kathmandu). */
  offsetAt(instant: number): number {
    const p = this.#parts(instant);
    const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    return wall - (instant - (((instant % 1000) + 1000) % 1000));
  }

  /** The instant a local wall-clock time happens (the later reading across a daylight-saving gap). */
  #instantOf(year: number, month: number, day: number): number {
    const wall = Date.UTC(year, month - 1, day);
    let instant = wall - this.offsetAt(wall);
    instant = wall - this.offsetAt(instant);
    return instant;
  }

  /** The first instant of the local day containing `instant`. */
  startOfDay(instant: number): number {
    const p = this.#parts(instant);
    return this.#instantOf(p.year, p.month, p.day);
  }

  /** The instant `days` local days after `instant`, at the same wall-clock time. */
  addDays(instant: number, days: number): number {
    const offset = this.offsetAt(instant);
    const wall = instant + offset + days * DAY_MS;
    const guess = wall - this.offsetAt(wall);
    return wall - this.offsetAt(guess);
  }

  /** Local midnights strictly between `from` and `to`, in order: where daily rows split. */
  midnightsBetween(from: number, to: number): number[] {
    const result: number[] = [];
    let midnight = this.startOfDay(from);
    for (;;) {
      const p = this.#parts(midnight + DAY_MS + 3 * 3_600_000);
      midnight = this.#instantOf(p.year, p.month, p.day);
      if (midnight >= to) return result;
      if (midnight > from) result.push(midnight);
    }
  }

  /** `YYYY-MM-DD HH:mm:ss` in local time. */
  formatDateTime(instant: number): string {
    const p = this.#parts(instant);
    const pad = (value: number, size = 2) => String(value).padStart(size, '0');
    return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  }

  /** `YYYY-MM-DD` in local time. */
  formatDate(instant: number): string {
    return this.formatDateTime(instant).slice(0, 10);
  }

  /**
   * A Date whose UTC fields read as the local wall-clock time: what a spreadsheet cell (which has no
   * zone) should hold so that it shows local time.
   */
  wallClock(instant: number): Date {
    return new Date(instant + this.offsetAt(instant));
  }
}
