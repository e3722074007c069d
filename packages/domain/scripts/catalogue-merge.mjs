// Merges an area's messages into a catalogue: `node catalogue-merge.mjs ur part.json` writes
// every key of part.json into src/i18n/ur.json (replacing those already there), keys sorted, so
// that several people can add areas without rewriting each other's lines.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [locale, partFile] = process.argv.slice(2);
if (!/^[a-z]{2}$/.test(locale ?? '') || !partFile) {
  process.stderr.write('usage: node catalogue-merge.mjs <locale> <part.json>\n');
  process.exit(2);
}
const file = fileURLToPath(new URL(`../src/i18n/${locale}.json`, import.meta.url));
const merged = {
  ...JSON.parse(readFileSync(file, 'utf8')),
  ...JSON.parse(readFileSync(partFile, 'utf8')),
};
const sorted = Object.fromEntries(
  Object.keys(merged)
    .sort()
    .map((key) => [key, merged[key]]),
);
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
process.stdout.write(`${file}: ${Object.keys(sorted).length} messages\n`);
