import {
  createFleetClient,
  deviceSchema,
  type FleetEvent,
  FleetStore,
  MESSAGES,
  resolveUiFlags,
  TrackingStore,
  type UiFlags,
} from '@fleetkit/sdk-core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { Toaster } from '../primitives/Toaster';
import { EventToasts } from './EventToasts';
import { NotificationBell } from './NotificationBell';
import { NotificationDrawer } from './NotificationDrawer';

const NOW = new Date('2026-03-01T12:00:00Z');
// The widgets here only read the store; the client is never called.
const client = createFleetClient({ baseUrl: 'http://127.0.0.1:9' });

function event(id: number, type: string, minutesAgo: number, extra: Partial<FleetEvent> = {}): FleetEvent {
  return {
    id,
    type,
    deviceId: 1,
    eventTime: new Date(NOW.valueOf() - minutesAgo * 60_000).toISOString(),
    attributes: {},
    ...extra,
  } as FleetEvent;
}

function withFleet(store: FleetStore, ui: ReactNode, flags?: UiFlags) {
  return (
    <FleetProvider client={client} store={store} tracking={new TrackingStore()} flags={flags}>
      {ui}
    </FleetProvider>
  );
}

function Drawer({ onDeviceClick }: { onDeviceClick?: (id: number) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open drawer
      </button>
      <NotificationDrawer
        eventNames={{ geofence: (id) => (id === 5 ? 'Depot' : undefined) }}
        isOpen={open}
        onOpenChange={setOpen}
        now={NOW}
        {...(onDeviceClick ? { onDeviceClick } : {})}
      />
    </>
  );
}

/** A parent that opens and closes the drawer with its own control. */
function ToggledDrawer() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        toggle drawer
      </button>
      <NotificationDrawer isOpen={open} onOpenChange={setOpen} now={NOW} />
    </>
  );
}

function storeWithTruck() {
  const store = new FleetStore();
  store.setDevices([deviceSchema.parse({ id: 1, name: 'Truck 1', uniqueId: 'T1' })]);
  return store;
}

