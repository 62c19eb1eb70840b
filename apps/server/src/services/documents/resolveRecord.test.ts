import { MESSAGES } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/HttpError';
import {
  DOCUMENT_FIELD_MAX_LENGTH,
  type RecordBody,
  type RecordValues,
  recordBodySchema,
  resolveRecord,
} from './resolveRecord';

const body = (input: Record<string, unknown>): RecordBody => recordBodySchema.parse(input);
const failure = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
};

const insurance: RecordValues = {
  documentOf: 'vehicle',
  entityId: 7,
  documentType: 'insurance',
  fileIds: ['file1'],
  fields: { identificationNo: 'POL-1', issuedBy: 'Insurer', expiryDate: '2026-01-01' },
};

describe('resolveRecord for documents', () => {
  it('creates a vehicle document, keeping only filled fields, trimmed', () => {
    const values = resolveRecord(
      'document',
      body({
        documentOf: 'vehicle',
        entityId: 7,
        documentType: 'insurance',
        identificationNo: ' POL-1 ',
        notes: '  ',
        VIN: null,
      }),
      null,
    );
    expect(values).toEqual({
      documentOf: 'vehicle',
      entityId: 7,
      documentType: 'insurance',
      fileIds: [],
      fields: { identificationNo: 'POL-1' },
    });
  });

  it("refuses a submit without any filled field with the form's message", () => {
    const error = failure(() =>
      resolveRecord(
        'document',
        body({ documentOf: 'vehicle', entityId: 7, documentType: 'insurance', notes: ' ' }),
        null,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(MESSAGES.documentNeedsOneField);
  });

  it('needs a category and a type of that category', () => {
    expect(
      failure(() => resolveRecord('document', body({ documentType: 'others', notes: 'x' }), null)).message,
    ).toContain('documentOf');
    const wrongType = failure(() =>
      resolveRecord(
        'document',
        body({ documentOf: 'vehicle', entityId: 7, documentType: 'license', notes: 'x' }),
        null,
      ),
    );
    expect(wrongType.message).toContain('license is not a vehicle document type');
    expect(
      resolveRecord(
        'document',
        body({ documentOf: 'driver', entityId: 3, documentType: 'license', notes: 'x' }),
        null,
      ).documentType,
    ).toBe('license');
  });

  it('needs the vehicle or driver, and drops any entity of an others document', () => {
    expect(
      failure(() =>
        resolveRecord('document', body({ documentOf: 'driver', documentType: 'license', notes: 'x' }), null),
      ).message,
    ).toBe('entityId: Choose the driver');
    expect(
      failure(() =>
        resolveRecord(
          'document',
          body({ documentOf: 'vehicle', entityId: 0, documentType: 'insurance', notes: 'x' }),
          null,
        ),
      ).status,
    ).toBe(400);
    const others = resolveRecord(
      'document',
      body({ documentOf: 'others', entityId: 5, documentType: 'others', notes: 'x' }),
      null,
    );
    expect(others.entityId).toBeNull();
  });

  it('accepts a numeric entity id sent as text', () => {
    expect(
      resolveRecord(
        'document',
        body({ documentOf: 'vehicle', entityId: '12', documentType: 'insurance', notes: 'x' }),
        null,
      ).entityId,
    ).toBe(12);
    expect(recordBodySchema.safeParse({ entityId: 'twelve' }).success).toBe(false);
  });

  it(`allows at most 4 files, each a file id and none twice`, () => {
    const tooMany = recordBodySchema.safeParse({ fileIds: ['a', 'b', 'c', 'd', 'e'] });
    expect(tooMany.error?.issues[0]?.message).toBe(MESSAGES.tooManyFiles);
    const base = { documentOf: 'others', documentType: 'others', notes: 'x' };
    expect(
      failure(() => resolveRecord('document', body({ ...base, fileIds: ['a', 'a'] }), null)).message,
    ).toContain('more than once');
    expect(
      failure(() => resolveRecord('document', body({ ...base, fileIds: ['../a'] }), null)).message,
    ).toContain('is not a file id');
    expect(
      resolveRecord('document', body({ ...base, fileIds: ['a', 'b', 'c', 'd'] }), null).fileIds,
    ).toHaveLength(4);
  });

  it('caps the length of a field', () => {
    expect(recordBodySchema.safeParse({ notes: 'x'.repeat(DOCUMENT_FIELD_MAX_LENGTH) }).success).toBe(true);
    expect(recordBodySchema.safeParse({ notes: 'x'.repeat(DOCUMENT_FIELD_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
    expect(recordBodySchema.safeParse({ notes: 5 }).success).toBe(false);
  });

  it('merges an update into the stored record: sent fields change, null or blank clears, the rest stays', () => {
    const values = resolveRecord(
      'document',
      body({ issuedBy: 'New insurer', expiryDate: null, fileIds: ['file2'] }),
      insurance,
    );
    expect(values).toEqual({
      ...insurance,
      fileIds: ['file2'],
      fields: { identificationNo: 'POL-1', issuedBy: 'New insurer' },
    });
  });

  it('keeps the entity while the category stays, and asks for it when the category changes', () => {
    expect(resolveRecord('document', body({ documentType: 'pollution' }), insurance).entityId).toBe(7);
    expect(
      failure(() =>
        resolveRecord('document', body({ documentOf: 'driver', documentType: 'license' }), insurance),
      ).message,
    ).toBe('entityId: Choose the driver');
    expect(
      failure(() => resolveRecord('document', body({ documentOf: 'driver' }), insurance)).message,
    ).toContain('insurance is not a driver document type');
  });

  it('refuses an update that clears every field', () => {
    const error = failure(() =>
      resolveRecord('document', body({ identificationNo: '', issuedBy: null, expiryDate: ' ' }), insurance),
    );
    expect(error.message).toBe(MESSAGES.documentNeedsOneField);
  });
});

describe('resolveRecord for service records', () => {
  it("belongs to a vehicle, with the type 'service' unless another slug is given", () => {
    const values = resolveRecord(
      'service',
      body({ entityId: 4, issuedDate: '2026-02-01', amount: '4500' }),
      null,
    );
    expect(values).toMatchObject({ documentOf: 'vehicle', entityId: 4, documentType: 'service' });
    expect(
      resolveRecord('service', body({ entityId: 4, documentType: 'oil-change', notes: 'x' }), null)
        .documentType,
    ).toBe('oil-change');
  });

  it('refuses another category, a missing vehicle and a type that is not a slug', () => {
    expect(
      failure(() => resolveRecord('service', body({ documentOf: 'driver', entityId: 4, notes: 'x' }), null))
        .message,
    ).toContain('Service records belong to a vehicle');
    expect(failure(() => resolveRecord('service', body({ notes: 'x' }), null)).message).toBe(
      'entityId: Choose the vehicle',
    );
    expect(
      failure(() =>
        resolveRecord('service', body({ entityId: 4, documentType: 'Oil Change!', notes: 'x' }), null),
      ).status,
    ).toBe(400);
  });
});
