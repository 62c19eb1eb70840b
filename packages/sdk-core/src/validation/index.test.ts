import { describe, expect, it } from 'vitest';
import * as validation from './index';

describe('validation entry', () => {
  it('exports the form schemas, conversions and rules', () => {
    const exported: Record<string, unknown> = { ...validation };
    const functions = [
      'vehicleFormToDevice',
      'vehicleFormToAccumulators',
      'vehicleFormDefaults',
      'validateDocumentFiles',
      'isAcceptedDocumentImage',
      'validateDateRange',
      'shouldSendMileage',
      'isAllowedShareExpiry',
      'shareExpirationTime',
      'presetRange',
      'overviewRange',
      'multiSelectAllows',
    ] as const;
    for (const name of functions) expect(typeof exported[name], name).toBe('function');
    expect(typeof validation.vehicleFormSchema.safeParse).toBe('function');
    expect(typeof validation.documentFormSchema.safeParse).toBe('function');
    expect(validation.VEHICLE_FORM_MESSAGES.name).toBe('Enter valid name');
    expect(validation.SHARE_EXPIRY_OPTIONS).toHaveLength(4);
    expect(validation.DATE_PRESETS).toHaveLength(5);
    expect(validation.OVERVIEW_RANGES).toHaveLength(4);
    expect(Object.keys(validation.DATE_RANGE_MESSAGES)).toHaveLength(5);
    expect(validation.STRIPPED_DEVICE_FIELDS).toContain('positionId');
    expect(validation.UNSUPPORTED_FILE_TYPE_MESSAGE).toMatch(/jpg/);
  });
});
