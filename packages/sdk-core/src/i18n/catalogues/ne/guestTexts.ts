import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: GUEST_TEXTS. */
export const CATALOGUE = {
  'GUEST_TEXTS.sharedNote': 'सेयर गरिएको सवारी साधन, लाइभ र हेर्न मात्र',
  'GUEST_TEXTS.deviceInfo': 'उपकरणको विवरण',
  'GUEST_TEXTS.noLongerShared': 'यो सवारी साधन अब सेयर गरिएको छैन।',
  'GUEST_TEXTS.name': 'नाम',
  'GUEST_TEXTS.registration': 'दर्ता नम्बर',
  'GUEST_TEXTS.type': 'प्रकार',
  'GUEST_TEXTS.model': 'मोडेल',
  'GUEST_TEXTS.status': 'स्थिति',
  'GUEST_TEXTS.speed': 'गति',
  'GUEST_TEXTS.ignition': 'इग्निसन',
  'GUEST_TEXTS.totalDistance': 'कुल दूरी',
  'GUEST_TEXTS.address': 'ठेगाना',
  'GUEST_TEXTS.lastUpdate': 'पछिल्लो अद्यावधिक',
} as const satisfies GroupCatalogue<'GUEST_TEXTS'>;
