import { describe, expect, it } from 'vitest';
import { DISPLAY_STATUSES } from './deriveDisplayStatus';
import { STATUS_TONE } from './statusTone';

describe('STATUS_TONE', () => {
  it('colours Moving success, Idling warning, Stopped disabled, Offline error, N/A neutral', () => {
    expect(STATUS_TONE).toEqual({
      moving: 'success',
      idling: 'warning',
      stopped: 'disabled',
      offline: 'error',
      unknown: 'neutral',
    });
    expect(Object.keys(STATUS_TONE).sort()).toEqual([...DISPLAY_STATUSES].sort());
  });
});
