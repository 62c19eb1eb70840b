import {
  type FleetClient,
  FleetStore,
  KMH_PER_KNOT,
  MESSAGES,
  positionSchema,
  TrackingStore,
  VEHICLE_FORM_MESSAGES,
} from '@fleetkit/sdk-core';
import { startTestServer, type TestServer } from '@fleetkit/test-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { Toaster } from '../primitives/Toaster';
import { ConnectDataDialog } from './ConnectDataDialog';
import { DriverInfoDialog } from './DriverInfoDialog';
import { ShareLinkDialog } from './ShareLinkDialog';
import { VehicleDialog } from './VehicleDialog';

// These dialogs change data: they run against the real reference server (in-memory database).
let server: TestServer;
let client: FleetClient;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ email: 'owner@example.com' });
  client = (await server.signIn('owner@example.com')).client;
}, 120_000);
afterAll(async () => server?.close());
afterEach(() => vi.useRealTimers());

function renderWithFleet(ui: ReactNode, store = new FleetStore()) {
  return render(
    <FleetProvider client={client} store={store} tracking={new TrackingStore()}>
      {ui}
      <Toaster events={false} />
    </FleetProvider>,
  );
}

let serial = 0;
async function newVehicle(extra: Record<string, unknown> = {}) {
  serial += 1;
  return client.vehicles.create({
    name: `Truck ${serial}`,
    category: 'truck',
    uniqueId: `IMEI-${serial}-${Date.now()}`,
    phone: '9800000000',
    contact: '9811111111',
    ...extra,
  });
}

