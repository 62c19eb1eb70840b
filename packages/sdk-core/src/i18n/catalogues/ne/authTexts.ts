import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: AUTH_TEXTS. */
export const CATALOGUE = {
  'AUTH_TEXTS.signIn': 'साइन इन गर्नुहोस्',
  'AUTH_TEXTS.signInLead': 'फेरि स्वागत छ। आफ्नो फ्लिट पछ्याउन साइन इन गर्नुहोस्।',
  'AUTH_TEXTS.email': 'इमेल',
  'AUTH_TEXTS.password': 'पासवर्ड',
  'AUTH_TEXTS.authenticatorCode': 'अथेन्टिकेटर कोड',
  'AUTH_TEXTS.signingIn': 'साइन इन हुँदै…',
  'AUTH_TEXTS.signInFailed': 'साइन इन गर्न सकिएन। आफ्नो इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
  'AUTH_TEXTS.otherWaysIn': 'भित्र पस्ने अन्य तरिका',
  'AUTH_TEXTS.forgotPassword': 'पासवर्ड बिर्सनुभयो?',
  'AUTH_TEXTS.createAccount': 'खाता बनाउनुहोस्',
  'AUTH_TEXTS.tryDemo': 'डेमो चलाएर हेर्नुहोस्',
  'AUTH_TEXTS.marketingTitle': 'तपाईंको पूरै फ्लिट, लाइभ, एकै ठाउँमा।',
  'AUTH_TEXTS.utilizationTitle': 'सम्पत्तिको अधिकतम उपयोग',
  'AUTH_TEXTS.utilizationText':
    'हरेक सवारी साधन कहाँ छ, कति बेर खाली चलिरहन्छ र कति टाढा गुड्छ हेर्नुहोस्, र खाली बसेका साधनलाई फेरि काममा लगाउनुहोस्।',
  'AUTH_TEXTS.devicesTitle': 'IoT उपकरणहरूसँग तालमेल',
  'AUTH_TEXTS.devicesText': 'जीपीएस ट्र्याकर, इग्निसन सेन्सर र इन्जिन रिले आफूले बोल्ने प्रोटोकलमै तुरुन्तै डेटा पठाउँछन्।',
  'AUTH_TEXTS.assistanceTitle': 'छिटो सहयोग',
  'AUTH_TEXTS.assistanceText':
    'अधिक गति, जियोफेन्स पार गर्दा र अलार्मका लाइभ चेतावनीहरू, र एउटा टिकटकै दूरीमा सहयोग टोली।',
  'AUTH_TEXTS.takeItWithYou': 'साथमै लैजानुहोस्',
  'AUTH_TEXTS.googlePlay': 'Google Play बाट लिनुहोस्',
  'AUTH_TEXTS.appStore': 'App Store बाट डाउनलोड गर्नुहोस्',
  'AUTH_TEXTS.legalBefore': 'जारी राखेर तपाईं हाम्रो',
  'AUTH_TEXTS.termsOfService': 'सेवाका सर्तहरू',
  'AUTH_TEXTS.legalBetween': 'र',
  'AUTH_TEXTS.privacyPolicy': 'गोपनीयता नीति',
  'AUTH_TEXTS.legalAfter': 'मा सहमत हुनुहुन्छ।',
} as const satisfies GroupCatalogue<'AUTH_TEXTS'>;
