import { Buffer } from 'buffer';

// TON libraries (@ton/core, reached through the domain's address rules) use Node's Buffer as a
// global. The production build injects `buffer` where it is named (vite.config.ts); the dev
// server's pre-bundled dependencies get the global from here, set before the app starts.
globalThis.Buffer ??= Buffer;
