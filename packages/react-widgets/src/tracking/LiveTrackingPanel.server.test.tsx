import { connect, type Socket } from 'node:net';
import {
  CACHE_FRESH_MS,
  createFleetClient,
  type FleetClient,
  FleetStore,
  formatDistance,
  formatSpeed,
  LiveSocket,
  overviewRange,
  TrackingStore,
} from '@fleetkit/sdk-core';
import { startTestServer, type TestServer } from '@fleetkit/test-server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { LiveTrackingPanel } from './LiveTrackingPanel';

// The panel reads reports and sends engine commands: it runs against the real reference server, with
// a GT06 tracker on a real TCP connection answering the command.
const IMEI = '353419036066061';
const hex = (s: string) => Buffer.from(s, 'hex');
const LOGIN = '78780d0103534190360660610003c3df0d0a';
const LOCATION = '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a';
const REPLY =
  '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a';

/** A GT06 tracker on a TCP socket that collects what the server writes. */
class Tracker {
  readonly socket: Socket;
  received = Buffer.alloc(0);
  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
  }
  ready() {
    return new Promise<void>((resolve) => this.socket.once('connect', () => resolve()));
  }
  /** Waits, within the project's poll deadline, until what the tracker received satisfies `predicate`. */
  async until(what: string, predicate: (received: Buffer) => boolean): Promise<Buffer> {
    await expect.poll(() => predicate(this.received), { message: `the tracker received ${what}` }).toBe(true);
    return this.received;
  }
  send(frame: string) {
    this.socket.write(hex(frame));
  }
}

// How long to wait for the server's answers to reach the screen on a busy machine.
const SERVER_WAIT = { timeout: 20_000 };

let server: TestServer;
let client: FleetClient;
let gt06Port: number;
let osmandPort: number;

beforeAll(async () => {
  server = await startTestServer({}, { devices: ['gt06', 'osmand'] });
  gt06Port = server.port('gt06');
  osmandPort = server.port('osmand');
  await server.createUser({ email: 'owner@example.com' });
  await server.createUser({ email: 'limited@example.com', limitCommands: true });
  client = (await server.signIn('owner@example.com')).client;
}, 120_000);
afterAll(async () => server?.close());

function renderPanel(ui: ReactNode, store: FleetStore, fleetClient = client, guest = false) {
  return render(
    <FleetProvider client={fleetClient} store={store} tracking={new TrackingStore()} guest={guest}>
      {ui}
    </FleetProvider>,
  );
}

async function loadStore(fleetClient: FleetClient, store: FleetStore, deviceId: number) {
  store.setDevices([await fleetClient.devices.get(deviceId)]);
  store.setPositions(await fleetClient.positions.list({ deviceId }));
}

