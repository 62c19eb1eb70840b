import { DOCUMENT_TYPE_TEXTS, type DocumentFieldText } from '../labels/documentTypeTexts';
import {
  DOCUMENT_OF,
  DOCUMENT_TEXT_FIELDS,
  type DocumentOf,
  type DocumentTextField,
} from '../schema/document';

/** How a form should ask for a field. Every value is still sent as a string. */
export type DocumentFieldInput = 'text' | 'date' | 'number' | 'textarea';

/** One field of a document type's form: which stored field it fills and what the user reads. */
export interface DocumentFieldDefinition {
  /** The stored document field (one of `DOCUMENT_TEXT_FIELDS`). */
  readonly field: DocumentTextField;
  /** The label shown to the user in English, e.g. 'Policy No.' (`documentFieldLabel` for a language). */
  readonly label: string;
  /** The label's id in `DOCUMENT_TYPE_TEXTS.fields` (`'policyNo'`). */
  readonly text: DocumentFieldText;
  /** The kind of input to show. */
  readonly input: DocumentFieldInput;
}

/** One document type: its category, its display label and its form. */
export interface DocumentTypeDefinition {
  readonly type: string;
  readonly documentOf: DocumentOf;
  readonly label: string;
  readonly fields: readonly DocumentFieldDefinition[];
}

const fieldOf =
  (input: DocumentFieldInput) =>
  (field: DocumentTextField, text: DocumentFieldText): DocumentFieldDefinition => ({
    field,
    label: DOCUMENT_TYPE_TEXTS.fields[text],
    text,
    input,
  });
const text = fieldOf('text');
const date = fieldOf('date');
const amount = (label: DocumentFieldText) => fieldOf('number')('amount', label);
const longText = fieldOf('textarea');
const NOTES = longText('notes', 'notes');

/**
 * Every document type per category (SPEC §3), with the labels its form shows for the stored fields.
 * SPEC does not list the labels; the choice (what a fleet owner in Nepal or India expects to see on
 * each paper) is written down in docs/decisions/document-field-labels.md.
 * `expiryDate` always holds the date the paper stops being valid, so expiry reminders work for every type.
 */
export const DOCUMENT_TYPES = {
  vehicle: [
    {
      type: 'blue-book',
      documentOf: 'vehicle',
      label: DOCUMENT_TYPE_TEXTS.types['blue-book'],
      fields: [
        text('identificationNo', 'registrationNo'),
        text('identifiedBy', 'ownerName'),
        text('address', 'ownerAddress'),
        text('VIN', 'chassisNoVin'),
        text('issuedBy', 'issuedBy'),
        date('issuedDate', 'issuedDate'),
        date('expiryDate', 'expiryDate'),
        NOTES,
      ],
    },
    {
      type: 'insurance',
      documentOf: 'vehicle',
      label: DOCUMENT_TYPE_TEXTS.types.insurance,
      fields: [
        text('identificationNo', 'policyNo'),
        text('issuedBy', 'insurer'),
        text('identifiedBy', 'insuredName'),
        text('category', 'policyType'),
        amount('premiumAmount'),
        date('issuedDate', 'startDate'),
        date('expiryDate', 'expiryDate'),
        NOTES,
      ],
    },
    {
      type: 'pollution',
      documentOf: 'vehicle',
      label: DOCUMENT_TYPE_TEXTS.types.pollution,
      fields: [
        text('identificationNo', 'certificateNo'),
        text('issuedBy', 'testingCentre'),
        text('status', 'testResult'),
        date('issuedDate', 'testDate'),
        date('expiryDate', 'validUntil'),
        NOTES,
      ],
    },
    {
      type: 'fitness',
      documentOf: 'vehicle',
      label: DOCUMENT_TYPE_TEXTS.types.fitness,
      fields: [
        text('identificationNo', 'certificateNo'),
        text('issuedBy', 'inspectingAuthority'),
        text('VIN', 'chassisNoVin'),
        date('issuedDate', 'inspectionDate'),
        date('expiryDate', 'validUntil'),
        NOTES,
      ],
    },
    {
      type: 'route-permit',
      documentOf: 'vehicle',
      label: DOCUMENT_TYPE_TEXTS.types['route-permit'],
      fields: [
        text('identificationNo', 'permitNo'),
        text('identifiedBy', 'permitHolder'),
        text('category', 'permitType'),
        longText('description', 'routeArea'),
        text('issuedBy', 'issuedBy'),
        amount('permitFee'),
        date('issuedDate', 'issuedDate'),
        date('expiryDate', 'expiryDate'),
        NOTES,
      ],
    },
    {
      type: 'gps-warranty',
      documentOf: 'vehicle',
      label: DOCUMENT_TYPE_TEXTS.types['gps-warranty'],
      fields: [
        text('identificationNo', 'deviceImeiSerialNo'),
        text('category', 'deviceModel'),
        text('issuedBy', 'vendor'),
        date('issuedDate', 'installationDate'),
        date('expiryDate', 'warrantyUntil'),
        longText('description', 'coverage'),
        NOTES,
      ],
    },
    {
      type: 'tax-receipt',
      documentOf: 'vehicle',
      label: DOCUMENT_TYPE_TEXTS.types['tax-receipt'],
      fields: [
        text('identificationNo', 'receiptNo'),
        text('category', 'fiscalYear'),
        text('issuedBy', 'taxOffice'),
        text('identifiedBy', 'paidBy'),
        amount('amountPaid'),
        date('issuedDate', 'paymentDate'),
        date('expiryDate', 'nextDueDate'),
        NOTES,
      ],
    },
    {
      type: 'miscellaneous',
      documentOf: 'vehicle',
      label: DOCUMENT_TYPE_TEXTS.types.miscellaneous,
      fields: [
        text('identifiedBy', 'documentTitle'),
        text('identificationNo', 'documentNo'),
        text('issuedBy', 'issuedBy'),
        date('issuedDate', 'issuedDate'),
        date('expiryDate', 'expiryDate'),
        longText('description', 'description'),
        NOTES,
      ],
    },
  ],
  driver: [
    {
      type: 'license',
      documentOf: 'driver',
      label: DOCUMENT_TYPE_TEXTS.types.license,
      fields: [
        text('identificationNo', 'licenseNo'),
        text('identifiedBy', 'holderName'),
        text('category', 'licenseCategory'),
        text('address', 'address'),
        text('issuedBy', 'issuingOffice'),
        date('issuedDate', 'issuedDate'),
        date('expiryDate', 'expiryDate'),
        NOTES,
      ],
    },
  ],
  others: [
    {
      type: 'others',
      documentOf: 'others',
      label: DOCUMENT_TYPE_TEXTS.types.others,
      fields: [
        text('identifiedBy', 'documentTitle'),
        text('identificationNo', 'documentNo'),
        text('issuedBy', 'issuedBy'),
        date('issuedDate', 'issuedDate'),
        date('expiryDate', 'expiryDate'),
        date('renewalDate', 'renewalDate'),
        amount('amount'),
        text('status', 'status'),
        longText('description', 'description'),
        NOTES,
      ],
    },
  ],
} as const satisfies Record<DocumentOf, readonly DocumentTypeDefinition[]>;

