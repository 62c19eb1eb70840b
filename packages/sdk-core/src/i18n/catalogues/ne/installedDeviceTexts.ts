import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: INSTALLED_DEVICE_TEXTS. */
export const CATALOGUE = {
  'INSTALLED_DEVICE_TEXTS.title': 'जडान गरिएका उपकरणहरू',
  'INSTALLED_DEVICE_TEXTS.description': 'हरेक सवारी साधनमा जडान गरिएको ट्र्याकर, यसको सिम र पछिल्लो सम्पर्कसहित।',
  'INSTALLED_DEVICE_TEXTS.exportCsv': 'CSV निर्यात गर्नुहोस्',
  'INSTALLED_DEVICE_TEXTS.exportFailed': 'सूची निर्यात गर्न सकिएन',
  'INSTALLED_DEVICE_TEXTS.search': 'खोज्नुहोस्',
  'INSTALLED_DEVICE_TEXTS.searchPlaceholder': 'IMEI, सवारी साधन, सिम, मोडेल, जडानकर्ता',
  'INSTALLED_DEVICE_TEXTS.caption': 'जडान गरिएका उपकरणहरू',
  'INSTALLED_DEVICE_TEXTS.columns.vehicle': 'सवारी साधन',
  'INSTALLED_DEVICE_TEXTS.columns.imei': 'IMEI',
  'INSTALLED_DEVICE_TEXTS.columns.model': 'मोडेल',
  'INSTALLED_DEVICE_TEXTS.columns.protocol': 'प्रोटोकल',
  'INSTALLED_DEVICE_TEXTS.columns.sim': 'सिम',
  'INSTALLED_DEVICE_TEXTS.columns.installed': 'जडान मिति',
  'INSTALLED_DEVICE_TEXTS.columns.installer': 'जडानकर्ता',
  'INSTALLED_DEVICE_TEXTS.columns.lastContact': 'पछिल्लो सम्पर्क',
  'INSTALLED_DEVICE_TEXTS.columns.status': 'स्थिति',
  'INSTALLED_DEVICE_TEXTS.statuses.online': 'अनलाइन',
  'INSTALLED_DEVICE_TEXTS.statuses.offline': 'अफलाइन',
  'INSTALLED_DEVICE_TEXTS.statuses.unknown': 'अज्ञात',
} as const satisfies GroupCatalogue<'INSTALLED_DEVICE_TEXTS'>;
