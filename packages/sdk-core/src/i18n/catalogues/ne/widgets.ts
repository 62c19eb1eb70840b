/**
 * नेपाली: texts of the widgets beyond their first groups (history date presets and range
 * checks, the live panel's overview periods). */
export const NE_WIDGETS = {
  'HISTORY_TEXTS.presets.today': 'आज',
  'HISTORY_TEXTS.presets.yesterday': 'हिजो',
  'HISTORY_TEXTS.presets.last7Days': 'पछिल्ला ७ दिन',
  'HISTORY_TEXTS.presets.last14Days': 'पछिल्ला १४ दिन',
  'HISTORY_TEXTS.presets.custom': 'आफैँ छान्नुहोस्',
  'HISTORY_TEXTS.rangeErrors.invalidDate': 'सुरु र अन्त्यको सही मिति छान्नुहोस्',
  'HISTORY_TEXTS.rangeErrors.fromAfterTo': 'सुरु मिति अन्त्य मितिभन्दा पछि हुन सक्दैन',
  'HISTORY_TEXTS.rangeErrors.endAfterToday': 'अन्त्य मिति आजभन्दा पछि हुन सक्दैन',
  'HISTORY_TEXTS.rangeErrors.beforeLowerBound': 'सुरु मिति उपलब्ध सबैभन्दा पुरानो मितिभन्दा अघि छ',
  'HISTORY_TEXTS.rangeErrors.tooLong': 'मिति दायरा ३० दिनभन्दा लामो हुन सक्दैन',
  'TRACKING_TEXTS.ranges.lastHour': 'पछिल्लो एक घण्टा',
  'TRACKING_TEXTS.ranges.today': 'आज',
  'TRACKING_TEXTS.ranges.last7Days': 'पछिल्ला ७ दिन',
  'TRACKING_TEXTS.ranges.thisMonth': 'यो महिना',
} as const;
