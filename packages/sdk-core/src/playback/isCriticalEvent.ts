import { CRITICAL_ALARMS, type FleetEvent } from '../schema/event';

/** Event type of an overspeed event, which always counts as critical. */
export const OVERSPEED_EVENT_TYPE = 'deviceOverspeed';

const CRITICAL = new Set<string>(CRITICAL_ALARMS);

/**
 * True for a critical event (SPEC §3): an `alarm` event whose `attributes.alarm` names one of
 * `CRITICAL_ALARMS` (several alarms may be given comma-separated; any critical one counts), or a
 * `deviceOverspeed` event.
 * @example isCriticalEvent({ type: 'alarm', attributes: { alarm: 'powerCut' } }) // true
 */
export function isCriticalEvent(
  event: Pick<FleetEvent, 'type'> & { attributes?: FleetEvent['attributes'] },
): boolean {
  if (event.type === OVERSPEED_EVENT_TYPE) return true;
  if (event.type !== 'alarm') return false;
  const alarm = event.attributes?.alarm;
  if (typeof alarm !== 'string') return false;
  return alarm.split(',').some((name) => CRITICAL.has(name.trim()));
}
