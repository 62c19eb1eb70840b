/**
 * Dialog labels and routes quoted by SPEC §2 (or needed around its texts) that sdk-core's `MESSAGES`
 * does not hold yet. Kept in this one place so they can move to sdk-core without touching components.
 */
export const DIALOG_TEXTS = {
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  submit: 'Submit',
  next: 'Next',
  // Share
  shareTitle: 'Share Device',
  shareExpiryLabel: 'Link expires in',
  shareGenerate: 'Generate Link',
  shareLinkLabel: 'Share link',
  shareCopy: 'Copy link',
  // Logout
  logoutTitle: 'Logout',
  logoutConfirm: 'Logout',
  // Driver
  driverTitle: 'Driver Info',
  driverName: 'Name',
  driverPhone: 'Phone',
  driverId: 'Driver ID',
  viewOtherDrivers: 'View other Drivers',
  // Connect data
  connectTitle: 'Connect Data',
  connectDrivers: 'Drivers',
  connectGeofences: 'Geofences',
  connectMaintenance: 'Maintenance',
  connectMileage: 'Mileage (km/L)',
  connectSubmit: 'Connect',
  // Vehicle
  addVehicleTitle: 'Add Vehicle',
  editVehicleTitle: 'Edit Vehicle',
  vehicleName: 'Vehicle Name',
  vehicleCategory: 'Vehicle Type',
  vehicleUniqueId: 'Vehicle Identifier (IMEI)',
  vehiclePhone: 'SIM Phone Number',
  vehicleContact: 'Contact Number',
  vehicleModel: 'Model',
  vehicleRegistration: 'Registration',
  vehicleGroup: 'Group',
  vehicleNoGroup: 'No group',
  vehicleSpeedLimit: 'Speed Limit (km/h)',
  vehicleOdometer: 'Odometer Reading (km)',
  vehicleExpiry: 'Expiry Date',
  // Documents
  addDocumentTitle: 'Add Document',
  editDocumentTitle: 'Edit Document',
  documentDetailsTitle: 'Document Details',
  documentCategory: 'Category',
  documentEntityVehicle: 'Vehicle',
  documentEntityDriver: 'Driver',
  documentType: 'Document Type',
  documentImages: 'Images',
  documentAddImages: 'Add images',
  documentRemoveImage: (name: string) => `Remove ${name}`,
  documentUploading: (name: string, percent: number) => `Uploading ${name}: ${percent}%`,
  documentsTitle: 'Documents',
  addDocument: 'Add Document',
  viewOthers: 'View Others',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  documentDeleteTitle: 'Delete Document',
  allTypes: 'All types',
  columnType: 'Type',
  columnNumber: 'Number',
  columnExpiry: 'Expiry Date',
  columnActions: 'Actions',
  // Screens
} as const;

/** Where 'View Others' goes (SPEC §2). */
export const DOCUMENTS_HREF = '/dashboard/document';
/** Where 'View other Drivers' goes (SPEC §2). */
export const DRIVERS_HREF = '/dashboard/driver/all-driver';
/** Where 'Go To Home' goes: the root (SPEC §2). */
export const HOME_HREF = '/';
