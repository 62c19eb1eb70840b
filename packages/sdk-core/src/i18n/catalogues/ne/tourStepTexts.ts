import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: TOUR_STEP_TEXTS. */
export const CATALOGUE = {
  'TOUR_STEP_TEXTS.dashboard.title': 'ड्यासबोर्ड',
  'TOUR_STEP_TEXTS.dashboard.body': 'तपाईंको फ्लिट एकै नजरमा: हरेक सवारी साधन लाइभ नक्सामा, आफ्नो स्थितिसहित।',
  'TOUR_STEP_TEXTS.vehicle-card.title': 'सवारी साधनको कार्ड',
  'TOUR_STEP_TEXTS.vehicle-card.body':
    'हरेक कार्डले स्थिति, पछिल्लो डेटा, गति, ठेगाना र इग्निसन देखाउँछ, छिटो गर्न मिल्ने कार्यहरूसहित।',
  'TOUR_STEP_TEXTS.vehicle-tracking.title': 'सवारी साधन ट्र्याकिङ',
  'TOUR_STEP_TEXTS.vehicle-tracking.body':
    'एउटा सवारी साधनलाई लाइभ पछ्याउनुहोस्, त्यसको इतिहास फेरि हेर्नुहोस् र इन्जिन लक वा अनलक गर्नुहोस्।',
  'TOUR_STEP_TEXTS.alerts.title': 'चेतावनीहरू',
  'TOUR_STEP_TEXTS.alerts.body': 'तपाईंका सवारी साधनका इग्निसन, जियोफेन्स, अधिक गति र अन्य चेतावनीहरू, घटना हुनासाथ।',
  'TOUR_STEP_TEXTS.geofence.title': 'जियोफेन्स',
  'TOUR_STEP_TEXTS.geofence.body': 'नक्सामा क्षेत्र कोर्नुहोस् र सवारी साधन त्यहाँ पस्दा वा निस्कँदा सूचना पाउनुहोस्।',
  'TOUR_STEP_TEXTS.report.title': 'रिपोर्ट',
  'TOUR_STEP_TEXTS.report.body': 'जुनसुकै सवारी साधन र अवधिका यात्रा, रोकाइ, घटना र सारांश, निर्यात गर्न तयार।',
  'TOUR_STEP_TEXTS.help-and-support.title': 'मद्दत र सहयोग',
  'TOUR_STEP_TEXTS.help-and-support.body': 'प्रश्न वा समस्या छ? टिकट खोल्नुहोस् र हाम्रो सहयोग टोलीसँग कुरा गर्नुहोस्।',
} as const satisfies GroupCatalogue<'TOUR_STEP_TEXTS'>;
