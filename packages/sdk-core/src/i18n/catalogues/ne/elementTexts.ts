import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: ELEMENT_TEXTS. */
export const CATALOGUE = {
  'ELEMENT_TEXTS.missingToken': 'यो दृश्यलाई सेयर लिङ्क चाहिन्छ: token वा code एट्रिब्युट राख्नुहोस्।',
  'ELEMENT_TEXTS.missingLiveToken': 'यो नक्सालाई पहुँच टोकन चाहिन्छ: token एट्रिब्युट राख्नुहोस्।',
  'ELEMENT_TEXTS.shareExpired': 'यो सेयर लिङ्कको म्याद सकियो।',
  'ELEMENT_TEXTS.shareInvalid': 'यो सेयर लिङ्क मान्य छैन वा फिर्ता लिइएको छ।',
  'ELEMENT_TEXTS.accessDenied': 'पहुँच टोकन मान्य छैन वा यसको म्याद सकिएको छ।',
  'ELEMENT_TEXTS.noVehicle': 'सेयर गरिएको सवारी साधन अब उपलब्ध छैन।',
  'ELEMENT_TEXTS.unreachable':
    '{apiBase} मा रहेको Fleetkit सर्भरमा पुग्न सकिएन। api-base एट्रिब्युट र सर्भरले यो साइटलाई अनुमति दिएको छ कि छैन जाँच गर्नुहोस्।',
  'ELEMENT_TEXTS.vehicleNotFound': 'यो टोकनले आईडी {id} भएको सवारी साधन देख्न सक्दैन।',
  'ELEMENT_TEXTS.loading': 'लोड हुँदै…',
  'ELEMENT_TEXTS.sharedUntil': 'सेयर गरिएको अवधि:',
} as const satisfies GroupCatalogue<'ELEMENT_TEXTS'>;
