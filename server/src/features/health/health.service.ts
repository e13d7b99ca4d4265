import type { HealthResponse, ProviderModes } from '@ferry/shared/contracts';
import type { Bus } from '../../bus/bus';
import type { DatabaseKind } from '../../db/open-database';

export interface HealthDependencies {
  version: string;
  databaseKind: DatabaseKind;
  pingDatabase(): Promise<void>;
  bus: Pick<Bus, 'kind' | 'ping'>;
  providers: ProviderModes;
  startedAtMs: number;
  nowMs(): number;
}

const PING_TIMEOUT_MS = 2000;

/** Reports what this instance runs on and whether its database and bus answer right now. */
export function createHealthService(deps: HealthDependencies) {
  return {
    async check(): Promise<HealthResponse> {
      const [database, bus] = await Promise.all([
        answersInTime(deps.pingDatabase()),
        answersInTime(deps.bus.ping()),
      ]);
      return {
        status: database && bus ? 'ok' : 'degraded',
        version: deps.version,
        db: deps.databaseKind,
        bus: deps.bus.kind,
        providers: deps.providers,
        uptimeSeconds: Math.max(0, Math.floor((deps.nowMs() - deps.startedAtMs) / 1000)),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

async function answersInTime(probe: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe.then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
