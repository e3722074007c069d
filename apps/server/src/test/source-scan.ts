/**
 * Reading our own source as text, for the tests that hold the code's shape
 * (platform/module-shape.test.ts, platform/module-graph.test.ts).
 */

/** The 1-based line of a character index. */
export const lineAt = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** Blanks comments, keeping every line where it was, so a comment naming a rule passes. */
export function withoutComments(code: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return code.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/^(\s*)\/\/.*$/gm, (line, indent) => {
    return indent + blank(line.slice(indent.length));
  });
}
