import { runServer } from './run-server';

await runServer();