describe('LiveTrackingPanel', () => {
  it('shows the vehicle, its tiles and the last hour and today from the server reports', async () => {
    const vehicle = await client.devices.create({ name: 'Panel truck', uniqueId: 'panel-1' });
    const start = Math.floor(Date.now() / 1000) - 20 * 60;
    // Ten minutes of driving east with the ignition on, one fix a minute, then standing still.
    for (let minute = 0; minute <= 12; minute += 1) {
      const moving = minute < 10;
      const lon = 85.3 + Math.min(minute, 10) * 0.008;
      const query = `id=panel-1&lat=27.7&lon=${lon}&timestamp=${start + minute * 60}&speed=${moving ? 25 : 0}&ignition=${moving}`;
      const response = await fetch(`http://127.0.0.1:${osmandPort}/?${query}`);
      expect(response.status).toBe(200);
    }
    const store = new FleetStore();
    await loadStore(client, store, vehicle.id);
    const now = new Date();
    renderPanel(<LiveTrackingPanel vehicleId={vehicle.id} now={now} />, store);

    const panel = screen.getByRole('region', { name: 'Live Tracking' });
    expect(within(panel).getByRole('heading', { name: 'Panel truck' })).toBeInTheDocument();
    expect(within(panel).getByText('Stopped')).toBeInTheDocument();
    expect(within(panel).getByText('Ignition').nextElementSibling).toHaveTextContent('Off');
    expect(within(panel).getByText('Speed').nextElementSibling).toHaveTextContent('0 km/h');

    const hour = within(panel).getByRole('region', { name: 'Last hour' });
    await waitFor(() => expect(hour).toHaveAttribute('aria-busy', 'false'), SERVER_WAIT);
    const [summary] = await client.reports.summary({
      ...overviewRange('lastHour', now),
      deviceIds: [vehicle.id],
    });
    expect(summary?.distance).toBeGreaterThan(5000);
    const figure = (block: HTMLElement, label: string) => within(block).getByText(label).nextElementSibling;
    expect(figure(hour, 'Distance')).toHaveTextContent(formatDistance(summary?.distance));
    expect(figure(hour, 'Average Speed')).toHaveTextContent(formatSpeed(summary?.averageSpeed));
    expect(figure(hour, 'Travel time')).not.toHaveTextContent('N/A');
    expect(figure(hour, 'Stopped Time')).not.toHaveTextContent('N/A');
    const today = within(panel).getByRole('region', { name: 'Today' });
    await waitFor(() => expect(today).toHaveAttribute('aria-busy', 'false'), SERVER_WAIT);
    const [daily] = await client.reports.summary({ ...overviewRange('today', now), deviceIds: [vehicle.id] });
    // Shortly after midnight the drive is yesterday's: no summary row today reads as no distance.
    expect(figure(today, 'Distance')).toHaveTextContent(formatDistance(daily?.distance ?? 0));
    expect(within(panel).getByText('Fuel Spent').nextElementSibling).toHaveTextContent(/L$/);
  }, 60_000);

  it('locks the engine through the server and shows the tracker answer as it arrives', async () => {
    const user = userEvent.setup();
    const vehicle = await client.devices.create({ name: 'GT06 truck', uniqueId: IMEI });
    const token = await client.session.createToken(new Date(Date.now() + 3_600_000));
    const store = new FleetStore();
    const live = new LiveSocket({
      url: `${server.url.replace('http', 'ws')}/api/socket?token=${token}`,
      isSignedIn: () => true,
      store,
    });
    const opened = new Promise<void>((resolve) => live.on('status', (s) => s === 'open' && resolve()));
    live.connect();
    await opened;
    const tracker = new Tracker(gt06Port);
    await tracker.ready();
    tracker.send(LOGIN);
    await tracker.until('the login acknowledgement', (b) => b.length >= 10);
    tracker.send(LOCATION);
    await tracker.until('the location acknowledgement', (b) => b.length >= 20);
    await loadStore(client, store, vehicle.id);

    renderPanel(<LiveTrackingPanel vehicleId={vehicle.id} />, store);
    await user.click(screen.getByRole('button', { name: 'Engine Action' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Engine Action' });
    const speed = store.positions.value.get(vehicle.id)?.speed;
    expect(within(dialog).getByText(/Current speed/)).toHaveTextContent(
      `Current speed: ${formatSpeed(speed)}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unlock Engine' })).toBeInTheDocument();

    const before = tracker.received.length;
    await user.click(within(dialog).getByRole('button', { name: 'Lock Engine' }));
    const frames = await tracker.until('the lock command', (b) => b.length > before);
    expect(frames.subarray(before).toString('latin1')).toContain('Relay,1#');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/sent/), SERVER_WAIT);
    tracker.send(REPLY);
    await waitFor(
      () =>
        expect(within(dialog).getByRole('status')).toHaveTextContent(
          'Vehicle answered: Cut off the fuel supply: Success!',
        ),
      SERVER_WAIT,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    live.dispose();
    tracker.socket.destroy();
  }, 60_000);

  it("shows the server's refusal when the session may not send commands", async () => {
    const user = userEvent.setup();
    const limited = (await server.signIn('limited@example.com')).client;
    const vehicle = await limited.devices.create({ name: 'Limited van', uniqueId: 'limited-1' });
    const refusal = await limited.commands.engine(vehicle.id, 'unlock').then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refusal).toBeTruthy();
    const store = new FleetStore();
    await loadStore(limited, store, vehicle.id);
    renderPanel(<LiveTrackingPanel vehicleId={vehicle.id} />, store, limited);
    await user.click(screen.getByRole('button', { name: 'Engine Action' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Engine Action' });
    expect(within(dialog).getByText('Current speed:')).toHaveTextContent('Current speed: N/A');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock Engine' }));
    expect(await within(dialog).findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent(refusal ?? '');
  }, 60_000);

  it('reads the overview again once cached reads go stale (5 minutes)', async () => {
    const { cookie } = await server.signIn('owner@example.com');
    const summaryCalls: string[] = [];
    // The real fetch, counted at the client boundary.
    const counting = createFleetClient({
      baseUrl: server.url,
      headers: { Cookie: cookie },
      fetch: (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/api/reports/summary')) summaryCalls.push(url);
        return fetch(input, init);
      },
    });
    const vehicle = await counting.devices.create({ name: 'Refresh van', uniqueId: 'refresh-1' });
    const store = new FleetStore();
    await loadStore(counting, store, vehicle.id);
    // Only the panel's interval is faked: the in-process server keeps the real clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderPanel(<LiveTrackingPanel vehicleId={vehicle.id} />, store, counting);
      // Polled with expect.poll, which keeps the real timers: testing-library's waitFor polls with the
      // faked setInterval, and vi.waitFor would move the faked clock on.
      await expect.poll(() => summaryCalls, { message: 'the first two summary reads' }).toHaveLength(2);
      await expect
        .poll(() => screen.getByRole('region', { name: 'Last hour' }).getAttribute('aria-busy'), {
          message: 'the last hour figures shown',
        })
        .toBe('false');
      act(() => vi.advanceTimersByTime(CACHE_FRESH_MS - 1));
      expect(summaryCalls).toHaveLength(2);
      act(() => vi.advanceTimersByTime(1));
      // The figures stay on screen while they are read again.
      expect(screen.getByRole('region', { name: 'Last hour' })).toHaveAttribute('aria-busy', 'false');
      await expect.poll(() => summaryCalls, { message: 'the figures read again once stale' }).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('offers no Engine Action to guests', async () => {
    const vehicle = await client.devices.create({ name: 'Shared car', uniqueId: 'shared-1' });
    const store = new FleetStore();
    await loadStore(client, store, vehicle.id);
    renderPanel(<LiveTrackingPanel vehicleId={vehicle.id} />, store, client, true);
    expect(screen.getByRole('heading', { name: 'Shared car' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Engine Action' })).not.toBeInTheDocument();
  });
});
