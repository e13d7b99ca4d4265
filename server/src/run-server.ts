import { ConfigError, loadConfig } from './config/config';
import { type RunningServer, startServer } from './start-server';

/**
 * Starts the server from the environment and keeps it up until SIGTERM or SIGINT, then shuts
 * down gracefully. A configuration mistake prints one plain message and exits with 1.
 */
export async function runServer(onStarted?: (server: RunningServer) => void): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const starting = startServer(config);
  // Handlers go in before start-up finishes: a signal during start still shuts down cleanly.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void starting.then(
        async (server) => {
          server.logger.info({ signal }, 'shutting down');
          try {
            await server.stop();
            process.exit(0);
          } catch (error) {
            server.logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          }
        },
        () => process.exit(1),
      );
    });
  }
  try {
    onStarted?.(await starting);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
