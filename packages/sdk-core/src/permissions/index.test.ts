import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as entry from './index';

const sources = readdirSync(new URL('.', import.meta.url))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(new URL(name, import.meta.url), 'utf8'));
const imported = sources.flatMap((source) => [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]));

describe('the permissions barrel of the main entry', () => {
  it('exports the public names', () => {
    for (const name of [
      'resolveUiFlags',
      'UI_FLAG_KEYS',
      'isReadonlySession',
      'canSendCommands',
      'isGuestSession',
      'readAttributeFlag',
      'sessionPermissions',
    ])
      expect(entry).toHaveProperty(name);
  });

  it('pulls in neither Dexie nor Appwrite, nor the settings and files entries', () => {
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((path) => /^(dexie|appwrite)$|\/(settings|files)(\/|$)/.test(path ?? ''))).toEqual(
      [],
    );
  });
});
