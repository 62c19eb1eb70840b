import { DIALOG_TEXTS } from '../dialogTexts';
import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/** Documents (/dashboard/document) and the expiry banner above them. */
export const DOCUMENT_PAGE_TEXTS = /* @__PURE__ */ textGroup('DOCUMENT_PAGE_TEXTS', {
  title: 'Documents',
  description: 'Documents of your vehicles, drivers and others, with their images and expiry dates.',
  addDocument: 'Add Document',
  caption: 'Documents',
  search: 'Search documents',
  /** A document by its type and what it belongs to: 'Blue Book of Tipper 21'. */
  documentOf: textTemplate<[type: string, entity: string]>('{type} of {entity}'),
  columns: {
    category: 'Category',
    belongsTo: 'Belongs to',
    type: 'Type',
    number: 'Number',
    expiryDate: 'Expiry Date',
    images: 'Images',
  },
  /**
   * The document categories, as `DOCUMENT_CATEGORY_LABELS` names them: the document dialog's own texts
   * where it has them. (Read from here rather than from the documents module, which would bring its
   * schema and zod into every entry that reads the labels.)
   */
  categories: {
    vehicle: DIALOG_TEXTS.documentEntityVehicle,
    driver: DIALOG_TEXTS.documentEntityDriver,
    others: 'Others',
  },
  view: textTemplate<[name: string]>('View {name}'),
  deleteTitle: 'Delete Document',
  deleteMessage: textTemplate<[name: string]>('Delete the {name}?'),
  expiry: 'Document expiry',
  expired: 'Expired',
  expires: 'Expires',
  renew: 'Renew',
  renewName: textTemplate<[name: string]>('Renew {name}'),
} as const);
