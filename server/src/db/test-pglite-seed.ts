import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, migrationsFingerprint } from './migrate';
import { createPglite, type PgliteEngine, wrapPglite } from './open-database';

// Kept for the worker's life: the server tests share one module graph per worker (vitest
// `isolate: false`), so each test file's PGlite reuses what the first one read and compiled.
let engine: Promise<PgliteEngine> | undefined;
let seed: Promise<Blob> | undefined;

/** PGlite's engine compiled once per process: compiling its 9 MB of WebAssembly costs seconds. */
export function pgliteEngine(): Promise<PgliteEngine> {
  engine ??= (async () => {
    const require = createRequire(import.meta.url);
    const [wasm, bundle] = await Promise.all([
      readFile(require.resolve('@electric-sql/pglite/pglite.wasm')),
      readFile(require.resolve('@electric-sql/pglite/pglite.data')),
    ]);
    return { pgliteWasmModule: await compileWasm(wasm), fsBundle: new Blob([bundle]) };
  })();
  return engine;
}

// Node has WebAssembly; the server's type libraries (no DOM) do not declare it.
const { WebAssembly: wasmApi } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteEngine['pgliteWasmModule']> };
};
const compileWasm = (bytes: Uint8Array) => wasmApi.compile(bytes);

/**
 * A dump of a freshly migrated PGlite data directory. It is written once per set of migrations to
 * the temporary directory (named by their fingerprint) and read from there by every later worker
 * and run; a new or edited migration names a new file.
 */
export function pgliteSeed(): Promise<Blob> {
  seed ??= (async () => {
    const file = path.join(tmpdir(), `ferry-test-seed-${await migrationsFingerprint()}.tar`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return new Blob([stored]);
    const dump = await buildSeed();
    // Another worker may write the same file at once: each writes its own and renames it in place.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return seed;
}

async function buildSeed(): Promise<Blob> {
  const pglite = await createPglite({ engine: await pgliteEngine() });
  const database = wrapPglite(pglite);
  await migrate(database);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  return dump;
}
