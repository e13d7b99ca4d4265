import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentSchema, loadConfig, REPO_ROOT } from './config';

/** The README documents every setting with its default in one table; this keeps them honest. */
function readSettingsTable(): Map<string, string> {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const rows = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, (cells[2] ?? '').replace(/`/g, ''));
  }
  return rows;
}

const REQUIRED = ['PORT', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'BOT_TOKEN', 'PUBLIC_URL', 'LOG_LEVEL'];

describe('README settings table', () => {
  const table = readSettingsTable();

  it('documents the required settings', () => {
    expect([...table.keys()]).toEqual(expect.arrayContaining(REQUIRED));
  });

  it('documents every variable the server and the bot read, and nothing they do not', () => {
    // The schema itself, so fields it takes from other files (SUMSUB_*) count too.
    const serverReads = Object.keys(environmentSchema.shape);
    // The bot runs as its own process and reads a few settings of its own: its settings schema
    // (read-bot-config.ts) and what main.ts reads directly.
    const botMain = readFileSync(path.join(REPO_ROOT, 'bot/src/main.ts'), 'utf8');
    const botReads = [...botMain.matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]);
    const botConfig = readFileSync(path.join(REPO_ROOT, 'bot/src/read-bot-config.ts'), 'utf8');
    const botSchema = botConfig.slice(botConfig.indexOf('envSchema = z.object({'), botConfig.indexOf('});'));
    const botSchemaReads = [...botSchema.matchAll(/^\s{2}([A-Z_]+):/gm)].map((match) => match[1]);
    const read = new Set([...serverReads, ...botReads, ...botSchemaReads]);
    expect([...table.keys()].sort()).toEqual([...read].sort());
  });

  it('states the defaults the server really uses', () => {
    const config = loadConfig({});
    expect(table.get('PORT')).toBe(String(config.port));
    expect(table.get('DATA_DIR')).toBe('./data');
    expect(table.get('LOG_LEVEL')).toBe(config.logLevel);
    expect(table.get('PROVIDERS_MODE')).toBe(config.providersMode);
    const withRates = loadConfig({ RATES_API_URL: 'https://rates.example' });
    expect(table.get('RATES_REFRESH_SECONDS')).toBe(String(withRates.rates?.refreshSeconds));
    expect(table.get('PROVIDERS_OFF')).toBe(config.providersOff.length === 0 ? 'empty' : '');
    expect(table.get('DATABASE_POOL_SIZE')).toBe(String(config.databasePoolSize));
  });
});
