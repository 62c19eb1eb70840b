#!/usr/bin/env node
// Fails when a test can hang or wait by the clock instead of for what it awaits, or reaches into another
// workspace package's files. Run by `npm test` right after lint; prints file:line and why for each finding.
//
// In test files (*.test.ts[x], *.spec.ts, and the support files under e2e/, test/ and testing/ folders):
//   - a `while (…)` or `for (;;)` loop that awaits inside: a poll without a deadline. Use `expect.poll`
//     or `vi.waitFor` (vitest), `expect.poll`, `expect(…).toPass()` or a locator wait (Playwright): they
//     fail at a deadline and say what was awaited;
//   - a home-made `until`/`eventually`/`waitUntil`/`waitFor…` helper that does not wait through one of
//     those;
//   - a sleep: `setTimeout` inside `new Promise`, `node:timers/promises`, Playwright's `waitForTimeout`;
//   - `freePort()`: a port picked before it is bound (only where a child process must be told its port,
//     with the ignore mark below).
// In every file of packages/ and apps/: a relative import into another workspace package
// (`../../../../apps/server/src/…`; the shared support in the root's scripts/ is no package). Declare the package as a dependency instead; tests of other packages
// reach the server through `@fleetkit/test-server`.
//
// A line that must stay as it is carries `check-tests-ignore: <why>` in a comment on it or on the line
// above (a zero timer that runs after the code's own zero timer waits for that event, not for time).
//
// Biome's noRestrictedImports matches import names, not where a relative path leads, and no biome rule
// looks at loop bodies: hence this script.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.dist', 'coverage', 'test-results', 'playwright-report']);
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const TEST_FILE = /\.(?:test|spec)\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SUPPORT_DIR = /(?:^|\/)(?:e2e|test|testing)\//;

/** Every source file of a workspace package, with the package's folder. */
function* sourceFiles() {
  for (const group of ['packages', 'apps']) {
    let names = [];
    try {
      names = readdirSync(join(root, group), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of names) {
      if (!entry.isDirectory()) continue;
      const packageDir = join(root, group, entry.name);
      for (const file of walk(packageDir)) yield { file, packageDir };
    }
  }
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* walk(join(dir, entry.name));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield join(dir, entry.name);
    }
  }
}

