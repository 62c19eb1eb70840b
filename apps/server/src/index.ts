// Programmatic use of the reference server (the `fleetkit-server` command wraps these).
export { createFleetServer, type FleetServer } from './app';
export { ConfigError, configSchema, loadConfig, type ServerConfig, type ServerConfigInput } from './config';
export { openDatabase } from './db/Database';
export { createAccount } from './services/accounts';
export { seedDemoFleet } from './services/demoFleet';
