import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_COMPETENCIES, lintLine } from '@app/domain';
import { checkQuestionFile, lintCheckedFile } from './modules/catalog/question-import';
import { parseCsv } from './platform/csv';

/**
 * `npm run content:lint [-- FILE.csv …] [--customer]`: the content lint over the shipped banks
 * (no file named) or the named files, read by the product's own importer; exit 1 on any
 * finding or refused row. Files in the shipped banks' folder are held to the shipped rules
 * unless `--customer` says otherwise (docs/content-guide.md).
 */
const banksDir = path.resolve(import.meta.dirname, 'modules/catalog/seed-banks');

async function lintFile(file: string, shipped: boolean): Promise<number> {
  const data = await readFile(file);
  const ability = parseCsv(data)?.rows[0]?.values['Leadership Ability']?.trim() ?? '';
  const check = checkQuestionFile(data, ability);
  const findings = lintCheckedFile(check, ability, shipped);
  const problems = [
    ...check.rejected.map((r) => `Row ${r.row}: refused by the import: ${r.reason}`),
    ...findings.map(lintLine),
  ];
  console.log(
    `${path.relative(process.env.INIT_CWD ?? process.cwd(), file)} (${ability}): ${check.questions.length} items, ${problems.length} finding${problems.length === 1 ? '' : 's'}`,
  );
  for (const line of problems) {
    console.log(`  ${line}`);
  }
  return problems.length;
}

const RATING_NAMES: Readonly<Record<number, string>> = { 1: 'Best', 2: 'Ok', 3: 'Wrong' };

/** `npm run content:sample [-- N]`: N (30) shipped items drawn at random, as a reviewer reads them. */
async function sample(count: number): Promise<void> {
  const items = (
    await Promise.all(
      DEFAULT_COMPETENCIES.map(async (c) => {
        const check = checkQuestionFile(await readFile(path.join(banksDir, c.file)), c.name);
        return check.questions;
      }),
    )
  ).flat();
  for (let n = 1; n <= count && items.length > 0; n++) {
    const [q] = items.splice(randomInt(items.length), 1);
    if (!q) {
      break;
    }
    const from = q.type === 'Question' ? '' : ` from ${q.name}${q.email ? ` <${q.email}>` : ''}`;
    console.log(`\n${n}. ${q.ability}, level ${q.level}, ${q.difficulty} ${q.type}${from}`);
    if (q.subject) {
      console.log(`   Subject: ${q.subject}`);
    }
    console.log(`   ${q.question}`);
    q.answers.forEach((a, i) => {
      const face = q.animations[i] ? `, ${q.animations[i]}` : '';
      console.log(
        `   ${String.fromCharCode(65 + i)}. ${a} (${RATING_NAMES[q.ratings[i] ?? 3]}${face})`,
      );
    });
    console.log(`   Why: ${q.rationale}`);
  }
}

async function lint(args: string[]): Promise<void> {
  const customer = args.includes('--customer');
  const named = args
    .filter((a) => !a.startsWith('--'))
    .map((f) => path.resolve(process.env.INIT_CWD ?? process.cwd(), f));
  const files =
    named.length > 0 ? named : DEFAULT_COMPETENCIES.map((c) => path.join(banksDir, c.file));
  let total = 0;
  for (const file of files) {
    const shipped = !customer && path.dirname(file) === banksDir;
    total += await lintFile(file, shipped);
  }
  process.exitCode = total > 0 ? 1 : 0;
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'sample') {
  await sample(Number(rest.find((a) => /^\d+$/.test(a)) ?? 30));
} else {
  await lint(rest);
}
