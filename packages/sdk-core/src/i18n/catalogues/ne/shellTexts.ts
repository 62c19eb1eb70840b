import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: SHELL_TEXTS. */
export const CATALOGUE = {
  'SHELL_TEXTS.mainNavigation': 'मुख्य',
  'SHELL_TEXTS.collapseSidebar': 'साइडबार सानो पार्नुहोस्',
  'SHELL_TEXTS.expandSidebar': 'साइडबार ठूलो पार्नुहोस्',
  'SHELL_TEXTS.openMenu': 'मेनु खोल्नुहोस्',
  'SHELL_TEXTS.closeMenu': 'मेनु बन्द गर्नुहोस्',
  'SHELL_TEXTS.back': 'पछाडि जानुहोस्',
  'SHELL_TEXTS.vehicle': 'सवारी साधन',
  'SHELL_TEXTS.chooseVehicle': 'एउटा सवारी साधन छान्नुहोस्',
  'SHELL_TEXTS.productTour': 'प्रडक्ट टुर',
  'SHELL_TEXTS.liveNotificationsNone': 'लाइभ सूचनाहरू, कुनै छैन',
  'SHELL_TEXTS.liveNotificationsCount': 'लाइभ सूचनाहरू, {badge}',
  'SHELL_TEXTS.loading': 'लोड हुँदै',
  'SHELL_TEXTS.checkingSession': 'तपाईंको सत्र जाँच्दै',
  'SHELL_TEXTS.openingSharedVehicle': 'सेयर गरिएको सवारी साधन खोल्दै',
} as const satisfies GroupCatalogue<'SHELL_TEXTS'>;
