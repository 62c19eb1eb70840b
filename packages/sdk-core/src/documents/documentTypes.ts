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
  /** The label shown to the user, e.g. 'Policy No.'. */
  readonly label: string;
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

const text = (field: DocumentTextField, label: string): DocumentFieldDefinition => ({
  field,
  label,
  input: 'text',
});
const date = (field: DocumentTextField, label: string): DocumentFieldDefinition => ({
  field,
  label,
  input: 'date',
});
const amount = (label: string): DocumentFieldDefinition => ({ field: 'amount', label, input: 'number' });
const longText = (field: DocumentTextField, label: string): DocumentFieldDefinition => ({
  field,
  label,
  input: 'textarea',
});
const NOTES = longText('notes', 'Notes');

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
      label: 'Blue Book',
      fields: [
        text('identificationNo', 'Registration No.'),
        text('identifiedBy', 'Owner Name'),
        text('address', 'Owner Address'),
        text('VIN', 'Chassis No. / VIN'),
        text('issuedBy', 'Issued By'),
        date('issuedDate', 'Issued Date'),
        date('expiryDate', 'Expiry Date'),
        NOTES,
      ],
    },
    {
      type: 'insurance',
      documentOf: 'vehicle',
      label: 'Insurance',
      fields: [
        text('identificationNo', 'Policy No.'),
        text('issuedBy', 'Insurer'),
        text('identifiedBy', 'Insured Name'),
        text('category', 'Policy Type'),
        amount('Premium Amount'),
        date('issuedDate', 'Start Date'),
        date('expiryDate', 'Expiry Date'),
        NOTES,
      ],
    },
    {
      type: 'pollution',
      documentOf: 'vehicle',
      label: 'Pollution Certificate',
      fields: [
        text('identificationNo', 'Certificate No.'),
        text('issuedBy', 'Testing Centre'),
        text('status', 'Test Result'),
        date('issuedDate', 'Test Date'),
        date('expiryDate', 'Valid Until'),
        NOTES,
      ],
    },
    {
      type: 'fitness',
      documentOf: 'vehicle',
      label: 'Fitness Certificate',
      fields: [
        text('identificationNo', 'Certificate No.'),
        text('issuedBy', 'Inspecting Authority'),
        text('VIN', 'Chassis No. / VIN'),
        date('issuedDate', 'Inspection Date'),
        date('expiryDate', 'Valid Until'),
        NOTES,
      ],
    },
    {
      type: 'route-permit',
      documentOf: 'vehicle',
      label: 'Route Permit',
      fields: [
        text('identificationNo', 'Permit No.'),
        text('identifiedBy', 'Permit Holder'),
        text('category', 'Permit Type'),
        longText('description', 'Route / Area'),
        text('issuedBy', 'Issued By'),
        amount('Permit Fee'),
        date('issuedDate', 'Issued Date'),
        date('expiryDate', 'Expiry Date'),
        NOTES,
      ],
    },
    {
      type: 'gps-warranty',
      documentOf: 'vehicle',
      label: 'GPS Warranty',
      fields: [
        text('identificationNo', 'Device IMEI / Serial No.'),
        text('category', 'Device Model'),
        text('issuedBy', 'Vendor'),
        date('issuedDate', 'Installation Date'),
        date('expiryDate', 'Warranty Until'),
        longText('description', 'Coverage'),
        NOTES,
      ],
    },
    {
      type: 'tax-receipt',
      documentOf: 'vehicle',
      label: 'Tax Receipt',
      fields: [
        text('identificationNo', 'Receipt No.'),
        text('category', 'Fiscal Year'),
        text('issuedBy', 'Tax Office'),
        text('identifiedBy', 'Paid By'),
        amount('Amount Paid'),
        date('issuedDate', 'Payment Date'),
        date('expiryDate', 'Next Due Date'),
        NOTES,
      ],
    },
    {
      type: 'miscellaneous',
      documentOf: 'vehicle',
      label: 'Miscellaneous',
      fields: [
        text('identifiedBy', 'Document Title'),
        text('identificationNo', 'Document No.'),
        text('issuedBy', 'Issued By'),
        date('issuedDate', 'Issued Date'),
        date('expiryDate', 'Expiry Date'),
        longText('description', 'Description'),
        NOTES,
      ],
    },
  ],
  driver: [
    {
      type: 'license',
      documentOf: 'driver',
      label: 'Driving License',
      fields: [
        text('identificationNo', 'License No.'),
        text('identifiedBy', 'Holder Name'),
        text('category', 'License Category'),
        text('address', 'Address'),
        text('issuedBy', 'Issuing Office'),
        date('issuedDate', 'Issued Date'),
        date('expiryDate', 'Expiry Date'),
        NOTES,
      ],
    },
  ],
  others: [
    {
      type: 'others',
      documentOf: 'others',
      label: 'Others',
      fields: [
        text('identifiedBy', 'Document Title'),
        text('identificationNo', 'Document No.'),
        text('issuedBy', 'Issued By'),
        date('issuedDate', 'Issued Date'),
        date('expiryDate', 'Expiry Date'),
        date('renewalDate', 'Renewal Date'),
        amount('Amount'),
        text('status', 'Status'),
        longText('description', 'Description'),
        NOTES,
      ],
    },
  ],
} as const satisfies Record<DocumentOf, readonly DocumentTypeDefinition[]>;

/** A known document type: 'blue-book', 'insurance', …, 'license', 'others'. */
export type DocumentType = (typeof DOCUMENT_TYPES)[DocumentOf][number]['type'];

/** Display labels of the document categories. */
export const DOCUMENT_CATEGORY_LABELS: Readonly<Record<DocumentOf, string>> = {
  vehicle: 'Vehicle',
  driver: 'Driver',
  others: 'Others',
};

const GENERIC_FIELDS: Readonly<Record<DocumentTextField, DocumentFieldDefinition>> = {
  identifiedBy: text('identifiedBy', 'Identified By'),
  identificationNo: text('identificationNo', 'Identification No.'),
  description: longText('description', 'Description'),
  expiryDate: date('expiryDate', 'Expiry Date'),
  issuedBy: text('issuedBy', 'Issued By'),
  issuedDate: date('issuedDate', 'Issued Date'),
  address: text('address', 'Address'),
  VIN: text('VIN', 'VIN'),
  amount: amount('Amount'),
  category: text('category', 'Category'),
  notes: NOTES,
  status: text('status', 'Status'),
  renewalDate: date('renewalDate', 'Renewal Date'),
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

/**
 * The display label of a document type; an unknown type shows as its own name.
 *
 * @example
 * documentTypeLabel('blue-book'); // 'Blue Book'
 */
export function documentTypeLabel(type: string): string {
  return BY_TYPE.get(type)?.label ?? type;
}

/**
 * The form fields of a document type, in display order; an unknown type gets `GENERIC_DOCUMENT_FIELDS`.
 *
 * @example
 * fieldsFor('insurance')[0]; // { field: 'identificationNo', label: 'Policy No.', input: 'text' }
 */
export function fieldsFor(type: string): readonly DocumentFieldDefinition[] {
  return BY_TYPE.get(type)?.fields ?? GENERIC_DOCUMENT_FIELDS;
}
