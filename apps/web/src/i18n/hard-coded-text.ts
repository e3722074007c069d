import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/**
 * Finds user-facing text written into components instead of taken from the catalogue or the
 * domain's messages (docs/decisions/0033-languages-and-right-to-left.md): JSX text with words
 * in it, and string or template literals with words in the attributes people read or hear
 * (label, title, placeholder, aria-label, alt, …). A catalogue key ('play.map.title') is not
 * text. Entities (&lt;) and punctuation alone are not text.
 */
const readAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'message',
  'error',
  'confirmLabel',
  'cancelLabel',
  'tooltip',
  'emptyMessage',
  'hint',
  'noun',
]);
const WORDS = /[A-Za-z]{2,}/;
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/;

type Node = { type?: string; [key: string]: unknown };

const isText = (value: string) => {
  const plain = value.replace(/&[a-z]+;|&#\d+;/gi, '').trim();
  return WORDS.test(plain) && !KEY.test(plain);
};

function textIn(attribute: Node): boolean {
  const value = attribute.value as Node | null;
  if (!value) {
    return false;
  }
  const inner = value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value;
  if (inner.type === 'Literal') {
    return typeof inner.value === 'string' && isText(inner.value);
  }
  if (inner.type === 'TemplateLiteral') {
    const quasis = inner.quasis as { value: { raw: string } }[];
    return quasis.some((q) => isText(q.value.raw));
  }
  return false;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) {
      walk(child, visit);
    }
    return;
  }
  if (!node || typeof node !== 'object') {
    return;
  }
  const current = node as Node;
  if (typeof current.type === 'string') {
    visit(current);
  }
  for (const value of Object.values(current)) {
    if (value && typeof value === 'object') {
      walk(value, visit);
    }
  }
}

/** Each component file under `root` (tests aside) with its hard-coded texts, relative paths. */
export function hardCodedTexts(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .sort();
  for (const name of files) {
    const file = path.join(root, name);
    const texts: string[] = [];
    walk(parseAst(readFileSync(file, 'utf8'), { lang: 'tsx' }, file), (node) => {
      if (node.type === 'JSXText' && typeof node.value === 'string' && isText(node.value)) {
        texts.push(node.value.trim());
      }
      const attribute = (node.name as { name?: unknown } | undefined)?.name;
      if (
        node.type === 'JSXAttribute' &&
        typeof attribute === 'string' &&
        readAttributes.has(attribute) &&
        textIn(node)
      ) {
        texts.push(`${attribute}=…`);
      }
    });
    if (texts.length > 0) {
      found.set(name.split(path.sep).join('/'), texts);
    }
  }
  return found;
}
