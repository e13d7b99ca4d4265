import { Buffer } from 'buffer';

// TON libraries (@ton/core, reached through the domain's address rules) use Node's Buffer as a
// global. This module is imported first, so the global exists before any of them evaluates.
globalThis.Buffer ??= Buffer;
