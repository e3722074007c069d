import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineAt, withoutComments } from '../test/source-scan';

/**
 * Modules meet through each other's public face: a module reads another through its service
 * files or other public helpers, never its queries; modules import each other without cycles;
 * platform/ imports no module. This test reads the files; it needs no database.
 */

const srcDir = path.resolve(import.meta.dirname, '..');

type Import = { from: string; line: number; to: string };

const isExempt = (file: string) =>
  file.startsWith('test/') || file.endsWith('.test.ts') || file.endsWith('-fixture.ts');

/** Every non-test .ts file under a folder of src/, relative to src/. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(srcDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .filter((file) => !isExempt(file))
    .sort();
}

/** Relative imports and re-exports of a file (`import type` included), resolved against src/. */
function importsOf(file: string, source: string): Import[] {
  const code = withoutComments(source);
  const specifiers =
    /(?:\b(?:import|export)\b[^;'"]*?\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\1/g;
  return [...code.matchAll(specifiers)].map((match) => {
    const specifier = match[2] as string;
    return {
      from: file,
      line: lineAt(code, match.index + match[0].length - specifier.length),
      to: path.posix.join(path.posix.dirname(file), specifier),
    };
  });
}

/** The module a path of src/ belongs to, if any. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

/** A queries file: queries.ts, *-queries.ts, or anything under a queries/ folder. */
const isQueries = (file: string) =>
  file
    .split('/')
    .slice(2)
    .some((part) => /(^|-)queries(\.ts)?$/.test(part));

/** One cycle per back edge of a depth-first walk: the graph is acyclic when none is found. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, stack: string[]) => {
    if (stack.includes(node)) {
      found.push([...stack.slice(stack.indexOf(node)), node]);
      return;
    }
    if (done.has(node)) {
      return;
    }
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      walk(next, [...stack, node]);
    }
    done.add(node);
  };
  for (const node of [...edges.keys()].sort()) {
    walk(node, []);
  }
  return found;
}

const read = (file: string) => importsOf(file, readFileSync(path.join(srcDir, file), 'utf8'));
const where = (i: Import) => `${i.from}:${i.line}`;

describe('module graph', () => {
  const moduleImports = sourceFiles('modules')
    .flatMap(read)
    .filter((i) => moduleOf(i.to) !== undefined && moduleOf(i.to) !== moduleOf(i.from));

  it("no module imports another module's queries: use that module's service", () => {
    const found = moduleImports.filter((i) => isQueries(i.to)).map((i) => `${where(i)} → ${i.to}`);
    expect(found).toEqual([]);
  });

  it('the modules import each other without cycles', () => {
    const edges = new Map<string, Set<string>>();
    for (const i of moduleImports) {
      const from = moduleOf(i.from) as string;
      edges.set(from, (edges.get(from) ?? new Set()).add(moduleOf(i.to) as string));
    }
    const found = cycles(edges).map((cycle) => {
      const links = cycle.slice(1).map((to, k) => {
        const first = moduleImports.find(
          (i) => moduleOf(i.from) === cycle[k] && moduleOf(i.to) === to,
        );
        return first ? where(first) : '';
      });
      return `${cycle.join(' → ')} (${links.join(', ')})`;
    });
    // Move the shared piece to the module that owns the concept, or to platform/.
    expect(found).toEqual([]);
  });

  it('platform imports no module', () => {
    const found = sourceFiles('platform')
      .flatMap(read)
      .filter((i) => i.to.startsWith('modules/'))
      .map((i) => `${where(i)} → ${i.to}`);
    expect(found).toEqual([]);
  });

  it('the scan finds imports, re-exports and type imports, not comments or packages', () => {
    const code = [
      "import { a } from '../events/service';",
      "import type {\n  B,\n} from '../files/queries';",
      "// import { c } from '../play/queries';",
      "export { d } from './local';",
      "import { e } from 'drizzle-orm';",
      "const f = await import('../audit/service');",
    ].join('\n');
    expect(importsOf('modules/levels/service.ts', code).map((i) => `${i.line} ${i.to}`)).toEqual([
      '1 modules/events/service',
      '4 modules/files/queries',
      '6 modules/levels/local',
      '8 modules/audit/service',
    ]);
    expect(
      ['queries', 'queries/x.ts', 'run-queries', 'service'].map((p) => isQueries(`modules/a/${p}`)),
    ).toEqual([true, true, true, false]);
    expect(
      cycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['a'])],
        ]),
      ),
    ).toEqual([['a', 'b', 'a']]);
  });
});
