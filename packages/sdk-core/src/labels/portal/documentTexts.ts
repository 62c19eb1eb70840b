import { DOCUMENT_CATEGORY_LABELS } from '../../documents/documentTypes';
import { textTemplate } from '../textTemplate';

/** Documents (/dashboard/document) and the expiry banner above them. */
export const DOCUMENT_PAGE_TEXTS = {
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
  /** The document categories: sdk-core's labels, by category. */
  categories: {
    vehicle: DOCUMENT_CATEGORY_LABELS.vehicle,
    driver: DOCUMENT_CATEGORY_LABELS.driver,
    others: DOCUMENT_CATEGORY_LABELS.others,
  },
  view: textTemplate<[name: string]>('View {name}'),
  deleteTitle: 'Delete Document',
  deleteMessage: textTemplate<[name: string]>('Delete the {name}?'),
  expiry: 'Document expiry',
  expired: 'Expired',
  expires: 'Expires',
  renew: 'Renew',
  renewName: textTemplate<[name: string]>('Renew {name}'),
} as const;
