import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: VEHICLE_TEXTS. */
export const CATALOGUE = {
  'VEHICLE_TEXTS.dataReceived': 'डेटा प्राप्त',
  'VEHICLE_TEXTS.totalKm': 'कुल किमि',
  'VEHICLE_TEXTS.speed': 'गति',
  'VEHICLE_TEXTS.satellites': 'जीपीएस स्याटेलाइट',
  'VEHICLE_TEXTS.gsmSignal': 'जीएसएम सिग्नल',
  'VEHICLE_TEXTS.ignition': 'इग्निसन',
  'VEHICLE_TEXTS.address': 'ठेगाना',
  'VEHICLE_TEXTS.name': 'नाम',
  'VEHICLE_TEXTS.status': 'स्थिति',
  'VEHICLE_TEXTS.deviceInfo': 'उपकरणको विवरण',
  'VEHICLE_TEXTS.viewDetails': 'विवरण हेर्नुहोस्',
  'VEHICLE_TEXTS.renew': 'नवीकरण गर्नुहोस्',
  'VEHICLE_TEXTS.share': 'उपकरण सेयर गर्नुहोस्',
  'VEHICLE_TEXTS.driverInfo': 'चालकको विवरण',
  'VEHICLE_TEXTS.documents': 'कागजातहरू',
  'VEHICLE_TEXTS.connectData': 'डेटा जोड्नुहोस्',
  'VEHICLE_TEXTS.vehicles': 'सवारी साधनहरू',
  'VEHICLE_TEXTS.searchVehicles': 'सवारी साधन खोज्नुहोस्',
  'VEHICLE_TEXTS.searchByName': 'नामबाट खोज्नुहोस्',
  'VEHICLE_TEXTS.layout': 'लेआउट',
  'VEHICLE_TEXTS.layoutList': 'सूची',
  'VEHICLE_TEXTS.layoutTable': 'तालिका',
} as const satisfies GroupCatalogue<'VEHICLE_TEXTS'>;
