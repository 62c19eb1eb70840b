import { describe, expect, it } from 'vitest';
import { positionTime } from './positionTime';

describe('positionTime', () => {
  it('reads the fix time first, then the device time, then the server time', () => {
    expect(
      positionTime({
        fixTime: '2024-05-01T10:00:00Z',
        deviceTime: '2024-05-01T11:00:00Z',
        serverTime: '2024-05-01T12:00:00Z',
      }),
    ).toBe(Date.UTC(2024, 4, 1, 10));
    expect(positionTime({ fixTime: null, deviceTime: '2024-05-01T11:00:00Z' })).toBe(
      Date.UTC(2024, 4, 1, 11),
    );
    expect(positionTime({ serverTime: '2024-05-01T12:00:00+05:45' })).toBe(Date.UTC(2024, 4, 1, 6, 15));
  });

  it('is NaN without a readable time', () => {
    expect(positionTime({})).toBeNaN();
    expect(positionTime({ fixTime: 'yesterday' })).toBeNaN();
  });
});