// Toasts live until dismissed (SPEC §8) in one global list: each test starts without them.
afterEach(() => {
  toast.dismiss();
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('VehicleDialog', { timeout: 60_000 }, () => {
  it("shows the vehicle form's SPEC messages for an empty form", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithFleet(<VehicleDialog isOpen onOpenChange={() => {}} groups={[]} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      VEHICLE_FORM_MESSAGES.name,
      VEHICLE_FORM_MESSAGES.category,
      VEHICLE_FORM_MESSAGES.uniqueId,
      VEHICLE_FORM_MESSAGES.phone,
      VEHICLE_FORM_MESSAGES.contact,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Enter valid name')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Vehicle Name' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter valid name')).toBeInTheDocument();
  });

  it('disables the odometer without a position and the expiry always, defaulting to one year from now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    const vehicle = await newVehicle({ expirationTime: null });
    renderWithFleet(<VehicleDialog isOpen onOpenChange={() => {}} vehicle={vehicle} groups={[]} />);
    expect(screen.getByRole('textbox', { name: 'Odometer Reading (km)' })).toBeDisabled();
    const expiry = screen.getByRole('textbox', { name: 'Expiry Date' });
    expect(expiry).toBeDisabled();
    expect(expiry).toHaveValue('2027-03-10');
  });

  it("adds a vehicle on the server with 'Vehicle added successfully'", async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    renderWithFleet(<VehicleDialog isOpen onOpenChange={onOpenChange} groups={[]} onSaved={onSaved} />);
    expect(screen.getByRole('heading', { name: 'Add Vehicle' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Vehicle Name' }), 'Blue Bus');
    await user.click(screen.getByRole('button', { name: /Vehicle Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Bus' }));
    await user.type(screen.getByRole('textbox', { name: 'Vehicle Identifier (IMEI)' }), 'IMEI-BLUE-BUS');
    await user.type(screen.getByRole('textbox', { name: 'SIM Phone Number' }), '9800000001');
    await user.type(screen.getByRole('textbox', { name: 'Contact Number' }), '9800000002');
    await user.type(screen.getByRole('textbox', { name: 'Speed Limit (km/h)' }), '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.vehicleAdded)).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const saved = (await client.devices.list()).find((device) => device.uniqueId === 'IMEI-BLUE-BUS');
    expect(saved).toMatchObject({ name: 'Blue Bus', category: 'bus' });
    expect(saved?.attributes.speedLimit).toBeCloseTo(80 / KMH_PER_KNOT, 5);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: saved?.id }));
  });

  it("shows 'Failed to add!' with the server's message for an identifier in use", async () => {
    const user = userEvent.setup({ delay: null });
    const existing = await newVehicle();
    renderWithFleet(<VehicleDialog isOpen onOpenChange={() => {}} groups={[]} />);
    await user.type(screen.getByRole('textbox', { name: 'Vehicle Name' }), 'Twin');
    await user.click(screen.getByRole('button', { name: /Vehicle Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Van' }));
    await user.type(screen.getByRole('textbox', { name: 'Vehicle Identifier (IMEI)' }), existing.uniqueId);
    await user.type(screen.getByRole('textbox', { name: 'SIM Phone Number' }), '98');
    await user.type(screen.getByRole('textbox', { name: 'Contact Number' }), '98');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.vehicleAddFailed)).toBeInTheDocument();
    expect(
      screen.getByText(`A device with identifier ${existing.uniqueId} already exists`),
    ).toBeInTheDocument();
  });

  it("updates a vehicle, its speed limit in km/h and odometer, with 'Vehicle updated!'", async () => {
    const user = userEvent.setup({ delay: null });
    const vehicle = await newVehicle({ attributes: { speedLimit: 50 / KMH_PER_KNOT } });
    const position = positionSchema.parse({
      id: 1,
      deviceId: vehicle.id,
      latitude: 27.7,
      longitude: 85.3,
      attributes: { totalDistance: 12_500 },
    });
    renderWithFleet(
      <VehicleDialog isOpen onOpenChange={() => {}} vehicle={vehicle} position={position} groups={[]} />,
    );
    expect(screen.getByRole('heading', { name: 'Edit Vehicle' })).toBeInTheDocument();
    const speed = screen.getByRole('textbox', { name: 'Speed Limit (km/h)' });
    expect(speed).toHaveValue('50');
    const odometer = screen.getByRole('textbox', { name: 'Odometer Reading (km)' });
    expect(odometer).toBeEnabled();
    expect(odometer).toHaveValue('12.5');
    await user.clear(speed);
    await user.type(speed, '60');
    await user.clear(odometer);
    await user.type(odometer, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.vehicleUpdated)).toBeInTheDocument();
    const saved = await client.devices.get(vehicle.id);
    expect(saved.attributes.speedLimit).toBeCloseTo(60 / KMH_PER_KNOT, 5);
  });

  it("sets and clears the vehicle's trust in its odometer for distance", async () => {
    const user = userEvent.setup({ delay: null });
    const vehicle = await newVehicle({});
    const { unmount } = renderWithFleet(
      <VehicleDialog isOpen onOpenChange={() => {}} vehicle={vehicle} position={null} groups={[]} />,
    );
    const trust = screen.getByRole('switch', { name: "Count distance from the vehicle's odometer" });
    expect(trust).not.toBeChecked();
    expect(trust).toHaveAccessibleDescription(/Readings that jump or reset are ignored/);
    await user.click(trust);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.vehicleUpdated)).toBeInTheDocument();
    const trusted = await client.devices.get(vehicle.id);
    expect(trusted.attributes['distance.useOdometer']).toBe(true);
    unmount();

    renderWithFleet(
      <VehicleDialog isOpen onOpenChange={() => {}} vehicle={trusted} position={null} groups={[]} />,
    );
    const again = screen.getByRole('switch', { name: "Count distance from the vehicle's odometer" });
    expect(again).toBeChecked();
    await user.click(again);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(
      async () =>
        expect((await client.devices.get(vehicle.id)).attributes['distance.useOdometer']).toBeUndefined(),
      { timeout: 15_000 },
    );
  });

  it("shows 'Failed to update!' with the server's message when the vehicle is gone", async () => {
    const user = userEvent.setup({ delay: null });
    const vehicle = await newVehicle();
    await client.vehicles.remove(vehicle.id);
    renderWithFleet(<VehicleDialog isOpen onOpenChange={() => {}} vehicle={vehicle} groups={[]} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.vehicleUpdateFailed)).toBeInTheDocument();
  });
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('ShareLinkDialog', { timeout: 60_000 }, () => {
  it('offers 24 hours, 3 days, 7 days and 30 days and makes a link valid for the chosen one', async () => {
    const user = userEvent.setup({ delay: null });
    const vehicle = await newVehicle();
    const copied: string[] = [];
    renderWithFleet(
      <ShareLinkDialog
        isOpen
        onOpenChange={() => {}}
        deviceId={vehicle.id}
        copyText={async (text) => {
          copied.push(text);
        }}
      />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '24 hours',
      '3 days',
      '7 days',
      '30 days',
    ]);
    expect(screen.getByRole('radio', { name: '24 hours' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Generate Link' }));
    const link = await screen.findByRole('textbox', { name: 'Share link' });
    expect(link).toHaveAttribute('readonly');
    const url = (link as HTMLInputElement).value;
    expect(url).toMatch(/\/short\/[\w-]+$/);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeInTheDocument();
    expect(copied).toEqual([url]);

    const { url: session } = await client.vehicles.resolveShort(url.split('/short/')[1] ?? '');
    const guest = await client.session.get(new URLSearchParams(session.split('?')[1]).get('token') ?? '');
    const days = (Date.parse(guest.expirationTime ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("shows 'Failed to generate link' with the server's message", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithFleet(<ShareLinkDialog isOpen onOpenChange={() => {}} deviceId={999_999} />);
    await user.click(screen.getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText(MESSAGES.shareFailed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).toBeNull();
  });
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('DriverInfoDialog', { timeout: 60_000 }, () => {
  it("shows 'No driver assigned yet' and then the linked driver, with 'View other Drivers'", async () => {
    const vehicle = await newVehicle();
    const { unmount } = renderWithFleet(
      <DriverInfoDialog isOpen onOpenChange={() => {}} deviceId={vehicle.id} />,
    );
    expect(await screen.findByText(MESSAGES.noDriverAssigned)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View other Drivers' })).toHaveAttribute(
      'href',
      '/dashboard/driver/all-driver',
    );
    unmount();
    const driver = await client.drivers.create({
      name: 'Ram Bahadur',
      uniqueId: 'DRV-1',
      attributes: { phone: '9841' },
    });
    await client.permissions.link({ deviceId: vehicle.id, driverId: driver.id });
    renderWithFleet(<DriverInfoDialog isOpen onOpenChange={() => {}} deviceId={vehicle.id} />);
    expect(await screen.findByText('Ram Bahadur')).toBeInTheDocument();
    expect(screen.getByText('9841')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noDriverAssigned)).toBeNull();
  });
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('ConnectDataDialog', { timeout: 60_000 }, () => {
  it("links a geofence and sets the mileage with 'Creating connection...' then 'Connection Created'", async () => {
    const user = userEvent.setup({ delay: null });
    const vehicle = await newVehicle();
    const geofence = await client.geofences.create({ name: 'Warehouse', area: 'CIRCLE (27.7 85.3, 200)' });
    const onOpenChange = vi.fn();
    renderWithFleet(<ConnectDataDialog isOpen onOpenChange={onOpenChange} deviceId={vehicle.id} />);
    const dialog = screen.getByRole('dialog', { name: 'Connect Data' });
    // Six lists load on open; a busy machine may need more than the default second.
    const geofences = await within(dialog).findByRole('button', { name: /Geofences/ }, { timeout: 20_000 });
    await user.type(screen.getByRole('textbox', { name: 'Mileage (km/L)' }), '14.5');
    await user.click(geofences);
    await user.click(await screen.findByRole('option', { name: 'Warehouse' }));
    // Escape in the list would clear the selection: close the popover with a click outside instead.
    await user.click(document.body);
    expect(await screen.findByRole('button', { name: 'Geofences: Warehouse' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(MESSAGES.connectionCreated)).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect((await client.geofences.list({ deviceId: vehicle.id })).map((g) => g.id)).toEqual([geofence.id]);
    expect((await client.devices.get(vehicle.id)).attributes.mileage).toBe(14.5);
  });

  it("does not send a mileage of '0' and reports 'Error occurred!' when a link fails", async () => {
    const user = userEvent.setup({ delay: null });
    const vehicle = await newVehicle();
    renderWithFleet(<ConnectDataDialog isOpen onOpenChange={() => {}} deviceId={vehicle.id} mileage="0" />);
    await screen.findByRole('button', { name: /Geofences/ }, { timeout: 20_000 });
    // The vehicle disappears while the dialog is open: saving its mileage then fails on the server.
    await client.vehicles.remove(vehicle.id);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    // Nothing to link and a mileage of '0' is not sent: nothing fails.
    expect(await screen.findByText(MESSAGES.connectionCreated)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Mileage (km/L)' }));
    await user.type(screen.getByRole('textbox', { name: 'Mileage (km/L)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(MESSAGES.connectionErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.connectionErrorBody)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGES.connectionCreating)).toBeNull());
  });
});
