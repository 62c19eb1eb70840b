#!/usr/bin/env node
// Fails when a screen component writes a user-facing text as a literal instead of reading it from a
// label group (docs/i18n.md): such a text would stay English in every language. Run by `npm test` after
// the catalogue check; prints file:line and the text for each finding.
//
// Looked at: the .tsx files of the portal, the widgets and the partner element (not tests, stories or
// e2e). Found, with the TypeScript parser:
//   - JSX text with a word in it (`<p>No vehicles</p>`);
//   - a literal string, or a template with words, given to an attribute people read or hear:
//     aria-label, aria-description, aria-valuetext, title, placeholder, alt, label, description,
//     heading, emptyText, confirmLabel, cancelLabel (`aria-label="Close"`);
//   - a literal string or a template with words handed to a toast (`notify.success('Saved')`,
//     `toast.error(…)`, `toast(…)`).
// Not texts: strings without a letter, a single word of a product name or unit listed in ALLOWED, and
// what a line marks with `check-texts-ignore: <why>` in a comment on it or on the line above (an
// example value in a placeholder, a brand name).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['apps/portal/src', 'packages/react-widgets/src', 'packages/web-component/src'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'testing', 'e2e', '__tests__']);
const SKIP_FILE = /\.(?:test|spec|stories)\.tsx$/;
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'heading',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);
const TOASTS = /^(?:notify|toast)(?:\.(?:success|error|info|warning|message|loading))?$/;
/** Words that read the same in every language the product speaks: its name and units. */
const ALLOWED = new Set(['Fleetkit', 'km', 'km/h', 'mph', 'kn', 'L', 'GPS', 'IMEI', 'SIM', 'OK']);
const WORD = /\p{L}{2,}/u;

function* tsxFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* tsxFiles(join(folder, entry.name));
    } else if (entry.name.endsWith('.tsx') && !SKIP_FILE.test(entry.name)) {
      yield join(folder, entry.name);
    }
  }
}

/** The words of a literal, or null when it holds none a reader would need translated (numbers, units, the product's name). */
function wording(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const words = trimmed.split(' ').filter((word) => !ALLOWED.has(word.replace(/[.,:;()]/g, '')));
  return words.some((word) => WORD.test(word)) ? trimmed : null;
}

/** The literal text of an expression: a string, or a template's fixed parts; null for anything else. */
function literalOf(node) {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isJsxExpression(node)) return literalOf(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  return null;
}

/** The literal screen texts of one file's source, as `file:line: "text"`. */
function literalTexts(file, source) {
  const found = [];
  const lines = source.split('\n');
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const report = (node, text) => {
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
    if (/check-texts-ignore:/.test(lines[line] ?? '') || /check-texts-ignore:/.test(lines[line - 1] ?? ''))
      return;
    found.push(`${file}:${line + 1}: "${text.slice(0, 70)}"`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      const text = wording(node.text);
      if (text) report(node, text);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(tree))) {
      const literal = literalOf(node.initializer);
      const text = literal === null ? null : wording(literal);
      if (text) report(node, text);
    } else if (ts.isCallExpression(node) && TOASTS.test(node.expression.getText(tree))) {
      const literal = literalOf(node.arguments[0]);
      const text = literal === null ? null : wording(literal);
      if (text) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

// The check must still find what it is for: one of each kind in a sample, none in its translated twin.
const SAMPLE = `export const A = () => (
  <p aria-label="Close" title={\`Vehicle \${name}\`}>No vehicles{count}</p>
);
notify.success('Saved');`;
const TRANSLATED = `export const A = () => <p aria-label={texts.close}>{texts.none} 42 km</p>;
notify.success(texts.saved);`;
const sample = literalTexts('sample.tsx', SAMPLE);
const translated = literalTexts('translated.tsx', TRANSLATED);
if (sample.length !== 4 || translated.length !== 0) {
  console.error(
    `✖ the text check found ${sample.length} of 4 literals in its sample and ${translated.length} of 0 in its twin:`,
  );
  for (const finding of [...sample, ...translated]) console.error(`  ${finding}`);
  process.exit(1);
}

const findings = [];
for (const folder of FOLDERS) {
  for (const file of tsxFiles(join(root, folder))) {
    findings.push(...literalTexts(relative(root, file), readFileSync(file, 'utf8')));
  }
}

if (findings.length > 0) {
  for (const finding of findings) console.error(finding);
  console.error(
    `\n✖ ${findings.length} screen texts written as literals: move each into a label group and its catalogues (docs/i18n.md)`,
  );
  process.exit(1);
}
console.log(`✓ no screen text is written as a literal in ${FOLDERS.join(', ')}; a literal fails`);
