import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../', import.meta.url);
const readJson = (path: string) =>
  JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, unknown>;

/** Expands one `{a,b,c}` group of a package glob, as micromatch (used by changesets) reads it. */
function expandBraces(pattern: string): string[] {
  const match = /^(.*)\{([^{}]+)\}(.*)$/.exec(pattern);
  return match ? (match[2] as string).split(',').map((part) => `${match[1]}${part}${match[3]}`) : [pattern];
}

describe('release configuration', () => {
  it('versions the four publishable packages together in one fixed changesets group', () => {
    const config = readJson('.changeset/config.json') as { fixed: string[][]; privatePackages: unknown };
    expect(config.fixed).toHaveLength(1);
    const group = (config.fixed[0] ?? []).flatMap(expandBraces).sort();
    expect(group).toEqual([
      '@fleetkit/map',
      '@fleetkit/react-widgets',
      '@fleetkit/sdk-core',
      '@fleetkit/web-component',
    ]);
    expect(config.privatePackages).toEqual({ version: false, tag: false });
  });

  it('keeps the apps private and sdk-core public', () => {
    for (const app of ['apps/portal/package.json', 'apps/server/package.json']) {
      expect(readJson(app).private, app).toBe(true);
    }
    expect(readJson('packages/sdk-core/package.json').private).toBeUndefined();
  });

  it('writes every pending changeset with front matter naming publishable packages and their bumps', () => {
    const folder = new URL('.changeset/', root);
    const changesets = readdirSync(folder).filter((name) => name.endsWith('.md') && name !== 'README.md');
    for (const name of changesets) {
      const text = readFileSync(new URL(name, folder), 'utf8');
      const front = /^---\n((?:"@fleetkit\/[a-z-]+": (?:patch|minor|major)\n)+)---\n\n\S/.exec(text);
      expect(front, name).not.toBeNull();
    }
  });
});
