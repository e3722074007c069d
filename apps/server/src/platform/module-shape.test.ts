import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineAt, withoutComments } from '../test/source-scan';

/**
 * The module shape: routes.ts → service.ts → queries. Routes and services hold rules,
 * transactions and errors; raw SQL (drizzle's `sql` tag, `.execute(`) belongs in the
 * module's queries. This test reads the files; it needs no database.
 */

const srcDir = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(srcDir, 'modules');

/**
 * Files that still hold SQL, each to move into its module's queries. The list only shrinks:
 * a file listed here that no longer offends fails the test until it is removed from the list.
 */
const notYetInShape = new Set<string>([]);

const isShapedFile = (name: string) =>
  name === 'service.ts' ||
  name === 'routes.ts' ||
  name.endsWith('-service.ts') ||
  name.endsWith('-routes.ts');

/** Every routes and service file directly under a module's folder, relative to src/. */
function shapedFiles(): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((module) =>
      readdirSync(path.join(modulesDir, module.name))
        .filter(isShapedFile)
        .map((name) => `modules/${module.name}/${name}`),
    )
    .sort();
}

/** Each offence as "line: what", in line order. */
function offences(source: string): string[] {
  const code = withoutComments(source);
  const found: { line: number; text: string }[] = [];
  const imports =
    /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s*from\s*['"]drizzle-orm(\/[^'"]*)?['"]/g;
  for (const match of code.matchAll(imports)) {
    const [whole, typeOnly, clause] = match;
    if (typeOnly || clause === undefined) {
      continue;
    }
    if (clause.startsWith('*')) {
      found.push({ line: lineAt(code, match.index), text: 'imports all of drizzle-orm' });
      continue;
    }
    let offset = match.index + whole.indexOf(clause) + 1;
    for (const specifier of clause.slice(1, -1).split(',')) {
      const name = specifier.trim();
      if (!name.startsWith('type ') && name.split(/\s+as\s+/)[0] === 'sql') {
        const at = offset + specifier.indexOf('sql');
        found.push({ line: lineAt(code, at), text: "imports sql from 'drizzle-orm'" });
      }
      offset += specifier.length + 1;
    }
  }
  for (const match of code.matchAll(/\.execute\s*\(/g)) {
    found.push({ line: lineAt(code, match.index), text: 'calls .execute(' });
  }
  return found.sort((a, b) => a.line - b.line).map((f) => `${f.line}: ${f.text}`);
}

describe('module shape', () => {
  const files = shapedFiles();

  it('routes and services hold no SQL: it goes in the module queries', () => {
    const found = files
      .filter((file) => !notYetInShape.has(file))
      .flatMap((file) =>
        offences(readFileSync(path.join(srcDir, file), 'utf8')).map((o) => `${file}:${o}`),
      );
    // Each entry is file:line; move that query into the module's queries.ts or queries/.
    expect(found).toEqual([]);
  });

  it('the list of files still to fix only shrinks', () => {
    const fixed = [...notYetInShape].filter(
      (file) =>
        !existsSync(path.join(srcDir, file)) ||
        offences(readFileSync(path.join(srcDir, file), 'utf8')).length === 0,
    );
    // These are in shape now (or gone): remove them from notYetInShape.
    expect(fixed.map((file) => `${file}: remove it from the list`)).toEqual([]);
  });

  it('finds the files', () => {
    expect(files).toContain('modules/accounts/service.ts');
    expect(files).toContain('modules/accounts/routes.ts');
    expect(files.some((file) => file.endsWith('-service.ts'))).toBe(true);
  });

  it('the scan finds sql imports and execute calls, not type imports or comments', () => {
    const code = [
      "import { and, type SQL } from 'drizzle-orm';",
      "import type { sql } from 'drizzle-orm';",
      'import {',
      '  eq,',
      '  sql,',
      "} from 'drizzle-orm';",
      '// never db.execute( here',
      '/* nor .execute( here */',
      'await db',
      '  .execute(query);',
      "import { sql as raw } from 'drizzle-orm/sql';",
      "import * as orm from 'drizzle-orm';",
    ].join('\n');
    expect(offences(code)).toEqual([
      "5: imports sql from 'drizzle-orm'",
      '10: calls .execute(',
      "11: imports sql from 'drizzle-orm'",
      '12: imports all of drizzle-orm',
    ]);
  });
});
