// Live tracking: the Live Tracking panel and its engine action confirmation.
export { EngineActionDialog, type EngineActionDialogProps } from './EngineActionDialog';
export { LiveTrackingPanel, type LiveTrackingPanelProps } from './LiveTrackingPanel';
