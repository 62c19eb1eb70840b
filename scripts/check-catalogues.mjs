#!/usr/bin/env node
// Fails when a message catalogue of @fleetkit/sdk-core/i18n lacks a text English has, has one English
// lacks, holds a message that is not ICU MessageFormat, or names other arguments than English's
// message does. Run by `npm test` after lint; prints one line per problem.
//
// English is the reference, read from the label groups and MESSAGES (`ENGLISH_CATALOGUE`); every
// other language is loaded as the product loads it, group by group (`catalogueLoaders`). The rules are
// `catalogueProblems` in packages/sdk-core/src/i18n/catalogueProblems.ts (with its unit test). Before
// the real catalogues, the script proves the rules still fail a broken catalogue (`--self-test` runs
// only that).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const i18n = (file) => pathToFileURL(join(root, 'packages', 'sdk-core', 'src', 'i18n', file)).href;
const { CATALOGUE_PARTS, LOCALES, catalogueLoaders, loadPartGroups } = await tsImport(
  i18n('index.ts'),
  import.meta.url,
);
const { ENGLISH_CATALOGUE, englishCatalogueOf } = await tsImport(
  i18n('englishCatalogue.ts'),
  import.meta.url,
);
const { catalogueProblems } = await tsImport(i18n('catalogueProblems.ts'), import.meta.url);

/** Exits when the rules no longer fail a catalogue with one text missing, one unknown, one renamed argument. */
function selfTest() {
  const broken = { ...ENGLISH_CATALOGUE, 'NO_SUCH.text': 'x' };
  delete broken['MESSAGES.noResults'];
  broken['GEOFENCE_TEXTS.page'] = 'Page {current} of {pages}';
  const problems = catalogueProblems(ENGLISH_CATALOGUE, broken);
  if (problems.length !== 3) {
    console.error(`✖ the catalogue check found ${problems.length} problems in a catalogue with 3:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  return problems;
}

const selfTestProblems = selfTest();
if (process.argv.includes('--self-test')) {
  console.log('✓ the catalogue check fails a broken catalogue:');
  for (const problem of selfTestProblems) console.log(`  ${problem}`);
  process.exit(0);
}

let failed = 0;
for (const locale of LOCALES) {
  if (locale === 'en') continue;
  // Group by group, as the product loads them: a text in another group's file would be missing where
  // it is shown.
  for (const part of CATALOGUE_PARTS) {
    const loaders = catalogueLoaders(locale, [part]);
    for (const [name, group] of Object.entries(await loadPartGroups(part))) {
      const load = loaders[name];
      const catalogue = load ? (await load()).CATALOGUE : {};
      const problems = catalogueProblems(englishCatalogueOf({ [name]: group }), catalogue);
      failed += problems.length;
      for (const problem of problems) console.error(`${locale} (${part}, ${name}): ${problem}`);
    }
  }
}
const count = Object.keys(ENGLISH_CATALOGUE).length;
if (failed > 0) {
  console.error(`\n✖ ${failed} catalogue problems (English has ${count} texts): see docs/i18n.md`);
  process.exit(1);
}
console.log(
  `✓ every catalogue has English's ${count} texts with English's arguments (${LOCALES.join(', ')}; parts ${CATALOGUE_PARTS.join(', ')}); a broken one fails`,
);
