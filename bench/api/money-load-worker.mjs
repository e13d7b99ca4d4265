// A worker thread does not inherit the main thread's tsx loader: this registers it, then runs the
// TypeScript worker (money-load-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./money-load-worker.ts');
