import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: GROUP_PAGE_TEXTS. */
export const CATALOGUE = {
  'GROUP_PAGE_TEXTS.title': 'सवारी साधनका समूहहरू',
  'GROUP_PAGE_TEXTS.description': 'नक्सा, रिपोर्ट र चेतावनी फिल्टर गर्न सवारी साधनलाई समूहमा राख्नुहोस्।',
  'GROUP_PAGE_TEXTS.addGroup': 'समूह थप्नुहोस्',
  'GROUP_PAGE_TEXTS.addTitle': 'सवारी साधनको समूह थप्नुहोस्',
  'GROUP_PAGE_TEXTS.editTitle': 'सवारी साधनको समूह सम्पादन गर्नुहोस्',
  'GROUP_PAGE_TEXTS.save': 'सुरक्षित गर्नुहोस्',
  'GROUP_PAGE_TEXTS.caption': 'सवारी साधनका समूहहरू',
  'GROUP_PAGE_TEXTS.empty': 'अहिलेसम्म कुनै समूह छैन',
  'GROUP_PAGE_TEXTS.emptyHint': 'सवारी साधन मिलाउन एउटा समूह थप्नुहोस्।',
  'GROUP_PAGE_TEXTS.name': 'नाम',
  'GROUP_PAGE_TEXTS.vehicles': 'सवारी साधनहरू',
  'GROUP_PAGE_TEXTS.groupName': 'समूहको नाम',
  'GROUP_PAGE_TEXTS.groupAdded': 'समूह थपियो',
  'GROUP_PAGE_TEXTS.groupUpdated': 'समूह अद्यावधिक भयो',
  'GROUP_PAGE_TEXTS.saveFailed': 'समूह सुरक्षित गर्न सकिएन।',
  'GROUP_PAGE_TEXTS.deleteTitle': 'सवारी साधनको समूह मेटाउनुहोस्',
  'GROUP_PAGE_TEXTS.deleteMessage': '{name} समूह मेटाउने हो? यसका सवारी साधन समूहबिना रहन्छन्।',
  'GROUP_PAGE_TEXTS.groupDeleted': 'समूह मेटाइयो',
  'GROUP_PAGE_TEXTS.deleteFailed': 'समूह मेटाउन सकिएन',
} as const satisfies GroupCatalogue<'GROUP_PAGE_TEXTS'>;
