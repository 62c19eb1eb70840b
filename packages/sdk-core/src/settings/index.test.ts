import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as entry from './index';

describe('the @fleetkit/sdk-core/settings entry', () => {
  it('exports the store, its storage and the plain defaults', () => {
    for (const name of [
      'createSettingsStore',
      'SettingsStore',
      'FleetLocalDatabase',
      'DEFAULT_SETTINGS',
      'MAP_TYPES',
    ]) {
      expect(entry).toHaveProperty(name);
    }
  });

  it('keeps defaults.ts free of imports, so the main entry can re-export it without Dexie', () => {
    const source = readFileSync(new URL('defaults.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
