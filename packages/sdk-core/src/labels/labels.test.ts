import { describe, expect, it } from 'vitest';
import { PRODUCT_TOUR_STEP_COUNT } from '../constants';
import { HISTORY_TABS } from '../playback/historyItems';
import { VEHICLE_CATEGORIES } from '../schema/device';
import { MAP_TYPES } from '../settings/defaults';
import * as labels from './index';
import {
  CONTROL_TEXTS,
  DIALOG_TEXTS,
  eventAttributeLines,
  eventTypeText,
  GEOFENCE_TEXTS,
  geofenceEditHref,
  HISTORY_TEXTS,
  MAP_OPTION_LABELS,
  MAP_TYPE_LABELS,
  NOTIFICATION_TEXTS,
  TOUR_STEP_TEXTS,
  TOUR_TEXTS,
  TRACKING_TEXTS,
  textTemplate,
  tourStepTexts,
  VEHICLE_CATEGORY_LABELS,
  VEHICLE_TEXTS,
} from './index';

/** Every text group the entry exports (the objects; functions and paths aside). */
const GROUPS = Object.entries(labels).filter(([, value]) => typeof value === 'object');

/** Every plain text of a group, nested records included, as [path, text]. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
  }
  return [];
}

describe('screen texts', () => {
  it('hold the More Options texts of SPEC §2 verbatim', () => {
    expect(MAP_OPTION_LABELS.moreOptions).toBe('More Options');
    expect(MAP_OPTION_LABELS.geofencePoints).toBe('Geofence Enter/Exit');
    expect(Object.values(MAP_TYPE_LABELS)).toEqual(['Simple', 'Satellite', 'Terrain', 'Classic']);
  });

  it('hold the vehicle, tracking and history texts of SPEC §2 verbatim', () => {
    expect(VEHICLE_TEXTS.dataReceived).toBe('Data received');
    expect(VEHICLE_TEXTS.viewDetails).toBe('View Details');
    expect([VEHICLE_TEXTS.share, VEHICLE_TEXTS.driverInfo, VEHICLE_TEXTS.connectData]).toEqual([
      'Share Device',
      'Driver Info',
      'Connect Data',
    ]);
    expect([TRACKING_TEXTS.engineAction, TRACKING_TEXTS.lockEngine, TRACKING_TEXTS.unlockEngine]).toEqual([
      'Engine Action',
      'Lock Engine',
      'Unlock Engine',
    ]);
    expect(Object.values(HISTORY_TEXTS.tabs)).toEqual(['All', 'Movements', 'Stoppage', 'Alerts']);
    expect(HISTORY_TEXTS.speedOption(10)).toBe('10x');
    expect(GEOFENCE_TEXTS.bannerText).toBe(
      "To link a geofence to a vehicle, use 'Link' in All Vehicles or Vehicle List.",
    );
  });

  it('label every vehicle category, map style and history tab', () => {
    expect(Object.keys(VEHICLE_CATEGORY_LABELS).sort()).toEqual([...VEHICLE_CATEGORIES].sort());
    expect(Object.keys(MAP_TYPE_LABELS).sort()).toEqual([...MAP_TYPES].sort());
    expect(Object.keys(HISTORY_TEXTS.tabs)).toEqual([...HISTORY_TABS]);
  });

  it('spell the shared controls once: the areas reuse them', () => {
    expect(DIALOG_TEXTS.cancel).toBe(CONTROL_TEXTS.cancel);
    expect(GEOFENCE_TEXTS.delete).toBe(CONTROL_TEXTS.delete);
    expect(TOUR_TEXTS.next).toBe(CONTROL_TEXTS.next);
    expect(HISTORY_TEXTS.apply).toBe(CONTROL_TEXTS.apply);
  });

  it('fill in their numbers and names', () => {
    expect(GEOFENCE_TEXTS.page(2, 5)).toBe('Page 2 of 5');
    expect(GEOFENCE_TEXTS.moreVehicles(3)).toBe('+3 vehicles');
    expect(TOUR_TEXTS.progress(1, 7)).toBe('Step 1 of 7');
    expect(TRACKING_TEXTS.engineSending(TRACKING_TEXTS.lockEngine)).toBe('Sending Lock Engine...');
    expect(NOTIFICATION_TEXTS.bellWithCount(NOTIFICATION_TEXTS.bell, '99+')).toBe('Notifications (99+)');
    expect(geofenceEditHref(12)).toBe('/dashboard/geofences/edit/12');
  });

  it('has no empty or padded text', () => {
    expect(GROUPS.length).toBeGreaterThanOrEqual(11);
    for (const [name, group] of GROUPS) {
      for (const [path, text] of texts(group, name)) {
        expect(text.trim(), path).toBe(text);
        expect(text.length, path).toBeGreaterThan(0);
      }
    }
  });
});

describe('the product tour', () => {
  it('has as many steps as the product number, each on a dashboard page', () => {
    const steps = tourStepTexts(7);
    expect(steps).toHaveLength(PRODUCT_TOUR_STEP_COUNT);
    expect(new Set(steps.map((step) => step.id)).size).toBe(PRODUCT_TOUR_STEP_COUNT);
    expect(steps.every((step) => step.path.startsWith('/dashboard/'))).toBe(true);
    expect(steps[2]?.path).toBe('/dashboard/vehicle/all-vehicles/7');
  });
});

describe('event texts', () => {
  it('split Traccar camelCase event types into capitalised words', () => {
    expect(eventTypeText('geofenceEnter')).toBe('Geofence Enter');
    expect(eventTypeText('commandResult')).toBe('Command Result');
    expect(eventTypeText('device_overspeed')).toBe('Device Overspeed');
    expect(eventTypeText('')).toBe('');
  });

  it('list attributes as name: value lines, skipping empty values and showing objects as JSON', () => {
    expect(eventAttributeLines({ speedLimit: 60, alarm: '', extra: { a: 1 }, none: null })).toEqual([
      'Speed Limit: 60',
      'Extra: {"a":1}',
    ]);
    expect(eventAttributeLines(undefined)).toEqual([]);
  });
});

describe('text templates', () => {
  it('fill in their arguments by name and carry their English message', () => {
    const page = textTemplate<[page: number, pages: number]>('Page {page} of {pages}');
    expect(page(2, 5)).toBe('Page 2 of 5');
    expect(page.message).toBe('Page {page} of {pages}');
    expect(GEOFENCE_TEXTS.page.message).toBe('Page {page} of {pages}');
  });

  it('give the tour steps from the step texts, in another language when given', () => {
    const texts = Object.fromEntries(
      Object.keys(TOUR_STEP_TEXTS).map((id) => [id, { title: `T ${id}`, body: `B ${id}` }]),
    ) as Parameters<typeof tourStepTexts>[1];
    expect(tourStepTexts(3, texts)[0]).toEqual({
      id: 'dashboard',
      title: 'T dashboard',
      body: 'B dashboard',
      path: '/dashboard/home',
    });
    expect(tourStepTexts(3)[0]?.title).toBe(TOUR_STEP_TEXTS.dashboard.title);
  });
});
