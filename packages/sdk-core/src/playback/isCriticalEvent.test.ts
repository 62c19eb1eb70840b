import { describe, expect, it } from 'vitest';
import { CRITICAL_ALARMS } from '../schema/event';
import { isCriticalEvent } from './isCriticalEvent';

describe('isCriticalEvent', () => {
  it.each(CRITICAL_ALARMS)('counts an alarm event with the %s alarm', (alarm) => {
    expect(isCriticalEvent({ type: 'alarm', attributes: { alarm } })).toBe(true);
  });

  it('counts overspeed events', () => {
    expect(isCriticalEvent({ type: 'deviceOverspeed', attributes: {} })).toBe(true);
  });

  it('does not count other alarms or alarms without a name', () => {
    expect(isCriticalEvent({ type: 'alarm', attributes: { alarm: 'lowBattery' } })).toBe(false);
    expect(isCriticalEvent({ type: 'alarm', attributes: {} })).toBe(false);
    expect(isCriticalEvent({ type: 'alarm' })).toBe(false);
    expect(isCriticalEvent({ type: 'alarm', attributes: { alarm: 7 } })).toBe(false);
  });

  it('finds a critical alarm among several comma-separated ones', () => {
    expect(isCriticalEvent({ type: 'alarm', attributes: { alarm: 'lowBattery, powerCut' } })).toBe(true);
    expect(isCriticalEvent({ type: 'alarm', attributes: { alarm: 'lowBattery,door' } })).toBe(false);
  });

  it('does not count non-alarm events even with a critical alarm attribute', () => {
    expect(isCriticalEvent({ type: 'ignitionOn', attributes: { alarm: 'accident' } })).toBe(false);
    expect(isCriticalEvent({ type: 'geofenceEnter', attributes: {} })).toBe(false);
  });
});