/** A known document type: 'blue-book', 'insurance', …, 'license', 'others'. */
export type DocumentType = (typeof DOCUMENT_TYPES)[DocumentOf][number]['type'];

/** Display labels of the document categories. */
export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<DocumentOf, string>> = DOCUMENT_TYPE_TEXTS.categories;

const GENERIC_FIELDS: Readonly<Record<DocumentTextField, DocumentFieldDefinition>> = {
  identifiedBy: text('identifiedBy', 'identifiedBy'),
  identificationNo: text('identificationNo', 'identificationNo'),
  description: longText('description', 'description'),
  expiryDate: date('expiryDate', 'expiryDate'),
  issuedBy: text('issuedBy', 'issuedBy'),
  issuedDate: date('issuedDate', 'issuedDate'),
  address: text('address', 'address'),
  VIN: text('VIN', 'vin'),
  amount: amount('amount'),
  category: text('category', 'category'),
  notes: NOTES,
  status: text('status', 'status'),
  renewalDate: date('renewalDate', 'renewalDate'),
};
/**
 * The form for a document type the catalogue does not know (e.g. one saved by a newer client):
 * every stored field under a plain label, so editing such a document loses nothing.
 */
export const GENERIC_DOCUMENT_FIELDS: readonly DocumentFieldDefinition[] = DOCUMENT_TEXT_FIELDS.map(
  (field) => GENERIC_FIELDS[field],
);

const BY_TYPE: ReadonlyMap<string, DocumentTypeDefinition> = new Map(
  DOCUMENT_OF.flatMap((category) => DOCUMENT_TYPES[category] as readonly DocumentTypeDefinition[]).map(
    (d) => [d.type, d],
  ),
);

/**
 * The document types a category offers, in display order.
 *
 * @example
 * documentTypesFor('driver').map((t) => t.type); // ['license']
 */
export function documentTypesFor(category: DocumentOf): readonly DocumentTypeDefinition[] {
  return DOCUMENT_TYPES[category];
}

/** The definition of a known document type, or `undefined` for an unknown one. */
export function documentTypeDefinition(type: string): DocumentTypeDefinition | undefined {
  return BY_TYPE.get(type);
}

/** The texts document types are named and labelled with: `DOCUMENT_TYPE_TEXTS`, or a translator's copy. */
export interface DocumentTypeTexts {
  readonly types: Readonly<Record<DocumentType, string>>;
  readonly fields: Readonly<Record<DocumentFieldText, string>>;
  readonly categories: Readonly<Record<DocumentOf, string>>;
}

/**
 * The display label of a document type, in the language of `texts` (English by default); an unknown
 * type shows as its own name.
 *
 * @example
 * documentTypeLabel('blue-book'); // 'Blue Book'
 * documentTypeLabel('blue-book', useTexts(DOCUMENT_TYPE_TEXTS)); // 'ब्लुबुक' in Nepali
 */
export function documentTypeLabel(type: string, texts: DocumentTypeTexts = DOCUMENT_TYPE_TEXTS): string {
  const definition = BY_TYPE.get(type);
  return definition ? (texts.types[definition.type as DocumentType] ?? definition.label) : type;
}

/** A form field's label in the language of `texts` (English by default). */
export function documentFieldLabel(
  field: DocumentFieldDefinition,
  texts: DocumentTypeTexts = DOCUMENT_TYPE_TEXTS,
): string {
  return texts.fields[field.text] ?? field.label;
}

/**
 * The form fields of a document type, in display order; an unknown type gets `GENERIC_DOCUMENT_FIELDS`.
 *
 * @example
 * fieldsFor('insurance')[0]; // { field: 'identificationNo', label: 'Policy No.', text: 'policyNo', input: 'text' }
 */
export function fieldsFor(type: string): readonly DocumentFieldDefinition[] {
  return BY_TYPE.get(type)?.fields ?? GENERIC_DOCUMENT_FIELDS;
}
