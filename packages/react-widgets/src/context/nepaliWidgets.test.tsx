import {
  createFleetClient,
  type Device,
  deviceSchema,
  type FleetEvent,
  FleetStore,
  fleetDocumentSchema,
  type Geofence,
  type HistoryItem,
  type Position,
  positionSchema,
  TrackingStore,
} from '@fleetkit/sdk-core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DocumentDetails } from '../dialogs/DocumentDetails';
import { GeofenceList } from '../geofences/GeofenceList';
import { HistoryList } from '../history/HistoryList';
import { HistoryPanel } from '../history/HistoryPanel';
import { NotificationDrawer } from '../notifications/NotificationDrawer';
import { ProductTour } from '../tour/ProductTour';
import { VehicleCard } from '../vehicles/VehicleCard';
import { VehicleList } from '../vehicles/VehicleList';
import { FleetProvider } from './FleetContext';

const NOW = new Date('2026-03-01T12:00:00Z');
// Nothing answers here: the widgets read the store and the props; the history panel's reports fail.
const client = createFleetClient({ baseUrl: 'http://127.0.0.1:9' });

function device(id: number, name: string, extra: Partial<Device> = {}): Device {
  return deviceSchema.parse({ id, name, uniqueId: `IMEI${id}`, status: 'online', ...extra });
}

function position(deviceId: number, attributes: Record<string, unknown>, extra: Partial<Position> = {}) {
  return positionSchema.parse({
    id: deviceId * 10,
    deviceId,
    latitude: 27.7,
    longitude: 85.3,
    serverTime: '2026-03-01T11:58:00Z',
    attributes,
    ...extra,
  });
}

const truck = {
  ...device(1, 'Truck 1', { expirationTime: '2027-01-01T00:00:00Z' }),
  position: position(
    1,
    { motion: true, ignition: true, totalDistance: 12_345, sat: 9, rssi: 4 },
    { speed: 20, address: 'Ring Road, Kathmandu' },
  ),
};

function inNepali(ui: ReactNode, store = new FleetStore()) {
  return render(
    <FleetProvider client={client} store={store} tracking={new TrackingStore()} locale="ne" digits="deva">
      {ui}
    </FleetProvider>,
  );
}

