import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

export type { Logger };

/** JSON lines to stdout, or to `destination` (tests read the log from one). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'ferry-server' },
    // Secrets never reach the log, wherever they appear in a logged object. One-time codes are
    // never logged outside the sandbox mailer and SMS outbox (live adapters log no message text).
    redact: {
      paths: [
        '*.authorization',
        '*.Authorization',
        '*.refresh_token',
        '*.password',
        '*.init_data',
        '*.botToken',
        '*.authToken',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
