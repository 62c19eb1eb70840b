import { describe, expect, it } from 'vitest';
import { resolveUiFlags, UI_FLAG_KEYS, type UiFlagKey } from './resolveUiFlags';

const NONE = Object.fromEntries(UI_FLAG_KEYS.map((k) => [k, false]));
const ALL_ON = Object.fromEntries(UI_FLAG_KEYS.map((k) => [`ui.${k}`, true]));

describe('resolveUiFlags', () => {
  it('lists the eight flags of SPEC §6', () => {
    expect([...UI_FLAG_KEYS].sort()).toEqual(
      [
        'disableAttributes',
        'disableCalendars',
        'disableComputedAttributes',
        'disableDrivers',
        'disableEvents',
        'disableGroups',
        'disableMaintenance',
        'disableVehicleFeatures',
      ].sort(),
    );
  });

  it('never restricts an administrator, whatever the user or server attributes say', () => {
    expect(resolveUiFlags({ administrator: true, attributes: ALL_ON }, { attributes: ALL_ON })).toEqual(NONE);
    expect(
      resolveUiFlags(
        { administrator: true, attributes: ALL_ON },
        { forceSettings: true, attributes: ALL_ON },
      ),
    ).toEqual(NONE);
  });

  it('restricts nothing without a user', () => {
    expect(resolveUiFlags(null, { attributes: ALL_ON })).toEqual(NONE);
    expect(resolveUiFlags(undefined, undefined)).toEqual(NONE);
  });

  it('restricts nothing when no attribute is set', () => {
    expect(resolveUiFlags({ attributes: {} }, { attributes: {} })).toEqual(NONE);
    expect(resolveUiFlags({}, null)).toEqual(NONE);
  });

  it.each(UI_FLAG_KEYS)('reads %s from the ui. attribute of the user', (key) => {
    expect(resolveUiFlags({ attributes: { [`ui.${key}`]: true } }, {})[key]).toBe(true);
  });

  it.each(UI_FLAG_KEYS)('reads %s from the ui. attribute of the server', (key) => {
    expect(resolveUiFlags({ attributes: {} }, { attributes: { [`ui.${key}`]: 'true' } })[key]).toBe(true);
  });

  // user value, server value, forceSettings -> result
  it.each<[boolean | string | undefined, boolean | string | undefined, boolean, boolean]>([
    [undefined, undefined, false, false],
    [undefined, true, false, true],
    [undefined, false, false, false],
    [true, undefined, false, true],
    [false, undefined, false, false],
    [true, false, false, true],
    [false, true, false, false],
    ['false', 'true', false, false],
    ['true', 'false', false, true],
    [undefined, undefined, true, false],
    [undefined, true, true, true],
    [true, undefined, true, true],
    [true, false, true, false],
    [false, true, true, true],
    ['true', 'false', true, false],
    ['false', 'true', true, true],
  ])('user %j, server %j, forceSettings %s gives %s', (fromUser, fromServer, forceSettings, expected) => {
    const user = { attributes: fromUser === undefined ? {} : { 'ui.disableGroups': fromUser } };
    const server = {
      forceSettings,
      attributes: fromServer === undefined ? {} : { 'ui.disableGroups': fromServer },
    };
    expect(resolveUiFlags(user, server).disableGroups).toBe(expected);
  });

  it('disables drivers and maintenance along with vehicle features', () => {
    const flags = resolveUiFlags({ attributes: { 'ui.disableVehicleFeatures': 'true' } }, {});
    expect(flags).toEqual({
      ...NONE,
      disableVehicleFeatures: true,
      disableDrivers: true,
      disableMaintenance: true,
    });
  });

  it('keeps drivers and maintenance disabled by vehicle features even when the user turns them on', () => {
    const flags = resolveUiFlags(
      { attributes: { 'ui.disableDrivers': false, 'ui.disableMaintenance': 'false' } },
      { forceSettings: true, attributes: { 'ui.disableVehicleFeatures': true } },
    );
    expect(flags.disableDrivers).toBe(true);
    expect(flags.disableMaintenance).toBe(true);
  });

  it('resolves each flag on its own', () => {
    const flags = resolveUiFlags(
      { attributes: { 'ui.disableEvents': true, 'ui.disableCalendars': 'false' } },
      { attributes: { 'ui.disableCalendars': true, 'ui.disableAttributes': 'true' } },
    );
    const on = (Object.keys(flags) as UiFlagKey[]).filter((k) => flags[k]);
    expect(on.sort()).toEqual(['disableAttributes', 'disableEvents']);
  });
});
