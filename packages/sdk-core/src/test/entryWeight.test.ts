import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The size budget (.size-limit.json, docs/decisions/sdk-core-size.md) is measured on the build; these
// checks name the source habits that keep the main entry under it, so a slip fails with its reason.

const src = fileURLToPath(new URL('..', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(src).map((path) => ({ name: relative(src, path), text: readFileSync(path, 'utf8') }));
const offenders = (pattern: RegExp, except: (name: string) => boolean = () => false) =>
  files.filter((file) => !except(file.name) && pattern.test(file.text)).map((file) => file.name);

describe('what the main entry carries', () => {
  it('writes schemas with zod/mini, never classic zod', () => {
    expect(offenders(/from 'zod'/)).toEqual([]);
  });

  it('does not reach zod namespaces that a bundler keeps whole (z.iso, z.coerce, z.core values, z.catch)', () => {
    expect(offenders(/\bz\.(iso|coerce)\.|\bz\.catch\(|\bz\.core\.[a-z_]\w*\(/)).toEqual([]);
  });

  it('keeps dayjs to the calendar entry and uses no Turf', () => {
    expect(offenders(/from 'dayjs'/, (name) => name.startsWith('calendar'))).toEqual([]);
    expect(offenders(/from '@turf\//)).toEqual([]);
  });

  it('imports Dexie, Appwrite and the calendar only inside their own entries', () => {
    expect(offenders(/from 'dexie'/, (name) => name.startsWith('settings'))).toEqual([]);
    expect(offenders(/from 'appwrite'/, (name) => name.startsWith('files'))).toEqual([]);
    const main = readFileSync(join(src, 'index.ts'), 'utf8');
    expect(main).not.toMatch(/'\.\/(calendar|files|labels)\/|'\.\/settings\/index'/);
  });

  it('owns the Bikram Sambat month table: nepali-date-converter only checks it in tests', () => {
    expect(offenders(/from 'nepali-date-converter'/)).toEqual([]);
  });
});
