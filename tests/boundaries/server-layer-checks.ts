import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_CORE_ORDER, SERVER_LAYERS } from './server-layer-rules';
import {
  findImports,
  lineAt,
  listSourceFiles,
  stripComments,
  TEST_FILE,
  toPosix,
  type Violation,
} from './source-scan';

// ---- Server layers: features over a core that never imports them ----

type ServerLayer = { kind: 'root' } | { kind: 'core' } | { kind: 'feature'; name: string };

/** Which layer of `server/src` a repository-relative path belongs to (undefined: outside it). */
export function serverLayerOf(relativePath: string): ServerLayer | undefined {
  const normalised = relativePath.split(path.sep).join('/');
  if (!normalised.startsWith(`${SERVER_LAYERS.source}/`)) return undefined;
  const inside = normalised.slice(SERVER_LAYERS.source.length + 1).split('/');
  const [top, name] = inside;
  if (
    inside.length === 1 ||
    (top !== undefined && (SERVER_LAYERS.compositionRoot as readonly string[]).includes(top))
  )
    return { kind: 'root' };
  if (`${SERVER_LAYERS.source}/${top}` === SERVER_LAYERS.features && name !== undefined && inside.length > 2)
    return { kind: 'feature', name };
  return { kind: 'core' };
}

/** Checks the relative imports inside `server/src` against the server's layers. */
export function checkServerLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of listSourceFiles(path.join(root, SERVER_LAYERS.source))) {
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const { specifier, index } of findImports(source)) {
      if (!specifier.startsWith('.')) continue;
      const reason = judgeServerLayers(root, file, specifier);
      if (reason)
        violations.push({ file: path.relative(root, file), line: lineAt(source, index), specifier, reason });
    }
  }
  return violations;
}

function judgeServerLayers(root: string, file: string, specifier: string): string | undefined {
  const from = serverLayerOf(path.relative(root, file));
  const to = serverLayerOf(path.relative(root, path.resolve(path.dirname(file), specifier)));
  if (!from || !to || to.kind !== 'feature') return undefined;
  if (from.kind === 'core') return `the server core may not import a feature (features/${to.name})`;
  if (from.kind === 'feature' && from.name !== to.name)
    return `feature ${from.name} may not import another feature's files (features/${to.name}); move what they share to the core`;
  return undefined;
}

// ---- The core's order and who owns each table ----

/** Core files import only their own folder and the folders below it in SERVER_CORE_ORDER. */
export function checkCoreOrder(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of listSourceFiles(path.join(root, SERVER_LAYERS.source))) {
    const relativeFile = toPosix(path.relative(root, file));
    if (serverLayerOf(relativeFile)?.kind !== 'core' || TEST_FILE.test(file)) continue;
    const from = coreFolderOf(relativeFile);
    const fromIndex = SERVER_CORE_ORDER.indexOf(from);
    if (fromIndex < 0) {
      violations.push({
        file: relativeFile,
        line: 1,
        specifier: from,
        reason: `the core folder ${from} has no place in SERVER_CORE_ORDER (tests/boundaries/server-layer-rules.ts)`,
      });
      continue;
    }
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const { specifier, index } of findImports(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = toPosix(path.relative(root, path.resolve(path.dirname(file), specifier)));
      if (serverLayerOf(target)?.kind !== 'core') continue;
      const to = coreFolderOf(target);
      if (to === from || SERVER_CORE_ORDER.indexOf(to) < fromIndex) continue;
      violations.push({
        file: relativeFile,
        line: lineAt(source, index),
        specifier,
        reason: `the core folder ${from} may not import ${to}, which stands above it in SERVER_CORE_ORDER (no cycles in the core)`,
      });
    }
  }
  return violations;
}

function coreFolderOf(relativePath: string): string {
  return relativePath.slice(SERVER_LAYERS.source.length + 1).split('/')[0] ?? '';
}
