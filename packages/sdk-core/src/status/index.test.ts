import { describe, expect, it } from 'vitest';
import * as status from './index';

describe('status entry', () => {
  it('exports the status, subscription and ignition rules with their labels and tones', () => {
    const exported: Record<string, unknown> = { ...status };
    const names = [
      'deriveDisplayStatus',
      'countByStatus',
      'matchesStatusFilter',
      'subscriptionState',
      'defaultExpirationTime',
      'ignitionLabel',
      'hasLocation',
    ] as const;
    for (const name of names) expect(typeof exported[name], name).toBe('function');
    expect(status.DISPLAY_STATUSES).toEqual(['moving', 'idling', 'stopped', 'offline', 'unknown']);
    expect(Object.keys(status.DISPLAY_STATUS_LABEL)).toHaveLength(5);
    expect(Object.keys(status.STATUS_TONE)).toHaveLength(5);
    expect(Object.keys(status.SUBSCRIPTION_BADGE)).toEqual(['expired', 'expiring']);
    expect(status.STATUS_FILTERS).toHaveLength(5);
  });
});
