import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { DOCUMENT_TEXT_FIELDS } from '../schema/document';
import { documentFormSchema } from './documentFormSchema';

describe('documentFormSchema', () => {
  it('accepts a form with any one of the 13 fields filled', () => {
    expect(DOCUMENT_TEXT_FIELDS).toHaveLength(13);
    for (const field of DOCUMENT_TEXT_FIELDS) {
      expect(documentFormSchema.safeParse({ [field]: 'x' }).success, field).toBe(true);
    }
  });

  it("refuses a form with nothing filled with 'At least one of the fields must be filled'", () => {
    for (const empty of [{}, { issuedBy: '', notes: '   ' }, { VIN: null, amount: undefined }]) {
      const result = documentFormSchema.safeParse(empty);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ message: MESSAGES.documentNeedsOneField, path: [] }),
      ]);
    }
    expect(MESSAGES.documentNeedsOneField).toBe('At least one of the fields must be filled');
  });

  it('keeps the text fields and drops keys that are not document text fields', () => {
    const form = documentFormSchema.parse({
      identificationNo: 'A-1',
      expiryDate: '2026-01-01',
      documentType: 'insurance',
    });
    expect(form).toEqual({ identificationNo: 'A-1', expiryDate: '2026-01-01' });
  });

  it('refuses a field that is not text', () => {
    expect(documentFormSchema.safeParse({ amount: 500 }).success).toBe(false);
  });
});
