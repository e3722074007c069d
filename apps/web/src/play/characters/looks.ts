import type { animations } from '@app/domain';

/** A face a character can pull: the answer animations of a Question's options. */
export type Expression = (typeof animations)[number];

export const EXPRESSIONS: readonly Expression[] = ['normal', 'happy', 'sad', 'angry'];

/** The expression for a verdict's animation; one we do not know (or none) is the normal face. */
export function expressionOf(animation: string | null | undefined): Expression {
  return (EXPRESSIONS as readonly string[]).includes(animation ?? '')
    ? (animation as Expression)
    : 'normal';
}

export type HairStyle = 'bob' | 'short' | 'long' | 'hijab' | 'receding' | 'curly' | 'bun' | 'buzz';
export type TopStyle = 'blazer' | 'sweater' | 'blouse' | 'cardigan' | 'suit' | 'hoodie';

/** How one character is drawn: colours and the parts to put together. */
export type Look = {
  /** The disc behind the character. */
  backdrop: string;
  skin: string;
  /** The skin in shadow: the neck, the inner ears, the nose. */
  shade: string;
  hair: string;
  hairStyle: HairStyle;
  /** The eyebrows (and the beard, when there is one). */
  brow: string;
  top: string;
  topStyle: TopStyle;
  /** The shirt, the collar, a tie or a hood's strings. */
  accent: string;
  /** A second accent: the tie, the lanyard. */
  detail: string;
  /** The lips and the open mouth: darker on a darker skin, so the mouth still reads. */
  mouth?: string;
  glasses?: string;
  beard?: 'full' | 'short';
  earrings?: 'hoops' | 'studs';
  lanyard?: boolean;
};

/** The default cast (catalog-defaults' DEFAULT_CHARACTERS), each a different person. */
export const CAST: Readonly<Record<string, Look>> = {
  // Sarah: the manager. Auburn bob, navy blazer, pearl studs.
  manager: {
    backdrop: '#dbe4ff',
    skin: '#f6d2b4',
    shade: '#e3b08e',
    hair: '#a4512a',
    hairStyle: 'bob',
    brow: '#7a3a1d',
    top: '#2f3e8f',
    topStyle: 'blazer',
    accent: '#ffffff',
    detail: '#1f2a66',
    earrings: 'studs',
  },
  // Ahmed: a colleague. Short black hair and beard, green sweater over a shirt.
  colleague: {
    backdrop: '#d3f9d8',
    skin: '#c98c60',
    shade: '#a96f47',
    hair: '#1f1a17',
    hairStyle: 'short',
    brow: '#1f1a17',
    top: '#2f9e44',
    topStyle: 'sweater',
    accent: '#e7f5ff',
    detail: '#237032',
    beard: 'short',
  },
  // Maria: the client. Long dark wavy hair, coral blouse, gold hoops.
  client: {
    backdrop: '#ffe3e3',
    skin: '#e6b48c',
    shade: '#c8916a',
    hair: '#3b2416',
    hairStyle: 'long',
    brow: '#3b2416',
    top: '#e8590c',
    topStyle: 'blouse',
    accent: '#ffa94d',
    detail: '#f2b33d',
    earrings: 'hoops',
  },
  // Ayesha: HR. A violet hijab and a teal cardigan.
  hrManager: {
    backdrop: '#fff0f6',
    skin: '#b07650',
    shade: '#905b38',
    hair: '#7048e8',
    hairStyle: 'hijab',
    brow: '#2b1a12',
    top: '#0c8599',
    topStyle: 'cardigan',
    accent: '#f8f9fa',
    detail: '#5235b8',
  },
  // Omar: the mentor. Grey hair and beard, glasses, brown jacket and a red tie.
  mentor: {
    backdrop: '#fff3bf',
    skin: '#8d5a3b',
    shade: '#6f4429',
    hair: '#c7c7c7',
    hairStyle: 'receding',
    brow: '#d9d9d9',
    top: '#6f4e37',
    topStyle: 'suit',
    accent: '#a5d8ff',
    detail: '#c92a2a',
    mouth: '#4a1019',
    glasses: '#212529',
    beard: 'full',
  },
  // Bilal: the new joiner. Curly high-top, yellow hoodie, a new starter's lanyard.
  newJoiner: {
    backdrop: '#c5f6fa',
    skin: '#6e452b',
    shade: '#54331f',
    hair: '#141012',
    hairStyle: 'curly',
    brow: '#141012',
    top: '#fab005',
    topStyle: 'hoodie',
    accent: '#fff4d6',
    detail: '#1c7ed6',
    mouth: '#2e0c12',
    lanyard: true,
  },
};

type List<T> = readonly [T, ...T[]];

const SKINS: List<[string, string, string | undefined]> = [
  ['#f6d2b4', '#e3b08e', undefined],
  ['#e6b48c', '#c8916a', undefined],
  ['#c98c60', '#a96f47', undefined],
  ['#b07650', '#905b38', undefined],
  ['#8d5a3b', '#6f4429', '#4a1019'],
  ['#6e452b', '#54331f', '#2e0c12'],
];
/** Hair colours, each with a darker one for the eyebrows so they stand out from a fringe. */
const HAIR_COLOURS: List<[string, string]> = [
  ['#1f1a17', '#1f1a17'],
  ['#4a2c1a', '#2a170c'],
  ['#8a4b24', '#4a2410'],
  ['#c98d3a', '#6e4718'],
  ['#6b6b6b', '#383838'],
];
const HAIR_STYLES: List<HairStyle> = ['short', 'bob', 'bun', 'buzz', 'curly', 'long'];
const TOPS: List<[string, string, string]> = [
  ['#1971c2', '#e7f5ff', '#0b4f8a'],
  ['#c2255c', '#fff0f6', '#8c1c44'],
  ['#2b8a3e', '#ebfbee', '#1b5e2a'],
  ['#5f3dc4', '#f3f0ff', '#3f2a85'],
  ['#0b7285', '#e3fafc', '#08525f'],
  ['#495057', '#f8f9fa', '#212529'],
];
const TOP_STYLES: List<TopStyle> = ['sweater', 'blazer', 'hoodie', 'blouse'];
const BACKDROPS: List<string> = ['#e7f5ff', '#f3f0ff', '#fff4e6', '#e6fcf5', '#fff0f6', '#f8f9fa'];

/** FNV-1a: the same key always gives the same number. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A look for a key outside the default cast, put together from the key alone. */
export function fallbackLook(key: string): Look {
  const pick = <T>(list: List<T>, part: string): T =>
    list[hashOf(`${key}:${part}`) % list.length] ?? list[0];
  const [skin, shade, mouth] = pick(SKINS, 'skin');
  const [hair, brow] = pick(HAIR_COLOURS, 'hair');
  const [top, accent, detail] = pick(TOPS, 'top');
  return {
    backdrop: pick(BACKDROPS, 'backdrop'),
    skin,
    shade,
    ...(mouth ? { mouth } : {}),
    hair,
    hairStyle: pick(HAIR_STYLES, 'style'),
    brow,
    top,
    topStyle: pick(TOP_STYLES, 'clothes'),
    accent,
    detail,
    ...(hashOf(`${key}:glasses`) % 4 === 0 ? { glasses: '#343a40' } : {}),
  };
}

/** The cast's look for a key, or a fallback look made from it; `cast` says which. */
export function lookFor(key: string): { look: Look; cast: boolean } {
  const look = Object.hasOwn(CAST, key) ? CAST[key] : undefined;
  return look ? { look, cast: true } : { look: fallbackLook(key), cast: false };
}
