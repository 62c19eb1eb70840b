import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: GEOFENCE_TEXTS. */
export const CATALOGUE = {
  'GEOFENCE_TEXTS.searchLabel': 'जियोफेन्स खोज्नुहोस्',
  'GEOFENCE_TEXTS.shapeFilterLabel': 'आकार',
  'GEOFENCE_TEXTS.allShapes': 'सबै आकार',
  'GEOFENCE_TEXTS.custom': 'अनुकूलित',
  'GEOFENCE_TEXTS.circle': 'वृत्त',
  'GEOFENCE_TEXTS.customShape': 'अनुकूलित आकार',
  'GEOFENCE_TEXTS.bannerText':
    "जियोफेन्सलाई सवारी साधनसँग जोड्न 'सबै सवारी साधन' वा 'सवारी साधनको सूची' मा 'लिङ्क' प्रयोग गर्नुहोस्।",
  'GEOFENCE_TEXTS.gotIt': 'बुझेँ!',
  'GEOFENCE_TEXTS.addGeofence': 'जियोफेन्स थप्नुहोस्',
  'GEOFENCE_TEXTS.editGeofence': 'जियोफेन्स सम्पादन गर्नुहोस्',
  'GEOFENCE_TEXTS.delete': 'मेटाउनुहोस्',
  'GEOFENCE_TEXTS.cancel': 'रद्द गर्नुहोस्',
  'GEOFENCE_TEXTS.removeConfirm': 'के तपाईं यो जियोफेन्स हटाउन निश्चित हुनुहुन्छ?',
  'GEOFENCE_TEXTS.columnName': 'नाम',
  'GEOFENCE_TEXTS.columnCategory': 'वर्ग',
  'GEOFENCE_TEXTS.columnVehiclesInside': 'भित्र रहेका सवारी साधन',
  'GEOFENCE_TEXTS.columnActions': 'कार्यहरू',
  'GEOFENCE_TEXTS.previous': 'अघिल्लो',
  'GEOFENCE_TEXTS.next': 'अर्को',
  'GEOFENCE_TEXTS.pages': 'पृष्ठहरू',
  'GEOFENCE_TEXTS.page': '{pages, number} मध्ये पृष्ठ {page, number}',
  'GEOFENCE_TEXTS.moreVehicles': '+{count, number} सवारी साधन',
  'GEOFENCE_TEXTS.noVehiclesInside': '-',
} as const satisfies GroupCatalogue<'GEOFENCE_TEXTS'>;
