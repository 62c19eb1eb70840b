import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../i18n/loadTranslator';
import { EVENT_TYPES, type EventType } from '../schema/event';
import { EVENT_TEXTS } from './eventTexts';
import { alarmName, type FormattableEvent, formatEvent } from './formatEvent';

const names = {
  geofence: (id: number) => (id === 3 ? 'Depot' : undefined),
  maintenance: (id: number) => (id === 9 ? 'Tyre rotation' : undefined),
  driver: (uniqueId: string) => (uniqueId === 'DRV-7' ? 'Sita Sharma' : undefined),
};

/** A realistic event of every type, as the server stores it, and the text people read. */
const CASES: Record<EventType, [FormattableEvent, string, string]> = {
  geofenceEnter: [{ type: 'geofenceEnter', geofenceId: 3, attributes: {} }, 'Entered Geofence', 'Depot'],
  geofenceExit: [{ type: 'geofenceExit', geofenceId: 3, attributes: {} }, 'Left Geofence', 'Depot'],
  ignitionOn: [{ type: 'ignitionOn', attributes: {} }, 'Ignition On', 'The engine was switched on'],
  ignitionOff: [{ type: 'ignitionOff', attributes: {} }, 'Ignition Off', 'The engine was switched off'],
  commandResult: [
    { type: 'commandResult', attributes: { result: 'Cut off the fuel supply: Success!' } },
    'Command Result',
    'The tracker answered: Cut off the fuel supply: Success!',
  ],
  alarm: [
    { type: 'alarm', attributes: { alarm: 'hardBraking' } },
    'Alarm: Hard Braking',
    'Hard Braking reported by the tracker',
  ],
  deviceOnline: [
    { type: 'deviceOnline', attributes: {} },
    'Online',
    'The tracker connected and is reporting',
  ],
  deviceOffline: [{ type: 'deviceOffline', attributes: {} }, 'Offline', 'The tracker stopped reporting'],
  deviceUnknown: [
    { type: 'deviceUnknown', attributes: {} },
    'Status Unknown',
    'Nothing heard from the tracker for a while',
  ],
  deviceMoving: [{ type: 'deviceMoving', attributes: {} }, 'Started Moving', 'The vehicle started moving'],
  deviceStopped: [{ type: 'deviceStopped', attributes: {} }, 'Stopped', 'The vehicle stopped'],
  deviceOverspeed: [
    { type: 'deviceOverspeed', attributes: { speed: 21.6, speedLimit: 21.59827213822894 } },
    'Overspeed',
    'Speed 40 km/h, limit 40 km/h',
  ],
  deviceFuelDrop: [
    { type: 'deviceFuelDrop', attributes: { fuel: 12.5 } },
    'Fuel Drop',
    'The fuel level fell suddenly: 12.50 L left',
  ],
  deviceFuelIncrease: [{ type: 'deviceFuelIncrease', attributes: {} }, 'Refuelled', 'The fuel level rose'],
  maintenance: [
    { type: 'maintenance', maintenanceId: 4, attributes: { totalDistance: 10_100_000, name: 'Oil change' } },
    'Maintenance Due',
    'Oil change is due',
  ],
  textMessage: [
    { type: 'textMessage', attributes: { message: 'Running late' } },
    'Text Message',
    'Running late',
  ],
  driverChanged: [
    { type: 'driverChanged', attributes: { driverUniqueId: 'DRV-7' } },
    'Driver Changed',
    'Driver: Sita Sharma',
  ],
  media: [{ type: 'media', attributes: { media: 'photo' } }, 'Media', 'The tracker sent a photo file'],
  documentExpiry: [
    {
      type: 'documentExpiry',
      attributes: {
        documentType: 'insurance',
        expiryDate: '2026-12-01',
        state: 'expiring',
        message: 'insurance expires on 2026-12-01',
      },
    },
    'Document Expiring',
    'Insurance expires on 2026-12-01',
  ],
  deviceTakeover: [
    {
      type: 'deviceTakeover',
      attributes: { protocol: 'gt06', remoteAddress: '10.0.0.9', previousAddress: '10.0.0.8' },
    },
    'Connection Taken Over',
    'A new connection from 10.0.0.9 replaced the one from 10.0.0.8',
  ],
};

