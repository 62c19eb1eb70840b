import { describe, expect, it } from 'vitest';
import { sessionPermissions } from './sessionPermissions';

describe('sessionPermissions', () => {
  it('allows everything to an ordinary user', () => {
    expect(sessionPermissions({}, {})).toEqual({
      change: true,
      changeVehicles: true,
      addVehicles: true,
      sendCommands: true,
    });
  });

  it('allows nothing without a user, to a read-only user or to a guest', () => {
    const none = { change: false, changeVehicles: false, addVehicles: false, sendCommands: false };
    expect(sessionPermissions(null, {})).toEqual(none);
    expect(sessionPermissions({ readonly: true }, {})).toEqual(none);
    expect(sessionPermissions({}, { readonly: true })).toEqual(none);
    expect(sessionPermissions({ temporary: true, administrator: true }, {})).toEqual(none);
  });

  it('keeps vehicles as they are for a demo-like user: device read-only, no vehicles, no commands', () => {
    expect(sessionPermissions({ deviceReadonly: true, deviceLimit: 0, limitCommands: true }, {})).toEqual({
      change: true,
      changeVehicles: false,
      addVehicles: false,
      sendCommands: false,
    });
    expect(sessionPermissions({}, { deviceReadonly: true }).changeVehicles).toBe(false);
    expect(sessionPermissions({ deviceLimit: 0 }, {}).addVehicles).toBe(false);
    expect(sessionPermissions({ deviceLimit: 5 }, {}).addVehicles).toBe(true);
  });

  it('does not restrict an administrator by the device marks', () => {
    expect(
      sessionPermissions(
        { administrator: true, deviceReadonly: true, deviceLimit: 0 },
        { deviceReadonly: true },
      ),
    ).toMatchObject({ changeVehicles: true, addVehicles: true });
  });
});
