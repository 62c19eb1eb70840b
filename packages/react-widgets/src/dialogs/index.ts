// Dialogs and full-page screens (SPEC §2 "Dialogs", §8 screens).

export {
  DIALOG_TEXTS,
  DOCUMENTS_HREF,
  DRIVERS_HREF,
  HOME_HREF,
  VEHICLE_CATEGORY_LABELS,
} from '@fleetkit/sdk-core/labels';
export { ConnectDataDialog, type ConnectDataDialogProps } from './ConnectDataDialog';
export { DocumentDetails, type DocumentDetailsProps } from './DocumentDetails';
export { DocumentDialog, type DocumentDialogProps } from './DocumentDialog';
export { DocumentImages, type DocumentImagesProps } from './DocumentImages';
export { DocumentTable, type DocumentTableProps } from './DocumentTable';
export { DriverInfoDialog, type DriverInfoDialogProps } from './DriverInfoDialog';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { LogoutDialog, type LogoutDialogProps } from './LogoutDialog';
export { NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen';
export { ShareLinkDialog, type ShareLinkDialogProps } from './ShareLinkDialog';
export { type DocumentImage, useDocumentImages } from './useDocumentImages';
export { VehicleDialog, type VehicleDialogProps } from './VehicleDialog';
