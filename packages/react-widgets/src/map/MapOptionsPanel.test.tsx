import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MapOptionsPanel, type MapOptionValues } from './MapOptionsPanel';

const value: MapOptionValues = {
  mapType: 'simple',
  vehicleNumber: true,
  traffic: false,
  geofence: true,
  criticalPoints: false,
  stoppedPoints: false,
  geofencePoints: false,
};

describe('MapOptionsPanel', () => {
  it("opens 'More Options' with the styles and every toggle", async () => {
    render(<MapOptionsPanel value={value} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'More Options' }));
    for (const name of ['Simple', 'Satellite', 'Terrain', 'Classic']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    for (const name of [
      'Show vehicle Number',
      'Traffic',
      'Geofence',
      'Critical Points',
      'Stopped Points',
      'Geofence Enter/Exit',
    ]) {
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Simple' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show vehicle Number' })).toBeChecked();
  });

  it('hides Critical Points, Stopped Points and Geofence Enter/Exit in guest view', async () => {
    render(<MapOptionsPanel value={value} onChange={() => {}} guest defaultOpen />);
    expect(screen.getByRole('switch', { name: 'Geofence' })).toBeInTheDocument();
    for (const name of ['Critical Points', 'Stopped Points', 'Geofence Enter/Exit']) {
      expect(screen.queryByRole('switch', { name })).toBeNull();
    }
  });

  it('reports the style and toggle the user changes', async () => {
    const onChange = vi.fn();
    render(<MapOptionsPanel value={value} onChange={onChange} defaultOpen />);
    await userEvent.click(screen.getByRole('radio', { name: 'Satellite' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Stopped Points' }));
    expect(onChange.mock.calls).toEqual([[{ mapType: 'satellite' }], [{ stoppedPoints: true }]]);
  });

  it('keeps Traffic off when the server has no traffic overlay', () => {
    render(<MapOptionsPanel value={value} onChange={() => {}} defaultOpen trafficAvailable={false} />);
    expect(screen.getByRole('switch', { name: 'Traffic' })).toBeDisabled();
  });
});

describe('MapOptionsPanel: traffic reason and the recent trail', () => {
  it('says why Traffic cannot be turned on when no traffic source is configured', () => {
    render(<MapOptionsPanel value={value} onChange={() => {}} defaultOpen trafficAvailable={false} />);
    const traffic = screen.getByRole('switch', { name: 'Traffic' });
    expect(traffic).toHaveAccessibleDescription(
      'Traffic is not available: no traffic source is configured on the server',
    );
  });

  it("offers 'Recent trail' on the tracking map only, off by default", async () => {
    const onChange = vi.fn();
    const { unmount } = render(<MapOptionsPanel value={value} onChange={onChange} defaultOpen />);
    expect(screen.queryByRole('switch', { name: 'Recent trail' })).toBeNull();
    unmount();
    render(<MapOptionsPanel value={value} onChange={onChange} defaultOpen showLiveRoute />);
    const trail = screen.getByRole('switch', { name: 'Recent trail' });
    expect(trail).not.toBeChecked();
    await userEvent.click(trail);
    expect(onChange).toHaveBeenCalledWith({ liveRoute: true });
  });
});
