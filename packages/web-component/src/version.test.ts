import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from './version';

// jsdom gives modules an http: URL, so the package folder comes from the test file's path.
const packageFile = (name: string) => join(dirname(expect.getState().testPath ?? ''), '..', name);

describe('VERSION', () => {
  it('is the version in package.json', () => {
    const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
  });
});
