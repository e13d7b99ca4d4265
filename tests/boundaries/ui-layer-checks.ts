import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findImports, lineAt, listSourceFiles, stripComments, toPosix, type Violation } from './source-scan';
import {
  UI_LAYER_RULES,
  UI_STYLE_CROSSINGS_ALLOWED,
  UI_STYLE_OWNERS,
  UI_STYLES,
  type UiLayerRule,
} from './ui-layer-rules';

// ── Front-end layers inside shared/ui ───────────────────────────────────────────────────────
// Inside the ui area relative imports are free as far as AREA_RULES go; these rules add the
// walls between its layers and between one feature and another.

export function checkUiLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const rule of UI_LAYER_RULES) {
    for (const file of listSourceFiles(path.join(root, rule.folder))) {
      const source = stripComments(readFileSync(file, 'utf8'));
      for (const { specifier, index } of findImports(source)) {
        if (!specifier.startsWith('.')) continue;
        const reason = judgeUiLayer(root, rule, file, specifier);
        if (reason)
          violations.push({
            file: path.relative(root, file),
            line: lineAt(source, index),
            specifier,
            reason,
          });
      }
    }
  }
  return violations;
}

/**
 * A feature's imports of stylesheets in `shared/ui/styles` that another feature owns
 * (UI_STYLE_OWNERS), minus today's known ones, plus any known one that no longer happens.
 */
export function checkUiStyles(root: string): Violation[] {
  const violations: Violation[] = [];
  const featuresFolder = UI_LAYER_RULES.find((rule) => rule.isolatesSubfolders)?.folder;
  if (!featuresFolder) return violations;
  const seen = new Set<string>();
  for (const file of listSourceFiles(path.join(root, featuresFolder))) {
    const relativeFile = toPosix(path.relative(root, file));
    const feature = unitOf(relativeFile, featuresFolder);
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const { specifier, index } of findImports(source)) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.css')) continue;
      const target = toPosix(path.relative(root, path.resolve(path.dirname(file), specifier)));
      if (path.posix.dirname(target) !== UI_STYLES) continue;
      const sheet = path.posix.basename(target);
      const owner = UI_STYLE_OWNERS[sheet];
      if (owner === undefined || owner === feature) continue;
      const crossing = `${feature} ${sheet}`;
      seen.add(crossing);
      if (UI_STYLE_CROSSINGS_ALLOWED.includes(crossing)) continue;
      violations.push({
        file: relativeFile,
        line: lineAt(source, index),
        specifier,
        reason: `ui feature ${feature} may not import ${owner}'s stylesheet; move the rules it needs to a shared one`,
      });
    }
  }
  if (!existsSync(path.join(root, UI_STYLES))) return violations;
  for (const crossing of UI_STYLE_CROSSINGS_ALLOWED) {
    if (seen.has(crossing)) continue;
    violations.push({
      file: 'tests/boundaries/ui-layer-rules.ts',
      line: 1,
      specifier: crossing,
      reason: 'allowed stylesheet crossing no longer happens: remove it from UI_STYLE_CROSSINGS_ALLOWED',
    });
  }
  return violations;
}

function judgeUiLayer(root: string, rule: UiLayerRule, file: string, specifier: string): string | undefined {
  const target = toPosix(path.relative(root, path.resolve(path.dirname(file), specifier)));
  const forbidden = rule.forbiddenFolders.find((folder) => isInsideFolder(target, folder));
  if (forbidden) return `${rule.layer} may not import ${forbidden} (layers point downwards)`;
  if (!rule.isolatesSubfolders) return undefined;
  const own = unitOf(toPosix(path.relative(root, file)), rule.folder);
  const other = unitOf(target, rule.folder);
  if (other === undefined || other === own) return undefined;
  return `${rule.layer} ${own} may not import another one (${other}); share through the shell, components or lib`;
}

/** The first folder (or file) under `folder` that `relativePath` lies in: the feature's name. */
function unitOf(relativePath: string, folder: string): string | undefined {
  if (!relativePath.startsWith(`${folder}/`)) return undefined;
  return relativePath.slice(folder.length + 1).split('/')[0];
}

function isInsideFolder(relativePath: string, folder: string): boolean {
  return relativePath === folder || relativePath.startsWith(`${folder}/`);
}
