import {
  createFleetClient,
  deviceSchema,
  FleetStore,
  type Geofence,
  MESSAGES,
  positionSchema,
  TrackingStore,
} from '@fleetkit/sdk-core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { GeofenceList } from './GeofenceList';
import { GeofenceTable } from './GeofenceTable';

const circle = (id: number, name: string): Geofence => ({
  id,
  name,
  description: null,
  area: 'CIRCLE (27.7 85.3, 500)',
  calendarId: 0,
  attributes: {},
});
const polygon = (id: number, name: string): Geofence => ({
  id,
  name,
  description: null,
  area: 'POLYGON ((27.7 85.3, 27.8 85.3, 27.8 85.4, 27.7 85.3))',
  calendarId: 0,
  attributes: {},
});

function renderWithFleet(ui: ReactNode, store = new FleetStore()) {
  const client = createFleetClient({ baseUrl: 'http://127.0.0.1:9' });
  return render(
    <FleetProvider client={client} store={store} tracking={new TrackingStore()}>
      {ui}
    </FleetProvider>,
  );
}

const manyGeofences = Array.from({ length: 23 }, (_, index) =>
  index % 2 ? polygon(index + 1, `Zone ${index + 1}`) : circle(index + 1, `Zone ${index + 1}`),
);

afterEach(() => vi.useRealTimers());

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('GeofenceTable', { timeout: 60_000 }, () => {
  it('shows 10 rows per page with Previous/Next and Page X of Y', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithFleet(<GeofenceTable geofences={manyGeofences} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Category', 'Vehicles Inside', 'Actions']);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('cell', { name: 'Zone 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Circle' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('cell', { name: 'Custom Shape' }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Zone 11' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('filters by shape and by name after the 400 ms search debounce, back on page 1', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithFleet(<GeofenceTable geofences={manyGeofences} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Circle' }));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.queryAllByRole('cell', { name: 'Custom Shape' })).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.queryAllByRole('cell', { name: 'Circle' })).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'All Shapes' }));

    vi.useFakeTimers();
    // user-event waits on timers between keys, so the text goes in as one change under fake timers.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zone 2' } });
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstElementChild?.textContent);
    expect(names).toEqual(['Zone 2', 'Zone 20', 'Zone 21', 'Zone 22', 'Zone 23']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("lists the first two vehicles inside, then '+N vehicles' opening a popover with all", async () => {
    const user = userEvent.setup({ delay: null });
    const store = new FleetStore();
    const names = ['Bus 1', 'Truck 2', 'Van 3', 'Car 4', 'Jeep 5'];
    store.setDevices(
      names.map((name, index) => deviceSchema.parse({ id: index + 1, name, uniqueId: `u${index}` })),
    );
    store.setPositions(
      names.map((_, index) =>
        positionSchema.parse({
          id: 100 + index,
          deviceId: index + 1,
          latitude: 27.7,
          longitude: 85.3,
          geofenceIds: [1],
        }),
      ),
    );
    renderWithFleet(<GeofenceTable geofences={[circle(1, 'Depot'), circle(2, 'Yard')]} />, store);
    const depotRow = screen.getByRole('row', { name: /Depot/ });
    expect(within(depotRow).getByText('Bus 1, Truck 2')).toBeInTheDocument();
    const yardRow = screen.getByRole('row', { name: /Yard/ });
    expect(within(yardRow).queryByRole('button', { name: /vehicles/ })).toBeNull();
    const more = within(depotRow).getByRole('button', { name: '+3 vehicles' });
    await user.click(more);
    const popover = await screen.findByRole('dialog', { name: 'Vehicles Inside' });
    expect(
      within(popover)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(names);
  });

  it("shows 'No Geofence Created yet!' with Add Geofence linking to the add page", () => {
    renderWithFleet(<GeofenceTable geofences={[]} />);
    expect(screen.getByText(MESSAGES.noGeofence)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Geofence' })).toHaveAttribute(
      'href',
      '/dashboard/geofences/add',
    );
  });

  it('offers no Add Geofence, Edit Geofence or Delete to a read-only session', () => {
    const { unmount } = renderWithFleet(<GeofenceTable geofences={[circle(1, 'Depot')]} readOnly />);
    expect(screen.getByRole('cell', { name: 'Depot' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Geofence' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Geofence' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    unmount();
    renderWithFleet(<GeofenceTable geofences={[]} readOnly />);
    expect(screen.getByText(MESSAGES.noGeofence)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Geofence' })).toBeNull();
  });

  it("hides the info banner with 'Got it!'", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithFleet(<GeofenceTable geofences={[]} />);
    expect(screen.getByRole('note')).toHaveTextContent("'Link' in All Vehicles or Vehicle List");
    await user.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(screen.queryByRole('note')).toBeNull();
  });
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('GeofenceList', { timeout: 60_000 }, () => {
  it('offers Edit Geofence and Delete on the selected card only', async () => {
    const user = userEvent.setup({ delay: null });
    const onEdit = vi.fn();
    renderWithFleet(<GeofenceList geofences={[circle(1, 'Depot'), polygon(2, 'Farm')]} onEdit={onEdit} />);
    expect(screen.queryByRole('button', { name: 'Edit Geofence' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Farm/ }));
    expect(screen.getAllByRole('button', { name: 'Edit Geofence' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit Geofence' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Geofence' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
