// A worker thread does not inherit the main thread's tsx loader: this registers it, then runs the
// TypeScript worker (transfer-load-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./transfer-load-worker.ts');
