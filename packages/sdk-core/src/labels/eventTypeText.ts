/**
 * An event type as people read it: Traccar's camelCase split into capitalised words
 * ('geofenceEnter' → 'Geofence Enter', 'commandResult' → 'Command Result').
 * @example eventTypeText('deviceOverspeed') // 'Device Overspeed'
 */
export function eventTypeText(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || type;
}

/** The event's attributes as `name: value` lines, for the drawer (objects are shown as JSON). */
export function eventAttributeLines(attributes: Readonly<Record<string, unknown>> | undefined): string[] {
  if (!attributes) return [];
  return Object.entries(attributes)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${eventTypeText(key)}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    );
}
