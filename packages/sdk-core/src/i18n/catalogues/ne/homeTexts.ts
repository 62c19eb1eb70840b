import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: HOME_TEXTS. */
export const CATALOGUE = {
  'HOME_TEXTS.fleetStatus': 'फ्लिटको स्थिति',
  'HOME_TEXTS.status.all': 'सबै',
  'HOME_TEXTS.status.moving': 'चलिरहेको',
  'HOME_TEXTS.status.stopped': 'रोकिएको',
  'HOME_TEXTS.status.idling': 'आइडलिङ',
  'HOME_TEXTS.status.offline': 'अफलाइन',
  'HOME_TEXTS.today': 'आज',
  'HOME_TEXTS.alertsToday': 'आजका चेतावनीहरू',
  'HOME_TEXTS.distanceToday': 'आजको दूरी',
  'HOME_TEXTS.expiringDocuments': 'म्याद सकिन लागेका कागजात',
  'HOME_TEXTS.expiredCount': '{count} को म्याद सकियो',
  'HOME_TEXTS.servicesDue': 'गर्नुपर्ने मर्मत',
  'HOME_TEXTS.overdueCount': '{count} समय नाघेको',
  'HOME_TEXTS.subscriptionsToRenew': 'नवीकरण गर्नुपर्ने सदस्यता',
  'HOME_TEXTS.latestAlerts': 'आजका पछिल्ला चेतावनीहरू',
  'HOME_TEXTS.noAlertsToday': 'आज कुनै चेतावनी छैन।',
  'HOME_TEXTS.subscriptions': 'सदस्यताहरू',
  'HOME_TEXTS.everySubscriptionRunning': 'सबै सदस्यता चालु छन्।',
  'HOME_TEXTS.documentsToRenew': 'नवीकरण गर्नुपर्ने कागजात',
  'HOME_TEXTS.noDocumentExpires': 'चाँडै म्याद सकिने कुनै कागजात छैन।',
} as const satisfies GroupCatalogue<'HOME_TEXTS'>;