describe('NotificationDrawer', () => {
  it('shows the empty state', () => {
    render(withFleet(new FleetStore(), <Drawer />));
    const drawer = screen.getByRole('dialog', { name: MESSAGES.liveNotifications });
    expect(within(drawer).getByText(MESSAGES.noNotifications)).toBeInTheDocument();
    expect(within(drawer).getByText(MESSAGES.noNotificationsHint)).toBeInTheDocument();
    expect(within(drawer).getByText(/cleared when you close this panel or log out/)).toBeInTheDocument();
  });

  it('lists notifications newest first with their title, vehicle, details and relative time', async () => {
    const user = userEvent.setup();
    const onDeviceClick = vi.fn();
    const store = storeWithTruck();
    store.addEvents([
      event(1, 'ignitionOn', 30),
      event(2, 'geofenceEnter', 2, { geofenceId: 5 }),
      event(3, 'alarm', 10, { deviceId: 42, attributes: { alarm: 'overspeed' } }),
    ]);
    render(withFleet(store, <Drawer onDeviceClick={onDeviceClick} />));
    const list = screen.getByRole('list', { name: MESSAGES.liveNotifications });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Entered Geofence',
      'Alarm: Overspeed',
      'Ignition On',
    ]);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Depot')).toBeInTheDocument();
    expect(within(first).getByText('2 min ago')).toBeInTheDocument();
    expect(within(second).getByText(MESSAGES.unknownDevice)).toBeInTheDocument();
    expect(within(second).getByText('Overspeed reported by the tracker')).toBeInTheDocument();
    expect(within(third).getByText('The engine was switched on')).toBeInTheDocument();
    expect(within(third).getByText('30 min ago')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Truck 1' }));
    expect(onDeviceClick).toHaveBeenCalledWith(1);
  });

  it('dismisses one notification, clears all with Clear All, and clears all on close', async () => {
    const user = userEvent.setup();
    const store = storeWithTruck();
    store.addEvents([event(1, 'ignitionOn', 3), event(2, 'ignitionOff', 1)]);
    render(withFleet(store, <Drawer />));
    await user.click(screen.getByRole('button', { name: 'Dismiss Ignition Off' }));
    expect(store.notifications.items.value.map((item) => item.id)).toEqual([1]);
    expect(screen.queryByRole('listitem', { name: 'Ignition Off' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(store.notifications.count.value).toBe(0);
    expect(screen.getByText(MESSAGES.noNotifications)).toBeInTheDocument();

    act(() => store.addEvents([event(3, 'alarm', 1)]));
    expect(screen.getByRole('listitem', { name: 'Alarm' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.notifications.count.value).toBe(0);
  });
});

describe('NotificationDrawer closed by its parent', () => {
  it('clears every notification when the parent sets isOpen to false, and not while it stays closed', async () => {
    const user = userEvent.setup();
    const store = storeWithTruck();
    store.addEvents([event(1, 'ignitionOn', 3), event(2, 'alarm', 1)]);
    render(withFleet(store, <ToggledDrawer />));
    expect(screen.getByRole('listitem', { name: 'Alarm' })).toBeInTheDocument();
    // The drawer is modal: the parent's own control closes it, as a route change or logout would.
    act(() => {
      screen.getByRole('button', { name: 'toggle drawer', hidden: true }).click();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.notifications.count.value).toBe(0);

    // Events arriving while it is closed stay until the next close.
    act(() => store.addEvents([event(3, 'ignitionOff', 1)]));
    expect(store.notifications.count.value).toBe(1);
    await user.click(screen.getByRole('button', { name: 'toggle drawer' }));
    expect(screen.getByRole('listitem', { name: 'Ignition Off' })).toBeInTheDocument();
  });
});

describe('NotificationBell', () => {
  it("shows the count, capped at '99+'", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const store = new FleetStore();
    render(withFleet(store, <NotificationBell onPress={onPress} />));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() => store.addEvents(Array.from({ length: 7 }, (_, i) => event(i + 1, 'alarm', i))));
    expect(screen.getByRole('button', { name: 'Notifications (7)' })).toHaveTextContent('7');
    act(() => store.addEvents(Array.from({ length: 120 }, (_, i) => event(i + 100, 'alarm', i))));
    const bell = screen.getByRole('button', { name: 'Notifications (99+)' });
    expect(bell).toHaveTextContent('99+');
    await user.click(bell);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

describe('EventToasts', () => {
  // Toasts live in one module-wide queue until dismissed; start each test without any.
  afterEach(() => {
    toast.dismiss();
  });

  it('raises a bottom-right info toast with the title and details of each new event', async () => {
    const store = storeWithTruck();
    store.addEvents([event(1, 'ignitionOn', 5)]);
    render(
      withFleet(
        store,
        <>
          <Toaster />
          <EventToasts eventNames={{ geofence: (id) => (id === 5 ? 'Depot' : undefined) }} />
        </>,
      ),
    );
    act(() => store.addEvents([event(2, 'geofenceExit', 0, { geofenceId: 5 })]));
    const title = await screen.findByText('Left Geofence');
    expect(screen.getByText('Depot')).toBeInTheDocument();
    const toaster = title.closest('[data-x-position]');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(screen.queryByText('Ignition On')).not.toBeInTheDocument();
  });

  it('ignores events when the UI flags disable them', async () => {
    const store = storeWithTruck();
    const flags = resolveUiFlags({ attributes: { 'ui.disableEvents': true } }, null);
    expect(flags.disableEvents).toBe(true);
    render(
      withFleet(
        store,
        <>
          <Toaster />
          <EventToasts />
          <p>ready</p>
        </>,
        flags,
      ),
    );
    act(() => store.addEvents([event(2, 'geofenceExit', 0, { attributes: { message: 'Left Depot' } })]));
    await screen.findByText('ready');
    expect(screen.queryByText('Left Geofence')).not.toBeInTheDocument();
  });
});
