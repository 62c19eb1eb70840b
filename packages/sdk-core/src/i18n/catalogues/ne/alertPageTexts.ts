import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: ALERT_PAGE_TEXTS. */
export const CATALOGUE = {
  'ALERT_PAGE_TEXTS.title': 'चेतावनीहरू',
  'ALERT_PAGE_TEXTS.description': 'तपाईंका सवारी साधनका इग्निसन, जियोफेन्स, अधिक गति, अलार्म र अन्य घटनाहरू।',
  'ALERT_PAGE_TEXTS.showAlerts': 'चेतावनीहरू देखाउनुहोस्',
  'ALERT_PAGE_TEXTS.noAlertsHint': 'यो अवधिमा कुनै चेतावनी छैन।',
  'ALERT_PAGE_TEXTS.eventVehicle': 'सवारी साधन',
  'ALERT_PAGE_TEXTS.eventTime': 'समय',
  'ALERT_PAGE_TEXTS.eventDetails': 'विवरण',
} as const satisfies GroupCatalogue<'ALERT_PAGE_TEXTS'>;
