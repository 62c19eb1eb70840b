import { describe, expect, it } from 'vitest';
import { DISPLAY_STATUSES } from './deriveDisplayStatus';
import { DISPLAY_STATUS_LABEL } from './displayStatusLabel';

describe('DISPLAY_STATUS_LABEL', () => {
  it('labels each status as SPEC shows it, unknown as N/A', () => {
    expect(DISPLAY_STATUS_LABEL).toEqual({
      moving: 'Moving',
      idling: 'Idling',
      stopped: 'Stopped',
      offline: 'Offline',
      unknown: 'N/A',
    });
    expect(Object.keys(DISPLAY_STATUS_LABEL).sort()).toEqual([...DISPLAY_STATUSES].sort());
  });
});
