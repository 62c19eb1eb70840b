import {
  buildTrack,
  type FleetClient,
  FleetStore,
  filterStops,
  formatDistance,
  formatDuration,
  TrackingStore,
} from '@fleetkit/sdk-core';
import { DriveScript, events, positions, startTestServer, type TestServer } from '@fleetkit/test-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { Toaster } from '../primitives/Toaster';
import type { HistoryTrack } from './HistoryPanel';
import { HistoryPanel } from './HistoryPanel';

// The panel reads the real server's reports, computed from positions stored for one scripted day.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let server: TestServer;
let client: FleetClient;
let truckId: number;
const DAY = { from: new Date('2026-03-10T00:00:00'), to: new Date('2026-03-10T23:59:59.999') };

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ email: 'owner@example.com' });
  client = (await server.signIn('owner@example.com')).client;
  truckId = (await client.devices.create({ name: 'Truck', uniqueId: 'HIST-1' })).id;
  const drive = new DriveScript({
    deviceId: truckId,
    start: new Date('2026-03-10T00:00:00'),
    intervalMs: 30_000,
  })
    .park(8 * HOUR, { address: 'Home yard' })
    .drive(10_000, 30 * MINUTE)
    .park(2 * HOUR, { address: 'Depot' })
    .drive(5000, 12 * MINUTE)
    .park(20 * MINUTE, { address: 'Market' })
    .drive(3000, 6 * MINUTE)
    .park(2 * HOUR);
  await server.server.ctx.db.insert(positions).values(drive.positions());
  await server.server.ctx.db.insert(events).values([
    { type: 'ignitionOn', deviceId: truckId, eventTime: new Date('2026-03-10T08:00:00') },
    { type: 'ignitionOff', deviceId: truckId, eventTime: new Date('2026-03-10T08:30:00') },
  ]);
}, 120_000);
afterAll(async () => server?.close(), 60_000);

async function chooseDay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Custom' }));
  for (const name of ['From (AD)', 'To (AD)']) {
    await user.clear(screen.getByRole('textbox', { name }));
    await user.type(screen.getByRole('textbox', { name }), '2026-03-10');
  }
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

// Toasts live until dismissed (SPEC §8) in one global list: each test starts without them.
afterEach(() => {
  toast.dismiss();
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('HistoryPanel against the server', { timeout: 90_000 }, () => {
  it("shows the day's summary tiles, trips, stops and events and hands the track to the map", async () => {
    const user = userEvent.setup({ delay: null });
    const query = { ...DAY, deviceIds: [truckId] };
    const [trips, stops, [summary], route] = await Promise.all([
      client.reports.trips(query),
      client.reports.stops(query),
      client.reports.summary(query),
      client.reports.route(query),
    ]);
    expect(trips).toHaveLength(3);
    const onTrackChange = vi.fn<(history: HistoryTrack) => void>();
    render(
      <FleetProvider client={client} store={new FleetStore()} tracking={new TrackingStore()}>
        <HistoryPanel deviceId={truckId} onTrackChange={onTrackChange} showSpeedChart={false} />
        <Toaster events={false} />
      </FleetProvider>,
    );
    const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    // Today (the default preset) has nothing; the scripted day has the trips.
    expect(await screen.findByText('Routes fetched!', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(tile('Travel time')).toBe(formatDuration(0));
    await chooseDay(user);
    const travel = formatDuration(trips.reduce((sum, trip) => sum + trip.duration, 0));
    await waitFor(() => expect(tile('Travel time')).toBe(travel), { timeout: 30_000 });
    expect(tile('Distance')).toBe(formatDistance(summary?.distance));
    expect(tile('Stopped Time')).toBe(formatDuration(stops.reduce((sum, stop) => sum + stop.duration, 0)));

    const history = onTrackChange.mock.lastCall?.[0];
    expect(history?.positions).toHaveLength(route.length);
    expect(history?.track).toEqual(buildTrack(route));
    expect(history?.engine.track.value).toEqual(buildTrack(route));

    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(trips.length + stops.length + 2);
    await user.click(screen.getByRole('tab', { name: 'Movements' }));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(trips.length);
    await user.click(screen.getByRole('tab', { name: 'Alerts' }));
    expect(within(panel()).getAllByText(/^Ignition (On|Off)$/)).toHaveLength(2);
    expect(within(panel()).getAllByText(/^The engine was switched (on|off)$/)).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Stoppage' }));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(stops.length);

    await user.click(screen.getByRole('button', { name: /Stops filter$/ }));
    await user.click(await screen.findByRole('option', { name: '60 min' }));
    const longStops = filterStops(stops, 60);
    expect(longStops.length).toBeLessThan(stops.length);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(longStops.length);
  });
});
