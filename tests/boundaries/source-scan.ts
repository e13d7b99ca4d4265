import { readdirSync } from 'node:fs';
import path from 'node:path';

/** One import (or one use of code or a table) that breaks a rule, where it happens and why. */
export interface Violation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
export const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'fixtures',
  'test-results',
  'playwright-report',
  'data',
]);

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function findImports(source: string): { specifier: string; index: number }[] {
  const found: { specifier: string; index: number }[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(new RegExp(pattern.source, 'g'))) {
      if (match[1]) found.push({ specifier: match[1], index: match.index ?? 0 });
    }
  }
  return found;
}

// Comments may mention imports ("never import x"); blanking them keeps line numbers intact.
export function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (_line, before: string) => before);
}

export function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

export function listSourceFiles(folder: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : listSourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

export function toPosix(relativePath: string): string {
  return relativePath.split(path.sep).join('/');
}
