import {
  type Device,
  deviceSchema,
  LAZY_LIST_PAGE_SIZE,
  MESSAGES,
  type Position,
  positionSchema,
  VEHICLE_SEARCH_DEBOUNCE_MS,
} from '@fleetkit/sdk-core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../primitives/Toaster';
import { VehicleCard } from './VehicleCard';
import { VehicleList } from './VehicleList';

const NOW = new Date('2026-03-01T12:00:00Z');

function device(id: number, name: string, extra: Partial<Device> = {}): Device {
  return deviceSchema.parse({ id, name, uniqueId: `IMEI${id}`, status: 'online', ...extra });
}

function position(
  deviceId: number,
  attributes: Record<string, unknown>,
  extra: Partial<Position> = {},
): Position {
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

const moving = {
  ...device(1, 'Truck 1', { expirationTime: '2027-01-01T00:00:00Z' }),
  position: position(
    1,
    { motion: true, ignition: true, totalDistance: 12_345, sat: 9, rssi: 4 },
    { speed: 20, address: 'Ring Road, Kathmandu' },
  ),
};

describe('VehicleCard', () => {
  // Toasts live in one module-wide queue until dismissed; start each test without any.
  afterEach(() => {
    toast.dismiss();
  });

  it('shows the SPEC fields of a vehicle', () => {
    render(<VehicleCard vehicle={moving} now={NOW} />);
    const card = screen.getByRole('article', { name: 'Truck 1' });
    expect(within(card).getByRole('heading', { name: 'Truck 1' })).toBeInTheDocument();
    expect(within(card).getByText('Moving')).toHaveClass('fleet-badge--success');
    expect(within(card).getByText('Data received')).toBeInTheDocument();
    expect(within(card).getByText('2 min ago')).toBeInTheDocument();
    expect(within(card).getByText('Ring Road, Kathmandu')).toBeInTheDocument();
    const fact = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(fact('Total km')).toBe('12.35 km');
    expect(fact('Speed')).toBe('37 km/h');
    expect(fact('GPS satellites')).toBe('9');
    expect(fact('GSM signal')).toBe('4');
    expect(fact('Ignition')).toBe('On');
  });

  it('reads N/A where the tracker reports nothing', () => {
    render(<VehicleCard vehicle={device(2, 'Van', { status: 'offline' })} now={NOW} />);
    const card = screen.getByRole('article', { name: 'Van' });
    expect(within(card).getByText('Offline')).toHaveClass('fleet-badge--error');
    expect(within(card).getByText('Ignition').nextElementSibling).toHaveTextContent('N/A');
    expect(within(card).getByText('Speed').nextElementSibling).toHaveTextContent('N/A');
  });

  it('opens a vehicle on click and on View Details', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<VehicleCard vehicle={moving} now={NOW} onOpen={onOpen} />);
    await user.click(screen.getByText('Ring Road, Kathmandu'));
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('refuses to open an expired vehicle and says why', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onRenew = vi.fn();
    const expired = { ...moving, id: 5, name: 'Old bus', expirationTime: '2026-02-01T00:00:00Z' };
    render(
      <>
        <Toaster />
        <VehicleCard vehicle={expired} now={NOW} onOpen={onOpen} onRenew={onRenew} />
      </>,
    );
    expect(screen.getByText(MESSAGES.subscriptionExpired)).toHaveClass('fleet-badge--error');
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(await screen.findByText(MESSAGES.subscriptionExpiredInfo)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(onRenew).toHaveBeenCalledWith(5);
  });

  it("shows 'View Details' only when there is something to open, and then the card alone does nothing", async () => {
    const user = userEvent.setup();
    const expired = { ...moving, expirationTime: '2026-02-01T00:00:00Z' };
    render(
      <>
        <Toaster />
        <VehicleCard vehicle={expired} now={NOW} />
      </>,
    );
    const card = screen.getByRole('article', { name: 'Truck 1' });
    expect(within(card).queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument();
    expect(card).toHaveClass('fleet-vehicle-card--static');
    // Not even the expired-subscription toast: without onOpen the card is not a way in.
    const raised = () =>
      toast.getHistory().filter((t) => 'title' in t && t.title === MESSAGES.subscriptionExpiredInfo).length;
    const before = raised();
    await user.click(within(card).getByText('Ring Road, Kathmandu'));
    expect(raised()).toBe(before);
  });

  it("warns with 'Expires' within 15 days", () => {
    render(<VehicleCard vehicle={{ ...moving, expirationTime: '2026-03-10T00:00:00Z' }} now={NOW} />);
    expect(screen.getByText(MESSAGES.subscriptionExpiring)).toHaveClass('fleet-badge--warning');
  });

  it('action icons call their own handler without opening the vehicle; guests get Device Info instead', async () => {
    const user = userEvent.setup();
    const handlers = {
      onOpen: vi.fn(),
      onShare: vi.fn(),
      onDriverInfo: vi.fn(),
      onDocuments: vi.fn(),
      onConnectData: vi.fn(),
    };
    const { rerender } = render(<VehicleCard vehicle={moving} now={NOW} {...handlers} />);
    await user.click(screen.getByRole('button', { name: 'Share Device' }));
    await user.click(screen.getByRole('button', { name: 'Driver Info' }));
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    await user.click(screen.getByRole('button', { name: 'Connect Data' }));
    expect(handlers.onShare).toHaveBeenCalledWith(1);
    expect(handlers.onDriverInfo).toHaveBeenCalledWith(1);
    expect(handlers.onDocuments).toHaveBeenCalledWith(1);
    expect(handlers.onConnectData).toHaveBeenCalledWith(1);
    expect(handlers.onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Device Info' })).not.toBeInTheDocument();
    const onDeviceInfo = vi.fn();
    rerender(<VehicleCard vehicle={moving} now={NOW} guest {...handlers} onDeviceInfo={onDeviceInfo} />);
    for (const name of ['Share Device', 'Driver Info', 'Documents', 'Connect Data']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Device Info' }));
    expect(onDeviceInfo).toHaveBeenCalledWith(1);
    expect(handlers.onOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeInTheDocument();
  });
});

function fleet(count: number): (Device & { position: Position })[] {
  const kinds = [
    { motion: true, ignition: true },
    { motion: false, ignition: false },
    { motion: false, ignition: true },
  ];
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const offline = id % 4 === 0;
    return {
      ...device(id, `${id % 2 ? 'Truck' : 'Bus'} ${id}`, { status: offline ? 'offline' : 'online' }),
      position: position(id, kinds[id % 3] ?? {}),
    };
  });
}

describe('VehicleList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts vehicles per status chip and filters by chip', async () => {
    const user = userEvent.setup();
    const vehicles = fleet(8);
    render(<VehicleList vehicles={vehicles} now={NOW} />);
    const chips = screen.getByRole('radiogroup', { name: 'Status' });
    const chip = (name: RegExp) => within(chips).getByRole('radio', { name });
    // 4 and 8 are offline; of the others 3 and 6 move, 1 and 7 stand still, 2 and 5 idle.
    expect(chip(/^All/)).toHaveTextContent('All8');
    expect(chip(/^Offline/)).toHaveTextContent('Offline2');
    expect(chip(/^Moving/)).toHaveTextContent('Moving2');
    expect(chip(/^Idling/)).toHaveTextContent('Idling2');
    expect(chip(/^Stopped/)).toHaveTextContent('Stopped2');
    await user.click(chip(/^Offline/));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Bus 4',
      'Bus 8',
    ]);
  });

  it('searches names 150 ms after typing stops', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<VehicleList vehicles={fleet(6)} now={NOW} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'bus');
    act(() => vi.advanceTimersByTime(VEHICLE_SEARCH_DEBOUNCE_MS - 1));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Bus 2',
      'Bus 4',
      'Bus 6',
    ]);
  });

  it("says 'No results found.' when the search matches no vehicle, in both layouts", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { rerender } = render(<VehicleList vehicles={fleet(3)} now={NOW} />);
    expect(screen.queryByText(MESSAGES.noResults)).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'tractor');
    act(() => vi.advanceTimersByTime(VEHICLE_SEARCH_DEBOUNCE_MS));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.noResults);
    rerender(<VehicleList vehicles={fleet(3)} now={NOW} layout="table" />);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.noResults);
  });

  it('loads 10 more vehicles each time the end of the list comes into view', () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          observers.splice(observers.indexOf(this.entry), 1);
        }
      },
    );
    render(<VehicleList vehicles={fleet(25)} now={NOW} />);
    expect(screen.getAllByRole('article')).toHaveLength(LAZY_LIST_PAGE_SIZE);
    const reachEnd = () =>
      act(() => {
        for (const observer of [...observers]) {
          observer.callback(
            [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      });
    reachEnd();
    expect(screen.getAllByRole('article')).toHaveLength(2 * LAZY_LIST_PAGE_SIZE);
    reachEnd();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(observers).toHaveLength(0);
  });

  it('shows a table layout whose rows open vehicles', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<VehicleList vehicles={fleet(3)} now={NOW} layout="table" onOpen={onOpen} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Status', 'Data received', 'Speed', 'Total km', 'Ignition', 'Address']);
    await user.click(within(table).getByRole('button', { name: 'Bus 2' }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });
});
