export * from './maintenanceDue';
export * from './serviceRecordReading';