/** The text with comments and string contents blanked (same length, same lines), for code patterns. */
function codeOnly(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (; i < stop; i++) out += text[i] === '\n' ? '\n' : ' ';
    } else if (c === "'" || c === '"' || c === '`') {
      out += c;
      i++;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\') {
          out += '  ';
          i += 2;
          continue;
        }
        // Template literals keep their ${…} code visible (a loop may await in one).
        out += text[i] === '\n' ? '\n' : c === '`' && text[i] === '$' ? '$' : ' ';
        i++;
      }
      out += c;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The end of the statement or block that starts at `index` (after a loop's header). */
function bodyEnd(code, index) {
  let i = index;
  while (i < code.length && /\s/.test(code[i])) i++;
  if (code[i] !== '{') {
    const end = code.indexOf(';', i);
    return end === -1 ? code.length : end;
  }
  let depth = 0;
  for (; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return i;
  }
  return code.length;
}

/** The index just after the parenthesised group that opens at `index`. */
function afterParens(code, index) {
  let depth = 0;
  for (let i = index; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return i + 1;
  }
  return code.length;
}

const DEADLINE_WAIT = /expect\s*\.\s*poll\s*\(|vi\s*\.\s*waitFor\s*\(|\.toPass\s*\(|\bwaitFor\s*\(/;

function checkTestFile(text, code, report) {
  // Polling loops: `while (…)` and `for (;;)` that await in their condition or body.
  for (const match of code.matchAll(/\bwhile\s*\(|\bfor\s*\(\s*;\s*;\s*\)/g)) {
    const headerEnd = match[0].startsWith('while')
      ? afterParens(code, match.index + match[0].length - 1)
      : match.index + match[0].length;
    // A do … while (…); closes a loop whose body came before it: look back to its `do {`.
    const doBlock = /}\s*$/.test(code.slice(0, match.index)) && code.slice(headerEnd).match(/^\s*;/);
    const span = doBlock
      ? code.slice(code.lastIndexOf('do', match.index), headerEnd)
      : code.slice(match.index, bodyEnd(code, headerEnd) + 1);
    if (/\bawait\b/.test(span) && !DEADLINE_WAIT.test(span)) {
      report(
        lineOf(code, match.index),
        'polls without a deadline: wait with expect.poll or vi.waitFor (Playwright: expect.poll, toPass, locator waits), with a message saying what is awaited',
      );
    }
  }
  // Home-made waiting helpers that do not wait through a deadline.
  const helper =
    /(?:\bfunction\s+(until|eventually|waitUntil|waitFor\w+)\s*\(|\b(?:const|let)\s+(until|eventually|waitUntil|waitFor\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>|^\s*(?:async\s+)?(until|eventually|waitUntil|waitFor\w+)\s*\([^)]*\)\s*(?::[^{]*)?\{)/gm;
  for (const match of code.matchAll(helper)) {
    const open = code.indexOf('{', match.index + match[0].length - 1);
    const arrowBody =
      match[0].includes('=>') && code.slice(match.index + match[0].length).match(/^\s*[^{\s]/);
    const end = arrowBody ? bodyEnd(code, match.index + match[0].length) : bodyEnd(code, open);
    const body = code.slice(match.index, end + 1);
    if (!DEADLINE_WAIT.test(body)) {
      report(
        lineOf(code, match.index),
        `the helper ${match[1] ?? match[2] ?? match[3]}() waits without a deadline: use expect.poll or vi.waitFor (Playwright: expect.poll or toPass) with a message`,
      );
    }
  }
  // Sleeps.
  for (const match of code.matchAll(/\bsetTimeout\s*\(/g)) {
    const before = code.slice(
      Math.max(0, code.lastIndexOf('\n', code.lastIndexOf('\n', match.index) - 1)),
      match.index,
    );
    if (/new\s+Promise\b/.test(before)) {
      report(
        lineOf(code, match.index),
        'sleeps with setTimeout: wait for the event itself (expect.poll, vi.waitFor, an injected clock)',
      );
    }
  }
  for (const match of code.matchAll(/\bwaitForTimeout\s*\(/g)) {
    report(
      lineOf(code, match.index),
      'sleeps with waitForTimeout: wait for what the page shows (locator waits, expect.poll)',
    );
  }
  // A port picked before it is bound can be taken in between: servers in tests listen on port 0.
  for (const match of code.matchAll(/(?<!function\s+)\bfreePort\s*\(\s*\)/g)) {
    report(
      lineOf(code, match.index),
      "picks a port before binding it (another process can take it in between): listen on port 0 (startTestServer's devices option, listenOnAnyPort) and read the port bound",
    );
  }
  for (const match of text.matchAll(/from\s+['"](?:node:)?timers\/promises['"]/g)) {
    report(
      lineOf(text, match.index),
      'sleeps with timers/promises: wait for the event itself (expect.poll, vi.waitFor)',
    );
  }
}

const findings = [];
for (const { file, packageDir } of sourceFiles()) {
  const path = relative(root, file).split(sep).join('/');
  const inPackage = relative(packageDir, file).split(sep).join('/');
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const ignored = (line) => {
    const mark = /check-tests-ignore:\s*\S/;
    return mark.test(lines[line - 1] ?? '') || mark.test(lines[line - 2] ?? '');
  };
  const report = (line, why) => {
    if (!ignored(line)) findings.push(`${path}:${line}: ${why}`);
  };
  // Relative imports that leave the package (static, dynamic and re-exports).
  for (const match of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g)) {
    const target = resolve(dirname(file), match[2]);
    const inWorkspacePackage = ['packages', 'apps'].some((group) =>
      target.startsWith(join(root, group) + sep),
    );
    if (inWorkspacePackage && target !== packageDir && !target.startsWith(packageDir + sep)) {
      const into = relative(root, target).split(sep).slice(0, 2).join('/');
      report(
        lineOf(text, match.index),
        `imports ${into} by relative path: declare it as a dependency and import it by name (tests reach the server through @fleetkit/test-server)`,
      );
    }
  }
  if (TEST_FILE.test(path) || SUPPORT_DIR.test(inPackage)) checkTestFile(text, codeOnly(text), report);
}

if (findings.length > 0) {
  console.error(`✖ ${findings.length} test ${findings.length === 1 ? 'problem' : 'problems'}:\n`);
  for (const finding of findings) console.error(`  ${finding}`);
  console.error(
    '\nA line that must stay carries `check-tests-ignore: <why>` in a comment on it or on the line above.',
  );
  process.exit(1);
}
console.log('✓ tests wait with deadlines and import other packages by name');
