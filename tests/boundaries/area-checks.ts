import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AREA_RULES,
  type AreaRule,
  ENTRY_POINTS,
  TEST_ONLY_ENTRY_POINTS,
  TEST_SUPPORT_FILES,
} from './area-rules';
import {
  findImports,
  lineAt,
  listSourceFiles,
  stripComments,
  TEST_FILE,
  type Violation,
} from './source-scan';

/** Every source file of every area against that area's rules: imports and forbidden code. */
export function checkAreas(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const rule of AREA_RULES) {
    for (const file of listSourceFiles(path.join(root, rule.folder))) {
      violations.push(...checkFile(root, rule, file));
    }
  }
  return violations;
}

function checkFile(root: string, rule: AreaRule, file: string): Violation[] {
  const source = stripComments(readFileSync(file, 'utf8'));
  const relativeFile = path.relative(root, file);
  const violations: Violation[] = [];
  for (const { specifier, index } of findImports(source)) {
    const reason = judgeImport(root, rule, file, specifier);
    if (reason) violations.push({ file: relativeFile, line: lineAt(source, index), specifier, reason });
  }
  if (rule.forbiddenCode && !TEST_FILE.test(file)) {
    for (const { pattern, reason } of rule.forbiddenCode) {
      const match = new RegExp(pattern.source, 'g').exec(source);
      if (match) {
        violations.push({
          file: relativeFile,
          line: lineAt(source, match.index),
          specifier: match[0],
          reason: `${rule.area} ${reason}`,
        });
      }
    }
  }
  return violations;
}

function judgeImport(root: string, rule: AreaRule, file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return judgeRelative(root, rule, file, specifier);
  if (specifier.startsWith('@ferry/')) {
    if (/\/dist(\/|$)/.test(specifier))
      return 'imports built output (dist); import the package entry instead';
    return judgeWorkspace(rule, specifier, isTestSupport(root, file));
  }
  return judgeExternal(rule, specifier);
}

function isTestSupport(root: string, file: string): boolean {
  const relativeFile = path.relative(root, file).split(path.sep).join('/');
  return TEST_FILE.test(file) || TEST_SUPPORT_FILES.includes(relativeFile);
}

function judgeRelative(root: string, rule: AreaRule, file: string, specifier: string): string | undefined {
  const target = path.relative(root, path.resolve(path.dirname(file), specifier));
  const targetArea = areaOf(target);
  if (targetArea === rule.area) return undefined;
  if (targetArea === undefined) {
    const normalised = target.split(path.sep).join('/');
    const isReachAllowed = rule.relativeReach?.some((folder) => normalised.startsWith(`${folder}/`));
    return isReachAllowed ? undefined : `reaches outside ${rule.area} by a relative path`;
  }
  const isSameShared = rule.area.startsWith('shared/') && targetArea.startsWith('shared/');
  if (!isSameShared) return `reaches into ${targetArea} by a relative path; import its package entry`;
  return rule.workspace.includes(targetArea)
    ? undefined
    : `${rule.area} may not import ${targetArea} (layers point downwards)`;
}

function judgeWorkspace(rule: AreaRule, specifier: string, isTestSupportFile: boolean): string | undefined {
  if (!ENTRY_POINTS.includes(specifier))
    return 'deep import into another package; use its public entry point';
  if (isTestSupportFile && TEST_ONLY_ENTRY_POINTS.includes(specifier)) return undefined;
  const targetArea = specifier.replace(/^@ferry\//, '');
  const isAllowed = rule.workspace.includes(specifier) || rule.workspace.includes(targetArea);
  return isAllowed ? undefined : `${rule.area} may not import ${specifier}`;
}

function judgeExternal(rule: AreaRule, specifier: string): string | undefined {
  const name = packageName(specifier);
  const matches = (pattern: string) =>
    pattern === name || (pattern.endsWith('*') && name.startsWith(pattern.slice(0, -1)));
  if (rule.forbidden?.some(matches)) return `${rule.area} may not import ${name}`;
  if (rule.external === '*' || rule.external.some(matches)) return undefined;
  return `${rule.area} may not import ${name}`;
}

function areaOf(relativePath: string): string | undefined {
  const normalised = relativePath.split(path.sep).join('/');
  const candidates = AREA_RULES.filter(
    (rule) => normalised === rule.folder || normalised.startsWith(`${rule.folder}/`),
  );
  return candidates.sort((a, b) => b.folder.length - a.folder.length)[0]?.area;
}

function packageName(specifier: string): string {
  if (specifier.startsWith('node:')) return specifier;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
