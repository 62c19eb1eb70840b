import type { DraftEvent, StageInput } from '../types';

const CROSSINGS = new Set(['geofenceEnter', 'geofenceExit']);

/**
 * Leaves out the `geofenceEnter` / `geofenceExit` events of geofences with a calendar that is not
 * active at the position's fix time, as Traccar raises them only then. The position keeps its
 * geofences either way, so a vehicle inside when the calendar starts raises no enter then, as in
 * Traccar. Runs after the stages, since reading a calendar may take a while (it yields as it goes);
 * undefined, without a wait, when the position raises no crossing.
 */
export function followGeofenceCalendars(input: StageInput): Promise<void> | undefined {
  if (!input.events.some((event) => CROSSINGS.has(event.type))) return undefined;
  return gateCrossings(input);
}

async function gateCrossings(input: StageInput): Promise<void> {
  const kept: DraftEvent[] = [];
  for (const event of input.events) {
    if (CROSSINGS.has(event.type)) {
      const fence = input.device.geofences.find((g) => g.id === event.geofenceId);
      if (fence?.activeAt && !(await fence.activeAt(input.position.fixTime))) continue;
    }
    kept.push(event);
  }
  input.events = kept;
}
