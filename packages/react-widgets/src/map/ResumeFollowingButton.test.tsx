import { FleetMapController } from '@fleetkit/map';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResumeFollowingButton } from './ResumeFollowingButton';

// A real controller, not mounted (jsdom has no WebGL): the map's drag calls `pauseFollowing()`, which
// the browser test (e2e/follow.spec.ts) drives with a real drag.
let controller: FleetMapController;
afterEach(() => controller?.dispose());

function trackedController() {
  controller = new FleetMapController();
  controller.setMode('track_device');
  controller.setTrackedVehicle(7);
  return controller;
}

describe('ResumeFollowingButton', () => {
  it('shows while following a tracked vehicle is paused and resumes it when pressed', async () => {
    const user = userEvent.setup();
    const map = trackedController();
    render(<ResumeFollowingButton controller={map} />);
    expect(screen.queryByRole('button', { name: 'Resume following' })).toBeNull();
    expect(map.followingPaused).toBe(false);

    act(() => map.pauseFollowing());
    expect(map.followingPaused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Resume following' }));
    expect(map.followingPaused).toBe(false);
    expect(screen.queryByRole('button', { name: 'Resume following' })).toBeNull();
  });

  it('goes away when tracking stops or the map leaves track_device, and a new vehicle is followed at once', () => {
    const map = trackedController();
    render(<ResumeFollowingButton controller={map} />);
    act(() => map.pauseFollowing());
    expect(screen.getByRole('button', { name: 'Resume following' })).toBeVisible();

    act(() => map.setMode('view_devices'));
    expect(screen.queryByRole('button', { name: 'Resume following' })).toBeNull();
    act(() => map.setMode('track_device'));
    expect(screen.getByRole('button', { name: 'Resume following' })).toBeVisible();

    act(() => map.setTrackedVehicle(8));
    expect(map.followingPaused).toBe(false);
    expect(screen.queryByRole('button', { name: 'Resume following' })).toBeNull();

    act(() => map.pauseFollowing());
    act(() => map.setTrackedVehicle(null));
    expect(screen.queryByRole('button', { name: 'Resume following' })).toBeNull();
  });

  it('shows nothing without a controller or when nothing is tracked', () => {
    const { rerender } = render(<ResumeFollowingButton controller={null} />);
    expect(screen.queryByRole('button')).toBeNull();
    controller = new FleetMapController();
    controller.setMode('track_device');
    controller.pauseFollowing();
    rerender(<ResumeFollowingButton controller={controller} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
