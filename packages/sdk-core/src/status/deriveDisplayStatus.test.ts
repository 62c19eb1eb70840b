import { describe, expect, it } from 'vitest';
import { DISPLAY_STATUSES, type DisplayStatus, deriveDisplayStatus } from './deriveDisplayStatus';

type Flag = true | false | undefined;

/** SPEC §4, row by row: device status x motion x ignition -> display status. */
const truthTable: [status: string, motion: Flag, ignition: Flag, expected: DisplayStatus][] = [
  // Offline wins over everything the position says.
  ['offline', true, true, 'offline'],
  ['offline', true, false, 'offline'],
  ['offline', false, true, 'offline'],
  ['offline', false, false, 'offline'],
  ['offline', undefined, undefined, 'offline'],
  // Online.
  ['online', true, true, 'moving'],
  ['online', false, true, 'idling'],
  ['online', undefined, true, 'idling'],
  ['online', false, false, 'stopped'],
  ['online', undefined, undefined, 'stopped'],
  ['online', false, undefined, 'stopped'],
  ['online', true, false, 'unknown'],
  ['online', true, undefined, 'unknown'],
  // Unknown connection: only motion with ignition says anything.
  ['unknown', true, true, 'moving'],
  ['unknown', false, true, 'unknown'],
  ['unknown', false, false, 'unknown'],
  ['unknown', true, false, 'unknown'],
  ['unknown', undefined, undefined, 'unknown'],
];

describe('deriveDisplayStatus', () => {
  it.each(truthTable)('status %s, motion %s, ignition %s -> %s', (status, motion, ignition, expected) => {
    expect(deriveDisplayStatus({ status }, { attributes: { motion, ignition } })).toBe(expected);
  });

  it('treats a missing position as no motion and no ignition', () => {
    expect(deriveDisplayStatus({ status: 'online' }, null)).toBe('stopped');
    expect(deriveDisplayStatus({ status: 'online' }, undefined)).toBe('stopped');
    expect(deriveDisplayStatus({ status: 'online' }, { attributes: null })).toBe('stopped');
    expect(deriveDisplayStatus({ status: 'offline' }, null)).toBe('offline');
  });

  it('counts motion and ignition as on only when they are exactly true', () => {
    expect(deriveDisplayStatus({ status: 'online' }, { attributes: { motion: 'true', ignition: 1 } })).toBe(
      'stopped',
    );
  });

  it('is unknown without a device or its status', () => {
    expect(deriveDisplayStatus(null, null)).toBe('unknown');
    expect(deriveDisplayStatus({}, { attributes: { ignition: true } })).toBe('unknown');
    expect(deriveDisplayStatus(undefined, { attributes: { ignition: true, motion: true } })).toBe('moving');
  });

  it('lists every status it can return', () => {
    expect(new Set(truthTable.map((row) => row[3]))).toEqual(new Set(DISPLAY_STATUSES));
  });
});
