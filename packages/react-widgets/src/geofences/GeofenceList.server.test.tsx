import { FleetStore, MESSAGES, TrackingStore } from '@fleetkit/sdk-core';
import { startTestServer, type TestServer } from '@fleetkit/test-server';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { Toaster } from '../primitives/Toaster';
import { GeofenceList } from './GeofenceList';

// Deleting talks to the real reference server (in-memory database, free port).
let server: TestServer;
let client: Awaited<ReturnType<TestServer['signIn']>>['client'];

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ email: 'owner@example.com' });
  client = (await server.signIn('owner@example.com')).client;
}, 120_000);
afterAll(async () => server?.close());

function renderList(ui: React.ReactNode) {
  return render(
    <FleetProvider client={client} store={new FleetStore()} tracking={new TrackingStore()}>
      {ui}
      <Toaster />
    </FleetProvider>,
  );
}

// Toasts live until dismissed (SPEC §8) in one global list: each test starts without them.
afterEach(() => {
  toast.dismiss();
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('GeofenceList against the server', { timeout: 60_000 }, () => {
  it("loads the user's geofences and deletes one after 'Remove Geofence', with the toasts", async () => {
    const user = userEvent.setup({ delay: null });
    await client.geofences.create({ name: 'Depot', area: 'CIRCLE (27.7 85.3, 300)' });
    const farm = await client.geofences.create({
      name: 'Farm',
      area: 'POLYGON ((27.7 85.3, 27.8 85.3, 27.8 85.4, 27.7 85.3))',
    });
    renderList(<GeofenceList />);
    await user.click(await screen.findByRole('button', { name: /Farm/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: MESSAGES.removeGeofence });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.geofenceDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Farm/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Depot/ })).toBeInTheDocument();
    const left = await client.geofences.list();
    expect(left.map((geofence) => geofence.name)).toEqual(['Depot']);
    expect(left.some((geofence) => geofence.id === farm.id)).toBe(false);
  });

  it("shows 'Failed to delete geofence' with the server's message when the delete fails", async () => {
    const user = userEvent.setup({ delay: null });
    const missing = { id: 987654, name: 'Gone', description: null, area: 'CIRCLE (1 1, 10)', attributes: {} };
    renderList(<GeofenceList geofences={[missing]} />);
    await user.click(screen.getByRole('button', { name: /Gone/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: MESSAGES.removeGeofence });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.geofenceDeleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Gone/ })).toBeInTheDocument();
  });
});
