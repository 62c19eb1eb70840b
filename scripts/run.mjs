#!/usr/bin/env node
// Entry point of `npm start`, `npm test` and `npm run bench` on a machine that has only Node and npm:
// it brings the pinned pnpm (through npm, into .tooling/), installs the workspace when the lockfile
// changed, builds what the command needs, then runs it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.fleetkit.pnpm;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function versionOf(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The pinned pnpm: the one on PATH when its version matches, else a private copy installed by npm. */
function ensurePnpm() {
  if (versionOf('pnpm') === pnpmVersion) return 'pnpm';
  const dir = join(root, '.tooling');
  const bin = join(dir, 'node_modules', '.bin', 'pnpm');
  if (!existsSync(bin) || versionOf(bin) !== pnpmVersion) {
    console.log(`• installing pnpm ${pnpmVersion} into .tooling/`);
    mkdirSync(dir, { recursive: true });
    must('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', `pnpm@${pnpmVersion}`]);
  }
  // Root scripts call `pnpm` again (`pnpm -r run build`): make the private copy the one on PATH.
  process.env.PATH = `${dirname(bin)}${delimiter}${process.env.PATH ?? ''}`;
  return bin;
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function ensureInstalled(pnpm) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && mtime(marker) >= mtime(lock)) return;
  console.log('• installing dependencies');
  must(pnpm, ['install', ...(existsSync(lock) ? ['--frozen-lockfile'] : [])]);
}

const [command = 'test', ...rest] = process.argv.slice(2);
const pnpm = ensurePnpm();
ensureInstalled(pnpm);

/** The parts of `npm test`, in order; CI runs them one by one to overlap the slow ones. */
const testSteps = {
  /** Lint, test hygiene, message catalogues, doc links, no React under the web component, build and typecheck. */
  static: () => {
    must(pnpm, ['run', 'lint']);
    // Tests wait with deadlines instead of polling or sleeping, and import other packages by name.
    must(process.execPath, [join(root, 'scripts', 'check-tests.mjs')]);
    // Every message catalogue has English's texts, no others, and English's arguments in each.
    must(process.execPath, [join(root, 'scripts', 'check-catalogues.mjs')]);
    must(process.execPath, [join(root, 'scripts', 'check-texts.mjs')]);
    // Every relative link and anchor in docs/ and the READMEs resolves.
    must(process.execPath, [join(root, 'scripts', 'check-links.mjs')]);
    // The web component and the map carry no React: `pnpm why react` from either finds nothing.
    must(process.execPath, [join(root, 'scripts', 'check-web-component-deps.mjs'), pnpm]);
    must(pnpm, ['run', 'build']);
    must(pnpm, ['run', 'typecheck']);
  },
  /** Every package's vitest suite (server tests on the embedded database unless DATABASE_URL is set). */
  unit: (args) => must(pnpm, ['exec', 'vitest', 'run', ...args]),
  /** Browser tests (@playwright/test on the system Chromium) of every package that has them, each run even after another failed. */
  browser: () => must(pnpm, ['-r', '--if-present', '--workspace-concurrency=1', '--no-bail', 'run', 'e2e']),
  /** The published packages' metadata and size budgets. */
  packages: () => {
    must(pnpm, ['run', 'publint']);
    must(pnpm, ['run', 'size']);
  },
};

switch (command) {
  case 'test':
    testSteps.static();
    testSteps.unit(rest);
    testSteps.browser();
    testSteps.packages();
    break;
  case 'test:static':
  case 'test:unit':
  case 'test:browser':
  case 'test:packages':
    testSteps[command.slice('test:'.length)](rest);
    break;
  case 'bench':
    must(pnpm, ['run', 'build']);
    must(pnpm, ['-r', '--if-present', '--workspace-concurrency=1', 'run', 'bench', ...rest]);
    break;
  case 'start':
    must(pnpm, ['run', 'build']);
    if (existsSync(join(root, 'apps', 'server', 'package.json'))) {
      must(pnpm, ['--filter', '@fleetkit/server', 'run', 'demo', ...rest]);
    } else {
      console.log(
        '\nThe reference server (apps/server) is not in this checkout yet. ' +
          '`npm start` will build the portal, start the server on an embedded database with a demo fleet ' +
          'and print its URL once it lands. The SDK is built in packages/sdk-core/dist.',
      );
    }
    break;
  default:
    console.error(
      `unknown command ${command}: use start, test (or one of its steps test:static, test:unit, test:browser, test:packages) or bench`,
    );
    process.exit(2);
}
