export { type Config, ConfigError, loadConfig } from './config/config';
export { type RunningServer, startServer } from './start-server';
