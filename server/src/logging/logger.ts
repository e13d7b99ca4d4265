import { type Logger, pino } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'ferry-server' },
    // Secrets never reach the log, wherever they appear in a logged object.
    redact: {
      paths: [
        '*.authorization',
        '*.Authorization',
        '*.refresh_token',
        '*.password',
        '*.init_data',
        '*.botToken',
      ],
      censor: '[redacted]',
    },
  });
}
