/**
 * An event type written for people: `geofenceEnter` becomes 'Geofence Enter'; an alarm names its
 * alarm (`alarm` with `attributes.alarm = 'overspeed'` becomes 'Alarm: Overspeed').
 */
export function eventTypeLabel(type: string, attributes?: Readonly<Record<string, unknown>>): string {
  const words = (text: string) =>
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/^./, (first) => first.toUpperCase())
      .trim();
  const alarm = attributes?.alarm;
  if (type === 'alarm' && typeof alarm === 'string' && alarm !== '') return `Alarm: ${words(alarm)}`;
  return words(type);
}
