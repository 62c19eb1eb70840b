/**
 * Traccar's alarm names, the values of the `alarm` position attribute. Decoders translate device
 * codes to these so events and notifications read the same for every protocol.
 */
export const ALARMS = {
  general: 'general',
  sos: 'sos',
  vibration: 'vibration',
  overspeed: 'overspeed',
  fallDown: 'fallDown',
  lowPower: 'lowPower',
  lowBattery: 'lowBattery',
  powerOff: 'powerOff',
  powerCut: 'powerCut',
  door: 'door',
  geofence: 'geofence',
  geofenceEnter: 'geofenceEnter',
  geofenceExit: 'geofenceExit',
  accident: 'accident',
  tow: 'tow',
  hardAcceleration: 'hardAcceleration',
  hardBraking: 'hardBraking',
  hardCornering: 'hardCornering',
  tampering: 'tampering',
  removing: 'removing',
  // JT/T 808 (Huabao) and the other protocols on Traccar's ports.
  gpsAntennaCut: 'gpsAntennaCut',
  fault: 'fault',
  movement: 'movement',
  laneChange: 'laneChange',
  fatigueDriving: 'fatigueDriving',
  jamming: 'jamming',
  // Alarms of the text protocols (GPS103, TK103, Suntech, Meitrack).
  temperature: 'temperature',
  fuelLeak: 'fuelLeak',
  bonnet: 'bonnet',
  footBrake: 'footBrake',
  lowspeed: 'lowspeed',
  idle: 'idle',
  parking: 'parking',
  powerRestored: 'powerRestored',
  // Queclink GL200 family.
  powerOn: 'powerOn',
} as const;

/** One of Traccar's alarm names. */
export type AlarmName = (typeof ALARMS)[keyof typeof ALARMS];
