import { describe, expect, it } from 'vitest';
import { eventTypeLabel } from './eventTypeLabel';

describe('eventTypeLabel', () => {
  it('writes camel-case event types as words', () => {
    expect(eventTypeLabel('geofenceEnter')).toBe('Geofence Enter');
    expect(eventTypeLabel('ignitionOff')).toBe('Ignition Off');
    expect(eventTypeLabel('commandResult')).toBe('Command Result');
  });

  it('names the alarm of an alarm event', () => {
    expect(eventTypeLabel('alarm', { alarm: 'hardBraking' })).toBe('Alarm: Hard Braking');
    expect(eventTypeLabel('alarm', {})).toBe('Alarm');
  });
});
