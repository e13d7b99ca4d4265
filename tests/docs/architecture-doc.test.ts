import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** The folders directly under `folder`. */
function foldersIn(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The names in the first column of the feature table that follows `heading` on the page. */
function featuresListedAfter(heading: string): string[] {
  const start = PAGE.indexOf(heading);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}"`);
  const names: string[] = [];
  let isInTable = false;
  for (const line of PAGE.slice(start).split('\n')) {
    const row = /^\| `([a-z0-9-]+)` \|/.exec(line);
    if (row?.[1]) names.push(row[1]);
    if (line.startsWith('|')) isInTable = true;
    else if (isInTable) break;
  }
  return names.sort();
}

// A newcomer reads the page before the tree: it names every feature, and no feature that is gone.
describe('docs/architecture.md', () => {
  it('names every server feature folder, and only those', () => {
    expect(featuresListedAfter('Features (`server/src/features/`')).toEqual(foldersIn('server/src/features'));
  });

  it('names every screen feature folder, and only those', () => {
    expect(featuresListedAfter('Features (`shared/ui/features/`')).toEqual(foldersIn('shared/ui/features'));
  });

  it('names only folders that exist in its maps of the tree', () => {
    const maps = [...PAGE.matchAll(/```\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    const server = maps.find((map) => map.startsWith('server/src/'));
    expect(server, 'the server map').toBeDefined();
    const named = [...(server ?? '').matchAll(/(?<=^ {2}| )([a-z-]+)\/(?= |$)/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter((folder) => !foldersIn('server/src').includes(folder));
    expect(missing).toEqual([]);
  });
});
