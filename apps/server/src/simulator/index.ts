// The fleet simulator: vehicles that drive Kathmandu and the Prithvi Highway and report to the
// gateway in the real device protocols. See docs/simulator.md.
export { Gt06Tracker } from './devices/Gt06Tracker';
export { H02Tracker } from './devices/H02Tracker';
export { TeltonikaTracker } from './devices/TeltonikaTracker';
export type { ReceivedCommand, ServerInstruction, TcpTrackerProtocol } from './devices/TrackerProtocol';
export { type AlarmRates, DEFAULT_ALARM_RATES } from './drivingProfile';
export { generateImei, isValidImei, luhnCheckDigit } from './generateImei';
export type { SimulatedDeviceEvent, SimulatedDeviceStats } from './links/TrackerLink';
export { ManualClock } from './ManualClock';
export { RoutePath, type RoutePoint } from './routes/RoutePath';
export type { RouteTown, SimulatorRoute } from './routes/SimulatorRoute';
export { findRoute, SIMULATOR_ROUTES, VALLEY_ROUTES } from './routes/simulatorRoutes';
export {
  formatStatusLine,
  parseSimulateArguments,
  type RunningSimulator,
  runSimulatorCli,
  SIMULATE_HELP,
  type SimulatorCliOptions,
} from './runSimulatorCli';
export { SeededRandom } from './SeededRandom';
export { SimulatedDevice, type SimulatedDeviceOptions } from './SimulatedDevice';
export { type SimulationClock, type SimulationTimer, systemClock } from './SimulationClock';
export {
  defaultSimulatorPorts,
  Simulator,
  type SimulatorEvent,
  type SimulatorOptions,
  type SimulatorPorts,
  type SimulatorStats,
} from './Simulator';
export { buildSimulatedFleet } from './simulatedFleet';
export type {
  SimulatedAlarm,
  SimulatedVehicle,
  TrackerRecord,
  VehicleAlarm,
  VehiclePhase,
  VehicleSnapshot,
} from './types';
export { VehicleModel, type VehicleModelOptions } from './VehicleModel';
