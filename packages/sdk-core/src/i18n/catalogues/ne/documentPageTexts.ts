import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: DOCUMENT_PAGE_TEXTS. */
export const CATALOGUE = {
  'DOCUMENT_PAGE_TEXTS.title': 'कागजातहरू',
  'DOCUMENT_PAGE_TEXTS.description':
    'तपाईंका सवारी साधन, चालक र अरूका कागजातहरू, तिनका तस्बिर र म्याद सकिने मितिसहित।',
  'DOCUMENT_PAGE_TEXTS.addDocument': 'कागजात थप्नुहोस्',
  'DOCUMENT_PAGE_TEXTS.caption': 'कागजातहरू',
  'DOCUMENT_PAGE_TEXTS.search': 'कागजात खोज्नुहोस्',
  'DOCUMENT_PAGE_TEXTS.documentOf': '{entity} को {type}',
  'DOCUMENT_PAGE_TEXTS.columns.category': 'वर्ग',
  'DOCUMENT_PAGE_TEXTS.columns.belongsTo': 'कसको',
  'DOCUMENT_PAGE_TEXTS.columns.type': 'प्रकार',
  'DOCUMENT_PAGE_TEXTS.columns.number': 'नम्बर',
  'DOCUMENT_PAGE_TEXTS.columns.expiryDate': 'म्याद सकिने मिति',
  'DOCUMENT_PAGE_TEXTS.columns.images': 'तस्बिरहरू',
  'DOCUMENT_PAGE_TEXTS.categories.vehicle': 'सवारी साधन',
  'DOCUMENT_PAGE_TEXTS.categories.driver': 'चालक',
  'DOCUMENT_PAGE_TEXTS.categories.others': 'अन्य',
  'DOCUMENT_PAGE_TEXTS.view': '{name} हेर्नुहोस्',
  'DOCUMENT_PAGE_TEXTS.deleteTitle': 'कागजात मेटाउनुहोस्',
  'DOCUMENT_PAGE_TEXTS.deleteMessage': '{name} मेटाउने हो?',
  'DOCUMENT_PAGE_TEXTS.expiry': 'कागजातको म्याद',
  'DOCUMENT_PAGE_TEXTS.expired': 'म्याद सकियो',
  'DOCUMENT_PAGE_TEXTS.expires': 'म्याद सकिँदै',
  'DOCUMENT_PAGE_TEXTS.renew': 'नवीकरण गर्नुहोस्',
  'DOCUMENT_PAGE_TEXTS.renewName': '{name} नवीकरण गर्नुहोस्',
} as const satisfies GroupCatalogue<'DOCUMENT_PAGE_TEXTS'>;
