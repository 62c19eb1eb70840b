import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: ACCOUNT_MAIL_TEXTS. */
export const CATALOGUE = {
  'ACCOUNT_MAIL_TEXTS.signUpTaken.subject': 'कसैले तपाईंको इमेलबाट साइन अप गर्न खोज्यो',
  'ACCOUNT_MAIL_TEXTS.signUpTaken.body':
    'कसैले {email} का लागि Fleetkit खाता बनाउन अनुरोध गर्‍यो, तर यस ठेगानामा पहिले नै खाता छ। यदि यो तपाईं हुनुहुन्थ्यो भने साइन इन गर्नुहोस्, वा साइन इन पृष्ठबाट पासवर्ड रिसेट गर्नुहोस्। होइन भने यो सन्देश बेवास्ता गर्नुहोस्: केही परिवर्तन भएको छैन।',
  'ACCOUNT_MAIL_TEXTS.signUpCode.subject': 'तपाईंको Fleetkit साइन अप कोड',
  'ACCOUNT_MAIL_TEXTS.signUpCode.body':
    'तपाईंको साइन अप कोड {code} हो। यो {duration} पछि समाप्त हुन्छ। तपाईंले यो माग्नुभएको होइन भने यो सन्देश बेवास्ता गर्नुहोस्।',
  'ACCOUNT_MAIL_TEXTS.passwordReset.subject': 'आफ्नो Fleetkit पासवर्ड रिसेट गर्नुहोस्',
  'ACCOUNT_MAIL_TEXTS.passwordReset.body':
    'नयाँ पासवर्ड छान्न यो लिङ्क खोल्नुहोस्: {link} यो {duration} भित्र एक पटक मात्र चल्छ। तपाईंले यो माग्नुभएको होइन भने यो सन्देश बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।',
} as const satisfies GroupCatalogue<'ACCOUNT_MAIL_TEXTS'>;
