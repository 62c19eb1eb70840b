import { describe, expect, it } from 'vitest';
import { matchesStatusFilter, STATUS_FILTER_LABEL, STATUS_FILTERS, type StatusItem } from './statusFilter';

const moving: StatusItem = { status: 'online', position: { attributes: { motion: true, ignition: true } } };
const idling: StatusItem = { status: 'online', position: { attributes: { motion: false, ignition: true } } };
const stopped: StatusItem = {
  status: 'online',
  position: { attributes: { motion: false, ignition: false } },
};
const offline: StatusItem = { status: 'offline', position: null };
const unknown: StatusItem = { status: 'unknown' };

describe('status filter chips', () => {
  it('are All, Moving, Stopped, Idling, Offline in that order', () => {
    expect(STATUS_FILTERS.map((filter) => STATUS_FILTER_LABEL[filter])).toEqual([
      'All',
      'Moving',
      'Stopped',
      'Idling',
      'Offline',
    ]);
  });

  it('let every vehicle through All and only matching ones through a status chip', () => {
    const fleet = [moving, idling, stopped, offline, unknown];
    expect(fleet.filter((item) => matchesStatusFilter(item, 'all'))).toHaveLength(5);
    expect(fleet.filter((item) => matchesStatusFilter(item, 'idling'))).toEqual([idling]);
    expect(fleet.filter((item) => matchesStatusFilter(item, 'offline'))).toEqual([offline]);
  });
});
