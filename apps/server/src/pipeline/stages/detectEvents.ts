import type { DraftEvent, Stage, StageInput } from '../types';

function event(input: StageInput, type: string, extra: Partial<DraftEvent> = {}): DraftEvent {
  return {
    type,
    deviceId: input.position.deviceId,
    eventTime: input.position.fixTime,
    attributes: {},
    ...extra,
  };
}

/** `ignitionOn` / `ignitionOff` when the ignition changes between two fixes in order. */
export const detectIgnition: Stage = (input) => {
  const last = input.state.last;
  const now = input.position.attributes.ignition;
  if (!last || input.outOfOrder || typeof now !== 'boolean') return undefined;
  const before = last.attributes.ignition;
  if (typeof before === 'boolean' && before !== now)
    input.events.push(event(input, now ? 'ignitionOn' : 'ignitionOff'));
  return undefined;
};

/** `geofenceEnter` / `geofenceExit` for each geofence the vehicle came into or left. */
export const detectGeofenceCrossings: Stage = (input) => {
  const last = input.state.last;
  if (!last || input.outOfOrder) return undefined;
  const before = new Set(last.geofenceIds ?? []);
  const now = new Set(input.position.geofenceIds ?? []);
  for (const id of now)
    if (!before.has(id)) input.events.push(event(input, 'geofenceEnter', { geofenceId: id }));
  for (const id of before)
    if (!now.has(id)) input.events.push(event(input, 'geofenceExit', { geofenceId: id }));
  return undefined;
};

/**
 * `deviceOverspeed` once per episode: when the speed goes above the device's limit (knots), with the
 * speed and limit in its attributes. The episode ends when the speed is back under the limit.
 */
export const detectOverspeed: Stage = (input) => {
  const limit = input.device.speedLimit;
  if (!limit || input.outOfOrder || !input.position.valid) return undefined;
  const over = input.position.speed > limit;
  if (over && !input.state.overspeed) {
    input.events.push(
      event(input, 'deviceOverspeed', { attributes: { speed: input.position.speed, speedLimit: limit } }),
    );
  }
  input.state.overspeed = over;
  return undefined;
};

/** One `alarm` event per alarm value the device reports (`alarm` may hold several, comma-separated). */
export const detectAlarms: Stage = (input) => {
  const raw = input.position.attributes.alarm;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  for (const alarm of new Set(
    raw
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  )) {
    input.events.push(event(input, 'alarm', { attributes: { alarm } }));
  }
  return undefined;
};

/**
 * `maintenance` when a schedule's next due point is crossed: the followed attribute (e.g. totalDistance)
 * passes `start + k × period` between the previous fix and this one.
 */
export const detectMaintenance: Stage = (input) => {
  const last = input.state.last;
  if (!last || input.outOfOrder) return undefined;
  for (const m of input.device.maintenances) {
    const before = Number(last.attributes[m.type]);
    const now = Number(input.position.attributes[m.type]);
    if (!Number.isFinite(before) || !Number.isFinite(now) || m.period <= 0 || now <= before) continue;
    const dueBefore = Math.floor((before - m.start) / m.period);
    const dueNow = Math.floor((now - m.start) / m.period);
    if (now >= m.start && dueNow > dueBefore) {
      input.events.push(
        event(input, 'maintenance', { maintenanceId: m.id, attributes: { [m.type]: now, name: m.name } }),
      );
    }
  }
  return undefined;
};