describe('the widgets in Nepali with Devanagari digits', () => {
  it('vehicle card: labels, status, values and the relative time', async () => {
    inNepali(<VehicleCard vehicle={truck} now={NOW} onOpen={() => undefined} />);
    const card = await screen.findByRole('article', { name: 'Truck 1' });
    expect(within(card).getByText('चलिरहेको')).toHaveClass('fleet-badge--success');
    expect(within(card).getByText('डेटा प्राप्त')).toBeInTheDocument();
    expect(within(card).getByText('२ मिनेट पहिले')).toBeInTheDocument();
    const fact = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(fact('कुल किमि')).toBe('१२.३५ km');
    expect(fact('गति')).toBe('३७ km/h');
    expect(fact('जीपीएस स्याटेलाइट')).toBe('९');
    expect(fact('जीएसएम सिग्नल')).toBe('४');
    expect(fact('इग्निसन')).toBe('अन');
    expect(within(card).getByRole('button', { name: 'विवरण हेर्नुहोस्' })).toBeInTheDocument();
  });

  it('vehicle card: what the tracker does not report reads उपलब्ध छैन', async () => {
    inNepali(<VehicleCard vehicle={device(2, 'Van', { status: 'offline' })} now={NOW} />);
    const card = await screen.findByRole('article', { name: 'Van' });
    expect(within(card).getByText('अफलाइन')).toBeInTheDocument();
    expect(within(card).getByText('इग्निसन').nextElementSibling).toHaveTextContent('उपलब्ध छैन');
  });

  it('vehicle list: filter chips with Devanagari counts, search and table headings', async () => {
    inNepali(
      <VehicleList
        vehicles={[truck, device(2, 'Van', { status: 'offline' })]}
        layout="table"
        onLayoutChange={() => undefined}
        now={NOW}
      />,
    );
    const list = await screen.findByRole('region', { name: 'सवारी साधनहरू' });
    const chips = within(list).getByRole('radiogroup', { name: 'स्थिति' });
    expect(within(chips).getByRole('radio', { name: /^सबै/ })).toHaveTextContent('सबै२');
    expect(within(chips).getByRole('radio', { name: /^चलिरहेका/ })).toHaveTextContent('चलिरहेका१');
    expect(within(chips).getByRole('radio', { name: /^अफलाइन/ })).toHaveTextContent('अफलाइन१');
    expect(within(list).getByPlaceholderText('नामबाट खोज्नुहोस्')).toBeInTheDocument();
    expect(within(list).getByRole('columnheader', { name: 'ठेगाना' })).toBeInTheDocument();
    expect(within(list).getByRole('cell', { name: '३७ km/h' })).toBeInTheDocument();
    expect(within(list).getByRole('cell', { name: 'अन' })).toBeInTheDocument();
  });

  it('notifications: drawer texts, event title, details and time', async () => {
    const store = new FleetStore();
    store.setDevices([deviceSchema.parse({ id: 1, name: 'Truck 1', uniqueId: 'T1' })]);
    store.addEvents([
      {
        id: 1,
        type: 'deviceOverspeed',
        deviceId: 1,
        eventTime: new Date(NOW.valueOf() - 3 * 60_000).toISOString(),
        attributes: { speed: 43.2, speedLimit: 37.8 },
      } as FleetEvent,
    ]);
    inNepali(<NotificationDrawer isOpen onOpenChange={() => undefined} now={NOW} />, store);
    expect(await screen.findByRole('heading', { name: 'लाइभ सूचनाहरू' })).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: 'अधिक गति' });
    expect(within(item).getByText('गति ८० km/h, सीमा ७० km/h')).toBeInTheDocument();
    expect(within(item).getByText('३ मिनेट पहिले')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सबै हटाउनुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अधिक गति हटाउनुहोस्' })).toBeInTheDocument();
  });

  it('document details: category, type and field labels', async () => {
    const document = fleetDocumentSchema.parse({
      $id: 'doc-5',
      documentOf: 'vehicle',
      documentType: 'insurance',
      entityId: 1,
      identificationNo: 'POL-7',
      expiryDate: '2026-12-01',
    });
    inNepali(<DocumentDetails isOpen onOpenChange={() => undefined} document={document} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('बीमा')).toBeInTheDocument();
    expect(within(dialog).getByText('सवारी साधन')).toBeInTheDocument();
    expect(within(dialog).getByText('बीमालेख नं.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Policy No.')).not.toBeInTheDocument();
  });

  it('geofence list: toolbar, banner, shape and the empty vehicles', async () => {
    const geofences = [{ id: 3, name: 'Depot', area: 'CIRCLE (27.7 85.3, 300)' } as Geofence];
    inNepali(<GeofenceList geofences={geofences} vehiclesInside={new Map()} />);
    expect(await screen.findByRole('searchbox', { name: 'जियोफेन्स खोज्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'सबै आकार' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बुझेँ!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Depot/ })).toHaveTextContent('Depotवृत्त');
  });

  it('history: tiles, tabs and presets in Nepali; durations, days and times in Devanagari and BS', async () => {
    inNepali(<HistoryPanel deviceId={1} showSpeedChart={false} />);
    expect(await screen.findByText('यात्रा समय')).toBeInTheDocument();
    expect(screen.getByText('यात्रा समय').nextElementSibling).toHaveTextContent('० सेकेन्ड');
    expect(screen.getByRole('tab', { name: 'यात्राहरू' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'आज' })).toBeInTheDocument();
    // Today as a BS day (2082 and on), in Devanagari digits.
    expect(document.querySelector('.fleet-date-range-shown')?.textContent).toMatch(
      /^२०[८-९][०-९]-[०-९]{2}-[०-९]{2} – २०[८-९][०-९]-[०-९]{2}-[०-९]{2} \(BS\)$/,
    );
  });

  it('history rows: an event and a stop with BS times in Devanagari digits', async () => {
    const items: HistoryItem[] = [
      {
        kind: 'event',
        time: new Date('2024-04-13T03:20:00Z').valueOf(),
        event: { id: 9, type: 'ignitionOn', deviceId: 1, eventTime: '2024-04-13T03:20:00Z' } as FleetEvent,
      },
    ];
    inNepali(<HistoryList items={items} dateFormat="BS" />);
    expect(await screen.findByText('इग्निसन अन')).toBeInTheDocument();
    expect(screen.getByText('इन्जिन सुरु गरियो')).toBeInTheDocument();
    // 2024-04-13 is 1 Baisakh 2081.
    expect(document.querySelector('.fleet-history-item-time')?.textContent).toMatch(
      /^२०८१-०१-०१ [०-९]{2}:[०-९]{2}$/,
    );
  });

  it('product tour: step texts, progress and buttons', async () => {
    inNepali(<ProductTour isOpen onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'ड्यासबोर्ड' })).toBeInTheDocument();
    expect(screen.getByText('७ मध्ये चरण १')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अर्को' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'छोड्नुहोस्' })).toBeInTheDocument();
  });
});
