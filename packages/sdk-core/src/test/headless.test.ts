import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entries = [
  '../index.ts',
  '../settings/index.ts',
  '../files/index.ts',
  '../calendar/index.ts',
  '../labels/index.ts',
  '../i18n/index.ts',
].map((p) => fileURLToPath(new URL(p, import.meta.url)));

describe('headless core', () => {
  it('imports every entry in plain Node without touching window or document', () => {
    // A child Node process where reading `window` or `document` throws: importing the entries must
    // succeed and list their exports.
    const script = `
      for (const name of ['window', 'document', 'localStorage', 'requestAnimationFrame']) {
        Object.defineProperty(globalThis, name, { configurable: true, get() { throw new Error('touched ' + name); } });
      }
      let count = 0;
      for (const entry of ${JSON.stringify(entries)}) count += Object.keys(await import(entry)).length;
      console.log(count);
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(Number(output.trim())).toBeGreaterThan(100);
  });
});

describe('dependencies', () => {
  it('depends on neither React nor maplibre, so neither can load with the core', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    const names = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
    expect(names.filter((n) => /^(react|react-dom|maplibre-gl|@preact\/signals-react)$/.test(n))).toEqual([]);
  });
});
