import { describe, expect, it } from 'vitest';
import { countByStatus } from './countByStatus';
import type { StatusItem } from './statusFilter';

const moving: StatusItem = { status: 'online', position: { attributes: { motion: true, ignition: true } } };
const idling: StatusItem = { status: 'online', position: { attributes: { motion: false, ignition: true } } };
const stopped: StatusItem = {
  status: 'online',
  position: { attributes: { motion: false, ignition: false } },
};
const offline: StatusItem = { status: 'offline', position: null };
const unknown: StatusItem = { status: 'unknown' };

describe('countByStatus', () => {
  it('counts every vehicle under All and each under its own status', () => {
    expect(countByStatus([moving, moving, idling, stopped, offline, offline, offline, unknown])).toEqual({
      all: 8,
      moving: 2,
      idling: 1,
      stopped: 1,
      offline: 3,
      unknown: 1,
    });
  });

  it('gives zero for every chip of an empty list', () => {
    expect(countByStatus([])).toEqual({ all: 0, moving: 0, idling: 0, stopped: 0, offline: 0, unknown: 0 });
  });

  it('accepts any iterable, such as the values of a map of vehicles', () => {
    const byId = new Map([
      [1, moving],
      [2, stopped],
    ]);
    expect(countByStatus(byId.values())).toMatchObject({ all: 2, moving: 1, stopped: 1 });
  });
});
