import { describe, expect, it } from 'vitest';
import { firstChildPath, MENU } from './menu';
import { DEFAULT_TOP_BAR_TITLE, topBarFor } from './topBarFor';

describe('topBarFor', () => {
  it('titles a page after its menu item, or its sub-item when one matches', () => {
    expect(topBarFor('/dashboard/home').title).toBe('Dashboard');
    expect(topBarFor('/dashboard/alert').title).toBe('Alert');
    expect(topBarFor('/dashboard/maintenance/service-history').title).toBe('Service History');
    expect(topBarFor('/dashboard/vehicle/vehicle-groups').title).toBe('Vehicle Groups');
    expect(topBarFor('/dashboard/settings/account').title).toBe('Settings');
    expect(topBarFor('/dashboard/geofences/edit/4').title).toBe('Geofences');
  });

  it("says 'Support Tickets' on the ticket list and 'Ticket Chat' with a back button on a ticket", () => {
    expect(topBarFor('/dashboard/help-and-support/tickets')).toEqual({
      title: 'Support Tickets',
      back: false,
    });
    expect(topBarFor('/dashboard/help-and-support/tickets/81')).toEqual({ title: 'Ticket Chat', back: true });
  });

  it("says 'Track Vehicle' with a back button on a vehicle's page, and by default", () => {
    expect(topBarFor('/dashboard/vehicle/all-vehicles/7')).toEqual({
      title: DEFAULT_TOP_BAR_TITLE,
      back: true,
    });
    expect(topBarFor('/event/12')).toEqual({ title: 'Track Vehicle', back: false });
  });

  it('does not take a sibling path with a common prefix for a menu item', () => {
    expect(topBarFor('/dashboard/alerts-archive').title).toBe(DEFAULT_TOP_BAR_TITLE);
  });
});

describe('firstChildPath', () => {
  it("sends each parent to its first sub-item, in SPEC's menu order", () => {
    expect(firstChildPath('vehicle')).toBe('/dashboard/vehicle/all-vehicles');
    expect(firstChildPath('maintenance')).toBe('/dashboard/maintenance/service-schedule');
    expect(firstChildPath('driver')).toBe('/dashboard/driver/all-driver');
  });

  it('refuses an item without sub-items', () => {
    expect(() => firstChildPath('alert')).toThrow(/no sub-items/);
  });

  it("lists SPEC's sidebar items in order", () => {
    expect(MENU.map((item) => item.label)).toEqual([
      'Dashboard',
      'Vehicle',
      'Alert',
      'Geofences',
      'Report',
      'Document',
      'Maintenance',
      'Driver',
      'Subscription',
      'Installed Devices',
      'Help & Support',
      'Settings',
    ]);
  });
});