describe('formatEvent', () => {
  it.each(EVENT_TYPES.map((type) => [type] as const))('gives %s a human title and a details line', (type) => {
    const [event, title, details] = CASES[type];
    expect(formatEvent(event, names)).toEqual({ title, details });
  });

  it('never shows a raw type or a knot value for any event type, even without attributes', () => {
    for (const type of EVENT_TYPES) {
      const { title, details } = formatEvent({ type });
      expect(title, type).not.toBe(type);
      expect(title, type).toMatch(/^[A-Z]/);
      expect(details, type).not.toBe('');
      expect(details, type).not.toMatch(/\d\.\d{3}/);
    }
  });

  it('shows speed and limit as whole km/h and names the limit alone when the speed is missing', () => {
    expect(
      formatEvent({ type: 'deviceOverspeed', attributes: { speed: 43.2, speedLimit: 37.8 } }).details,
    ).toBe('Speed 80 km/h, limit 70 km/h');
    expect(formatEvent({ type: 'deviceOverspeed', attributes: { speedLimit: 37.8 } }).details).toBe(
      'limit 70 km/h',
    );
  });

  it('names geofences, schedules and drivers it cannot look up by their ids', () => {
    expect(formatEvent({ type: 'geofenceExit', geofenceId: 12 }, names).details).toBe('Geofence #12');
    expect(formatEvent({ type: 'maintenance', maintenanceId: 9 }, names).details).toBe(
      'Tyre rotation is due',
    );
    expect(formatEvent({ type: 'maintenance', maintenanceId: 5 }).details).toBe('Schedule #5 is due');
    expect(formatEvent({ type: 'driverChanged', attributes: { driverUniqueId: 'X-1' } }).details).toBe(
      'Driver: X-1',
    );
  });

  it('names alarms as people say them, several at once too', () => {
    expect(alarmName('sos')).toBe('SOS');
    expect(alarmName('powerCut,lowBattery')).toBe('Power Cut, Low Battery');
    expect(alarmName('somethingNew')).toBe('Something New');
    expect(formatEvent({ type: 'alarm', attributes: {} }).title).toBe('Alarm');
  });

  it('reads an expired document and an event type it does not know', () => {
    expect(
      formatEvent({
        type: 'documentExpiry',
        attributes: { documentType: 'blue-book', expiryDate: '2026-01-02', state: 'expired' },
      }),
    ).toEqual({ title: 'Document Expired', details: 'Blue book expired on 2026-01-02' });
    expect(formatEvent({ type: 'queuedCommandSent', attributes: { message: 'Sent' } })).toEqual({
      title: 'Queued Command Sent',
      details: 'Sent',
    });
  });
});

describe('formatEvent in Nepali', () => {
  it('writes titles, details, alarm names and numbers in the translator’s language and digits', async () => {
    const ne = await loadTranslator('ne', { digits: 'deva' });
    const texts = ne.translate(EVENT_TEXTS);
    const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
      ne.formatNumber(value, options);
    expect(
      formatEvent(
        { type: 'deviceOverspeed', attributes: { speed: 43.2, speedLimit: 37.8 } },
        {},
        texts,
        formatNumber,
      ),
    ).toEqual({ title: 'अधिक गति', details: 'गति ८० km/h, सीमा ७० km/h' });
    expect(formatEvent({ type: 'alarm', attributes: { alarm: 'hardBraking,sos' } }, {}, texts)).toEqual({
      title: 'अलार्म: कडा ब्रेक, SOS',
      details: 'ट्र्याकरले कडा ब्रेक, SOS जनायो',
    });
    expect(formatEvent({ type: 'geofenceEnter', geofenceId: 3 }, names, texts)).toEqual({
      title: 'जियोफेन्समा प्रवेश',
      details: 'Depot',
    });
    expect(
      formatEvent({ type: 'deviceFuelDrop', attributes: { fuel: 12.5 } }, {}, texts, formatNumber).details,
    ).toBe('इन्धनको मात्रा अचानक घट्यो: १२.५० लि बाँकी');
    expect(formatEvent({ type: 'media', attributes: { media: 'photo' } }, {}, texts).details).toBe(
      'ट्र्याकरले तस्बिर फाइल पठायो',
    );
  });

  it('has a Nepali title for every event type', async () => {
    const texts = (await loadTranslator('ne')).translate(EVENT_TEXTS);
    for (const type of EVENT_TYPES) {
      expect(formatEvent({ type }, {}, texts).title, type).toMatch(/[\u0900-\u097F]/);
    }
  });
});
