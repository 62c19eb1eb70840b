import { describe, expect, it } from 'vitest';
import { isReadonlySession } from './isReadonlySession';

describe('isReadonlySession', () => {
  // user.readonly, server.readonly, user.temporary -> read-only
  it.each<[boolean, boolean, boolean, boolean]>([
    [false, false, false, false],
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    [false, false, true, true],
    [true, false, true, true],
    [false, true, true, true],
    [true, true, true, true],
  ])(
    'user readonly %s, server readonly %s, temporary %s gives %s',
    (readonly, serverReadonly, temporary, expected) => {
      expect(isReadonlySession({ readonly, temporary }, { readonly: serverReadonly })).toBe(expected);
    },
  );

  it('does not let the read-only marks restrict an administrator', () => {
    expect(isReadonlySession({ administrator: true, readonly: true }, { readonly: true })).toBe(false);
  });

  it('keeps a temporary session read-only even for an administrator', () => {
    expect(isReadonlySession({ administrator: true, temporary: true }, {})).toBe(true);
  });

  it('is not read-only without a user or server marks', () => {
    expect(isReadonlySession(null, null)).toBe(false);
    expect(isReadonlySession({}, undefined)).toBe(false);
  });
});
