/**
 * When a service schedule falls due for one vehicle (docs/decisions/maintenance-due.md).
 *
 * A schedule (Traccar maintenance) follows one reading: the odometer (`totalDistance`, metres), engine
 * hours (`hours`, ms) or the date (`serverTime`, `deviceTime` or `fixTime`, epoch ms). It falls due at
 * `start`, `start + period`, `start + 2 × period`… as Traccar raises its `maintenance` event. A recorded
 * service counts for the due point nearest to it, so the next one is the first more than half a
 * period after the service. Without a recorded service every due point passed is still open.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The schedule types that follow the date (Traccar's time attributes), epoch ms. */
export const MAINTENANCE_DATE_TYPES = ['serverTime', 'deviceTime', 'fixTime'] as const;

/** Whether a schedule of this type follows the date rather than a reading of the vehicle. */
export function isDateMaintenance(type: string): boolean {
  return (MAINTENANCE_DATE_TYPES as readonly string[]).includes(type);
}

/** How close a due point is "due soon": 7 days, 500 km, 10 engine hours (in the stored units). */
export const MAINTENANCE_DUE_SOON = {
  date: 7 * DAY_MS,
  totalDistance: 500_000,
  hours: 10 * HOUR_MS,
} as const;

/** Where a vehicle stands with a schedule. `unknown`: no reading of what the schedule follows. */
export type MaintenanceDueStatus = 'ok' | 'dueSoon' | 'overdue' | 'unknown';

/** The parts of a schedule the rule reads. */
export interface MaintenanceRule {
  type: string;
  start: number;
  period: number;
}

/** What {@link maintenanceDue} finds for one vehicle. */
export interface MaintenanceDue {
  status: MaintenanceDueStatus;
  /** The open due point (metres, ms of engine time, or epoch ms), null without a period. */
  dueAt: number | null;
  /** How far the vehicle is from it (negative when overdue), null without a reading. */
  remaining: number | null;
}

/** The margin that makes a due point "due soon", for a schedule type. */
export function maintenanceDueSoonMargin(type: string): number {
  if (isDateMaintenance(type)) return MAINTENANCE_DUE_SOON.date;
  if (type === 'hours') return MAINTENANCE_DUE_SOON.hours;
  return MAINTENANCE_DUE_SOON.totalDistance;
}

/** The first due point strictly above `after` (due points at or below zero never count). */
function firstDueAbove(rule: MaintenanceRule, after: number): number {
  const floor = Math.max(after, 0);
  if (rule.start > floor) return rule.start;
  const k = Math.floor((floor - rule.start) / rule.period) + 1;
  return rule.start + k * rule.period;
}

/**
 * Where a vehicle stands with a schedule.
 * @param rule the schedule
 * @param reading the vehicle's current reading in the schedule's unit (for a date schedule: now, ms)
 * @param lastService the reading at the vehicle's last recorded service of this schedule, if any
 * @example maintenanceDue({ type: 'totalDistance', start: 10_000_000, period: 10_000_000 }, 9_800_000)
 *   // { status: 'dueSoon', dueAt: 10_000_000, remaining: 200_000 }
 */
export function maintenanceDue(
  rule: MaintenanceRule,
  reading: number | null | undefined,
  lastService?: number | null,
): MaintenanceDue {
  if (!(rule.period > 0) || !Number.isFinite(rule.start)) {
    return { status: 'unknown', dueAt: null, remaining: null };
  }
  const covered = lastService == null || !Number.isFinite(lastService) ? 0 : lastService + rule.period / 2;
  const dueAt = firstDueAbove(rule, covered);
  if (reading == null || !Number.isFinite(reading)) return { status: 'unknown', dueAt, remaining: null };
  const remaining = dueAt - reading;
  const status =
    remaining <= 0 ? 'overdue' : remaining <= maintenanceDueSoonMargin(rule.type) ? 'dueSoon' : 'ok';
  return { status, dueAt, remaining };
}

/** A position's parts a schedule may follow. */
export interface MaintenanceReadingSource {
  attributes?: Record<string, unknown>;
}

/**
 * A vehicle's current reading for a schedule: now for a date schedule, else the attribute it follows on
 * the latest position (null when unknown).
 */
export function maintenanceReading(
  type: string,
  position: MaintenanceReadingSource | null | undefined,
  now: number,
): number | null {
  if (isDateMaintenance(type)) return now;
  const value = position?.attributes?.[type];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
