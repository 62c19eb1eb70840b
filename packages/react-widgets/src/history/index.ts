// History and playback of the tracking screen (SPEC §2 "Vehicle tracking screen", §4 playback).

export { HISTORY_TEXTS } from '@fleetkit/sdk-core/labels';
export { DateRangeSelector, type DateRangeSelectorProps } from './DateRangeSelector';
export { HistoryList, type HistoryListProps } from './HistoryList';
export { HistoryPanel, type HistoryPanelProps, type HistoryTrack } from './HistoryPanel';
export { historyTripPoints } from './historyTripPoints';
export { PlaybackBar, type PlaybackBarProps } from './PlaybackBar';
export { SpeedChart, type SpeedChartProps, speedSeries } from './SpeedChart';
