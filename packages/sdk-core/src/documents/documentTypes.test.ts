import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../i18n/loadTranslator';
import { DOCUMENT_TYPE_TEXTS } from '../labels/documentTypeTexts';
import { DOCUMENT_OF, DOCUMENT_TEXT_FIELDS } from '../schema/document';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TYPES,
  documentFieldLabel,
  documentTypeDefinition,
  documentTypeLabel,
  documentTypesFor,
  fieldsFor,
  GENERIC_DOCUMENT_FIELDS,
} from './documentTypes';

describe('DOCUMENT_TYPES', () => {
  it('offers the vehicle, driver and others types of SPEC §3 in order', () => {
    expect(documentTypesFor('vehicle').map((t) => t.type)).toEqual([
      'blue-book',
      'insurance',
      'pollution',
      'fitness',
      'route-permit',
      'gps-warranty',
      'tax-receipt',
      'miscellaneous',
    ]);
    expect(documentTypesFor('driver').map((t) => t.type)).toEqual(['license']);
    expect(documentTypesFor('others').map((t) => t.type)).toEqual(['others']);
  });

  it('files every type under its own category', () => {
    for (const category of DOCUMENT_OF) {
      for (const definition of DOCUMENT_TYPES[category]) expect(definition.documentOf).toBe(category);
    }
  });

  it('maps every field label onto a stored document field, each field at most once per type', () => {
    for (const category of DOCUMENT_OF) {
      for (const { type, fields } of documentTypesFor(category)) {
        const stored = fields.map((f) => f.field);
        expect(
          stored.every((f) => (DOCUMENT_TEXT_FIELDS as readonly string[]).includes(f)),
          type,
        ).toBe(true);
        expect(new Set(stored).size, type).toBe(stored.length);
        expect(
          fields.every((f) => f.label.trim().length > 0),
          type,
        ).toBe(true);
      }
    }
  });

  it('gives every type an expiry date so expiry reminders cover them all', () => {
    for (const category of DOCUMENT_OF) {
      for (const { type, fields } of documentTypesFor(category)) {
        expect(fields.find((f) => f.field === 'expiryDate')?.input, type).toBe('date');
      }
    }
  });

  it('asks for dates with a date input and amounts with a number input', () => {
    for (const category of DOCUMENT_OF) {
      for (const { fields } of documentTypesFor(category)) {
        for (const f of fields) {
          if (['expiryDate', 'issuedDate', 'renewalDate'].includes(f.field)) expect(f.input).toBe('date');
          if (f.field === 'amount') expect(f.input).toBe('number');
        }
      }
    }
  });

  it('labels the papers as a fleet owner knows them', () => {
    expect(fieldsFor('blue-book').find((f) => f.field === 'identificationNo')?.label).toBe(
      'Registration No.',
    );
    expect(fieldsFor('blue-book').find((f) => f.field === 'VIN')?.label).toBe('Chassis No. / VIN');
    expect(fieldsFor('insurance').find((f) => f.field === 'issuedBy')?.label).toBe('Insurer');
    expect(fieldsFor('insurance').find((f) => f.field === 'amount')?.label).toBe('Premium Amount');
    expect(fieldsFor('license').find((f) => f.field === 'identificationNo')?.label).toBe('License No.');
    expect(fieldsFor('license').find((f) => f.field === 'category')?.label).toBe('License Category');
  });
});

describe('documentTypeLabel', () => {
  it('shows the display label of a known type', () => {
    expect(documentTypeLabel('blue-book')).toBe('Blue Book');
    expect(documentTypeLabel('license')).toBe('Driving License');
    expect(documentTypeLabel('others')).toBe('Others');
  });

  it('shows an unknown type as its own name', () => {
    expect(documentTypeLabel('service')).toBe('service');
  });
});

describe('fieldsFor and documentTypeDefinition', () => {
  it('returns the fields of a known type', () => {
    expect(fieldsFor('pollution')).toBe(documentTypeDefinition('pollution')?.fields);
  });

  it('gives an unknown type every stored field so nothing is lost on edit', () => {
    expect(documentTypeDefinition('service')).toBeUndefined();
    expect(fieldsFor('service')).toBe(GENERIC_DOCUMENT_FIELDS);
    expect(GENERIC_DOCUMENT_FIELDS.map((f) => f.field)).toEqual([...DOCUMENT_TEXT_FIELDS]);
  });

  it('labels the three categories', () => {
    expect(DOCUMENT_CATEGORY_LABELS).toEqual({ vehicle: 'Vehicle', driver: 'Driver', others: 'Others' });
  });
});

describe('document types in another language', () => {
  it('names types and labels fields from the texts given, English by default', async () => {
    const texts = (await loadTranslator('ne')).translate(DOCUMENT_TYPE_TEXTS);
    expect(documentTypeLabel('blue-book')).toBe('Blue Book');
    expect(documentTypeLabel('blue-book', texts)).toBe('ब्लुबुक');
    expect(documentTypeLabel('a-newer-type', texts)).toBe('a-newer-type');
    const [policyNo] = fieldsFor('insurance');
    expect(policyNo && documentFieldLabel(policyNo)).toBe('Policy No.');
    expect(policyNo && documentFieldLabel(policyNo, texts)).toBe('बीमालेख नं.');
    for (const definition of DOCUMENT_OF.flatMap((category) => documentTypesFor(category))) {
      expect(documentTypeLabel(definition.type, texts), definition.type).toMatch(/[\u0900-\u097F]|GPS/);
      for (const field of definition.fields)
        expect(field.label, field.text).toBe(DOCUMENT_TYPE_TEXTS.fields[field.text]);
    }
  });
});
