import { describe, expect, it } from 'vitest';
import { canSendCommands } from './canSendCommands';

describe('canSendCommands', () => {
  // readonly, temporary, user limitCommands, server limitCommands -> may send
  it.each<[boolean, boolean, boolean, boolean, boolean]>([
    [false, false, false, false, true],
    [true, false, false, false, false],
    [false, true, false, false, false],
    [false, false, true, false, false],
    [false, false, false, true, false],
    [true, true, true, true, false],
  ])(
    'readonly %s, temporary %s, limitCommands %s, server limitCommands %s gives %s',
    (readonly, temporary, limitCommands, serverLimit, expected) => {
      expect(canSendCommands({ readonly, temporary, limitCommands }, { limitCommands: serverLimit })).toBe(
        expected,
      );
    },
  );

  it('refuses when the server is read-only', () => {
    expect(canSendCommands({}, { readonly: true })).toBe(false);
  });

  it('lets an administrator send despite command limits and read-only marks', () => {
    expect(
      canSendCommands(
        { administrator: true, limitCommands: true, readonly: true },
        { limitCommands: true, readonly: true },
      ),
    ).toBe(true);
  });

  it('refuses a temporary administrator session', () => {
    expect(canSendCommands({ administrator: true, temporary: true }, {})).toBe(false);
  });

  it('refuses without a user', () => {
    expect(canSendCommands(null, {})).toBe(false);
  });
});
