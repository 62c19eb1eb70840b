/**
 * नेपाली: vehicle statuses and the values widgets show in place of a reading (`DISPLAY_STATUS_LABEL`,
 * `STATUS_FILTER_LABEL`, `VALUE_TEXTS`).
 */
export const NE_WIDGET_VALUES = {
  'DISPLAY_STATUS_LABEL.moving': 'चलिरहेको',
  'DISPLAY_STATUS_LABEL.idling': 'आइडलिङ',
  'DISPLAY_STATUS_LABEL.stopped': 'रोकिएको',
  'DISPLAY_STATUS_LABEL.offline': 'अफलाइन',
  'DISPLAY_STATUS_LABEL.unknown': 'उपलब्ध छैन',
  'STATUS_FILTER_LABEL.all': 'सबै',
  'STATUS_FILTER_LABEL.moving': 'चलिरहेका',
  'STATUS_FILTER_LABEL.stopped': 'रोकिएका',
  'STATUS_FILTER_LABEL.idling': 'आइडलिङ',
  'STATUS_FILTER_LABEL.offline': 'अफलाइन',
  'VALUE_TEXTS.ignition.On': 'अन',
  'VALUE_TEXTS.ignition.Off': 'अफ',
  'VALUE_TEXTS.notAvailable': 'उपलब्ध छैन',
} as const;
