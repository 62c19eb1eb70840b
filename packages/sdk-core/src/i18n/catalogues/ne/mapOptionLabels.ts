import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: MAP_OPTION_LABELS. */
export const CATALOGUE = {
  'MAP_OPTION_LABELS.moreOptions': 'थप विकल्पहरू',
  'MAP_OPTION_LABELS.mapStyle': 'नक्साको शैली',
  'MAP_OPTION_LABELS.vehicleNumber': 'सवारी साधनको नम्बर देखाउनुहोस्',
  'MAP_OPTION_LABELS.traffic': 'ट्राफिक',
  'MAP_OPTION_LABELS.geofence': 'जियोफेन्स',
  'MAP_OPTION_LABELS.criticalPoints': 'महत्त्वपूर्ण बिन्दुहरू',
  'MAP_OPTION_LABELS.stoppedPoints': 'रोकिएका बिन्दुहरू',
  'MAP_OPTION_LABELS.geofencePoints': 'जियोफेन्स प्रवेश/निकास',
  'MAP_OPTION_LABELS.circle': 'वृत्त',
  'MAP_OPTION_LABELS.polygon': 'बहुभुज',
  'MAP_OPTION_LABELS.clear': 'खाली गर्नुहोस्',
  'MAP_OPTION_LABELS.onlyCircleOrPolygon': 'यहाँ वृत्त वा बहुभुज मात्र सम्पादन गर्न सकिन्छ',
  'MAP_OPTION_LABELS.drawingFailed': 'जियोफेन्स कोर्न सकिएन',
  'MAP_OPTION_LABELS.searchPlaces': 'ठाउँ खोज्नुहोस्',
  'MAP_OPTION_LABELS.myLocation': 'मेरो स्थान',
  'MAP_OPTION_LABELS.resumeFollowing': 'फेरि पछ्याउनुहोस्',
  'MAP_OPTION_LABELS.wholeFleet': 'सबै सवारी साधन',
  'MAP_OPTION_LABELS.trafficUnavailable': 'ट्राफिक उपलब्ध छैन: सर्भरमा ट्राफिकको स्रोत मिलाइएको छैन',
  'MAP_OPTION_LABELS.liveRoute': 'हालैको बाटो',
  'MAP_OPTION_LABELS.offlineBasemap': 'नक्सा सेवामा पुग्न सकिएन: अफलाइन नक्सा देखाइँदैछ',
} as const satisfies GroupCatalogue<'MAP_OPTION_LABELS'>;
