import { describe, expect, it } from 'vitest';
import { HISTORY_TABS, type HistoryTab, historyItems } from './historyItems';

const trips = [
  { startTime: '2024-05-01T09:00:00Z', id: 'trip 2' },
  { startTime: '2024-05-01T07:00:00Z', id: 'trip 1' },
];
const stops = [
  { startTime: '2024-05-01T08:00:00Z', id: 'stop 1' },
  { startTime: '2024-05-01T09:00:00Z', id: 'stop 2' },
];
const events = [
  { type: 'ignitionOn', eventTime: '2024-05-01T06:59:00Z', id: 'event 1' },
  { type: 'alarm', eventTime: '2024-05-01T09:00:00Z', id: 'event 2' },
  { type: 'alarm', eventTime: 'garbled', id: 'event 3' },
];

function labels(tab: HistoryTab): string[] {
  return historyItems(tab, { trips, stops, events }).map((item) => {
    if (item.kind === 'trip') return item.trip.id;
    if (item.kind === 'stop') return item.stop.id;
    return item.event.id;
  });
}

describe('historyItems', () => {
  it('has the tabs All, Movements, Stoppage and Alerts', () => {
    expect(HISTORY_TABS).toEqual(['all', 'movements', 'stoppage', 'alerts']);
  });

  it('lists trips under movements, in time order', () => {
    expect(labels('movements')).toEqual(['trip 1', 'trip 2']);
  });

  it('lists stops under stoppage', () => {
    expect(labels('stoppage')).toEqual(['stop 1', 'stop 2']);
  });

  it('lists events under alerts, unreadable times last', () => {
    expect(labels('alerts')).toEqual(['event 1', 'event 2', 'event 3']);
  });

  it('merges everything under all, trips before stops before events at the same time', () => {
    expect(labels('all')).toEqual(['event 1', 'trip 1', 'stop 1', 'trip 2', 'stop 2', 'event 2', 'event 3']);
  });

  it('tags each item with its kind and time in ms', () => {
    expect(historyItems('movements', { trips: [trips[1] as (typeof trips)[number]] })).toEqual([
      { kind: 'trip', time: Date.UTC(2024, 4, 1, 7), trip: trips[1] },
    ]);
  });

  it('gives an empty list when there is nothing for the tab', () => {
    expect(historyItems('all', {})).toEqual([]);
    expect(historyItems('stoppage', { trips, events })).toEqual([]);
  });

  it('rejects an unknown tab', () => {
    expect(() => historyItems('routes' as HistoryTab, { trips })).toThrow(
      'History tab must be one of all, movements, stoppage, alerts; got routes',
    );
  });
});
