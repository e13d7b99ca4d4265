import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { HealthService } from './health.service';

/** `GET /health`: 200 when every dependency answers, 503 (same body) when one does not. */
export function createHealthRoutes(service: HealthService): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const report = await service.check();
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}
