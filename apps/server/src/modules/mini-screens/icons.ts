/**
 * Flat drawings for the Mini 4 story cards, so the seeded stories show what each step is instead
 * of numbered cards that gave the order away. Each is an SVG fragment drawn in a 160×130 box at
 * the origin, in one small palette with a dark outline, so a sheet of cards looks like one set.
 */

const OUTLINE = '#343a40';
const BLUE = '#4dabf7';
const YELLOW = '#ffd43b';
const RED = '#ff6b6b';
const WHITE = '#ffffff';

/** Shared outline style: every shape inside only sets its fill (and a stroke when it differs). */
const icon = (body: string): string =>
  `<g fill="none" stroke="${OUTLINE}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;

export const ICON_NAMES = [
  'receipt',
  'thumbsUp',
  'coins',
  'calendar',
  'meetingRoom',
  'envelope',
  'printer',
  'signature',
  'laptop',
  'shield',
  'badge',
  'team',
  'power',
  'cones',
  'phone',
  'wrench',
  'gauge',
  'clipboard',
  'magnifier',
  'card',
  'box',
  'label',
  'truck',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** One coin of a stack, seen from the side: its rim, then its face on top. */
const stackedCoin = (cx: number, cy: number): string =>
  `<path d="M${cx - 30} ${cy} V${cy + 9} A30 10 0 0 0 ${cx + 30} ${cy + 9} V${cy}" fill="${YELLOW}"/><ellipse cx="${cx}" cy="${cy}" rx="30" ry="10" fill="${YELLOW}"/>`;

/** A person from the chest up; used by the team drawing and the door pass photo. */
const person = (cx: number, top: number, scale: number, shirt: string): string => {
  const r = 16 * scale;
  const headY = top + r;
  const shoulders = headY + r + 6 * scale;
  const half = 28 * scale;
  const bottom = shoulders + 34 * scale;
  return `<path d="M${cx - half} ${bottom} V${shoulders + 16 * scale} Q${cx - half} ${shoulders} ${cx} ${shoulders} Q${cx + half} ${shoulders} ${cx + half} ${shoulders + 16 * scale} V${bottom} Z" fill="${shirt}"/><circle cx="${cx}" cy="${headY}" r="${r}" fill="${YELLOW}"/>`;
};

export const ICONS: Record<IconName, string> = {
  receipt: icon(
    `<path d="M46 10 H114 V116 l-8.5 -8 l-8.5 8 l-8.5 -8 l-8.5 8 l-8.5 -8 l-8.5 8 l-8.5 -8 l-8.5 8 Z" fill="${WHITE}"/>` +
      '<path d="M60 30 H100 M60 44 H92 M60 58 H100 M60 72 H86"/>' +
      `<rect x="58" y="84" width="44" height="12" rx="3" fill="${YELLOW}"/>`,
  ),
  thumbsUp: icon(
    `<rect x="26" y="56" width="26" height="62" rx="4" fill="${BLUE}"/>` +
      `<path d="M52 60 L68 56 L78 24 Q81 12 92 14 Q103 18 99 34 L94 54 H122 Q133 55 132 66 Q131 72 125 73 Q133 76 131 86 Q129 91 123 91 Q129 94 127 102 Q125 109 117 109 H104 Q104 116 96 116 H52 Z" fill="${YELLOW}"/>` +
      '<path d="M125 73 H108 M123 91 H106 M117 109 H104"/>',
  ),
  coins: icon(
    stackedCoin(58, 96) +
      stackedCoin(58, 78) +
      stackedCoin(58, 60) +
      `<circle cx="114" cy="76" r="32" fill="${YELLOW}"/><circle cx="114" cy="76" r="20"/>`,
  ),
  calendar: icon(
    `<rect x="26" y="20" width="108" height="98" rx="10" fill="${WHITE}"/>` +
      `<path d="M26 48 V30 Q26 20 36 20 H124 Q134 20 134 30 V48 Z" fill="${RED}"/>` +
      `<rect x="48" y="8" width="10" height="24" rx="5" fill="${WHITE}"/><rect x="102" y="8" width="10" height="24" rx="5" fill="${WHITE}"/>` +
      [58, 80]
        .flatMap((y) =>
          [40, 64, 88, 112].map(
            (x) => `<rect x="${x}" y="${y}" width="12" height="12" rx="2" fill="${BLUE}"/>`,
          ),
        )
        .join('') +
      `<rect x="40" y="102" width="12" height="8" rx="2" fill="${BLUE}"/><rect x="64" y="100" width="12" height="12" rx="2" fill="${YELLOW}"/>`,
  ),
  meetingRoom: icon(
    [
      [44, 26],
      [80, 22],
      [116, 26],
      [44, 104],
      [80, 108],
      [116, 104],
      [18, 65],
      [142, 65],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${BLUE}"/>`)
      .join('') +
      `<rect x="28" y="40" width="104" height="50" rx="25" fill="${YELLOW}"/>` +
      `<rect x="52" y="56" width="18" height="18" rx="2" fill="${WHITE}"/><rect x="90" y="56" width="18" height="18" rx="2" fill="${WHITE}"/>`,
  ),
  envelope: icon(
    `<rect x="20" y="26" width="120" height="80" rx="8" fill="${WHITE}"/>` +
      '<path d="M22 104 L66 66 M138 104 L94 66"/>' +
      `<path d="M22 30 L80 76 L138 30" fill="${YELLOW}"/>`,
  ),
  printer: icon(
    `<rect x="44" y="12" width="72" height="40" rx="3" fill="${WHITE}"/>` +
      `<rect x="18" y="44" width="124" height="54" rx="10" fill="${BLUE}"/>` +
      `<circle cx="124" cy="60" r="5" fill="${YELLOW}"/>` +
      `<rect x="38" y="80" width="84" height="8" rx="3" fill="${OUTLINE}"/>` +
      `<path d="M46 84 H114 V120 H46 Z" fill="${WHITE}"/>` +
      '<path d="M58 98 H102 M58 108 H90"/>',
  ),
  signature: icon(
    `<rect x="22" y="10" width="82" height="110" rx="4" fill="${WHITE}"/>` +
      '<path d="M36 30 H90 M36 44 H90 M36 58 H76"/>' +
      '<path d="M36 104 H92"/>' +
      `<path d="M38 94 q6 -22 12 -4 t12 -2 t12 -6 t10 2" stroke="${BLUE}" stroke-width="5"/>` +
      '<g transform="translate(86 92) rotate(32)">' +
      `<rect x="-9" y="-88" width="18" height="68" rx="4" fill="${RED}"/>` +
      `<path d="M-9 -20 H9 L0 0 Z" fill="${WHITE}"/></g>`,
  ),
  laptop: icon(
    `<rect x="30" y="14" width="100" height="72" rx="8" fill="${WHITE}"/>` +
      `<rect x="40" y="24" width="80" height="52" rx="2" fill="${BLUE}"/>` +
      `<path d="M52 62 L70 46 L84 56 L106 36" stroke="${WHITE}" stroke-width="5"/>` +
      `<path d="M18 86 H142 L152 106 Q153 112 146 112 H14 Q7 112 8 106 Z" fill="${WHITE}"/>` +
      `<rect x="66" y="94" width="28" height="8" rx="3" fill="${YELLOW}"/>`,
  ),
  shield: icon(
    `<path d="M80 10 L128 26 V60 Q128 100 80 120 Q32 100 32 60 V26 Z" fill="${BLUE}"/>` +
      `<path d="M80 22 L116 34 V60 Q116 90 80 107 Z" fill="${WHITE}" stroke="none" opacity="0.35"/>` +
      `<path d="M58 64 L74 80 L104 48" stroke="${WHITE}" stroke-width="10"/>`,
  ),
  badge: icon(
    `<path d="M62 40 L50 6 M98 40 L110 6" stroke="${RED}" stroke-width="8"/>` +
      `<rect x="40" y="36" width="80" height="88" rx="10" fill="${WHITE}"/>` +
      `<rect x="68" y="30" width="24" height="14" rx="4" fill="${BLUE}"/>` +
      `<rect x="54" y="52" width="52" height="44" rx="4" fill="${BLUE}"/>` +
      `<clipPath id="badge-photo"><rect x="54" y="52" width="52" height="44" rx="4"/></clipPath>` +
      `<g clip-path="url(#badge-photo)">${person(80, 58, 0.7, WHITE)}</g>` +
      `<rect x="54" y="52" width="52" height="44" rx="4"/>` +
      '<path d="M56 108 H104"/>',
  ),
  team: icon(
    person(46, 42, 1, BLUE) +
      person(114, 42, 1, RED) +
      `<path d="M16 8 H64 Q70 8 70 14 V30 Q70 36 64 36 H42 L32 44 L34 36 H16 Q10 36 10 30 V14 Q10 8 16 8 Z" fill="${WHITE}"/>` +
      `<path d="M96 8 H144 Q150 8 150 14 V30 Q150 36 144 36 H126 L128 44 L118 36 H96 Q90 36 90 30 V14 Q90 8 96 8 Z" fill="${YELLOW}"/>` +
      [28, 40, 52, 108, 120, 132]
        .map((x) => `<circle cx="${x}" cy="22" r="3" fill="${OUTLINE}" stroke="none"/>`)
        .join(''),
  ),
  power: icon(
    `<circle cx="80" cy="65" r="54" fill="${RED}"/>` +
      `<path d="M62 44 A28 28 0 1 0 98 44 M80 28 V62" stroke="${WHITE}" stroke-width="10"/>`,
  ),
  cones: icon(
    [36, 124]
      .map(
        (x) =>
          `<path d="M${x - 6} 24 H${x + 6} L${x + 22} 108 H${x - 22} Z" fill="${RED}"/>` +
          `<path d="M${x - 10} 50 H${x + 10} L${x + 13} 66 H${x - 13} Z" fill="${WHITE}"/>` +
          `<rect x="${x - 30}" y="106" width="60" height="12" rx="3" fill="${RED}"/>`,
      )
      .join('') +
      `<rect x="40" y="70" width="80" height="18" fill="${YELLOW}"/>` +
      [46, 66, 86, 106]
        .map(
          (x) =>
            `<path d="M${x} 88 L${x + 10} 70 H${x + 18} L${x + 8} 88 Z" fill="${OUTLINE}" stroke="none"/>`,
        )
        .join('') +
      '<rect x="40" y="70" width="80" height="18"/>',
  ),
  phone: icon(
    `<rect x="50" y="8" width="60" height="114" rx="12" fill="${BLUE}"/>` +
      `<rect x="58" y="22" width="44" height="80" rx="3" fill="${WHITE}"/>` +
      `<circle cx="80" cy="112" r="4" fill="${WHITE}"/>` +
      `<path d="M71 48 Q68 50 70 56 Q74 68 84 76 Q90 80 93 76 L95 72 L88 66 L84 69 Q78 64 75 57 L78 53 L73 46 Z" fill="${RED}" stroke-width="3"/>` +
      '<path d="M120 46 Q128 60 120 74 M130 38 Q142 60 130 82"/>' +
      '<path d="M40 46 Q32 60 40 74 M30 38 Q18 60 30 82"/>',
  ),
  wrench: icon(
    // Scaled up about its middle: drawn upright it is long and thin, so turned it looked small.
    '<g transform="translate(80 66) rotate(45) scale(1.15) translate(-80 -66)" stroke-width="3.5">' +
      `<path d="M72 13.5 V30 H88 V13.5 A22 22 0 0 1 88 54.5 V114 A8 8 0 0 1 72 114 V54.5 A22 22 0 0 1 72 13.5 Z" fill="${BLUE}"/>` +
      `<path d="M80 68 V104" stroke="${WHITE}" stroke-width="4"/>` +
      '</g>',
  ),
  gauge: icon(
    `<path d="M16 104 A64 64 0 0 1 144 104 Z" fill="${WHITE}"/>` +
      `<path d="M32 104 A48 48 0 0 1 46 70" stroke="${RED}" stroke-width="12" stroke-linecap="butt"/>` +
      `<path d="M46 70 A48 48 0 0 1 97 59" stroke="${YELLOW}" stroke-width="12" stroke-linecap="butt"/>` +
      `<path d="M97 59 A48 48 0 0 1 128 104" stroke="${BLUE}" stroke-width="12" stroke-linecap="butt"/>` +
      '<path d="M80 104 L114 72" stroke-width="6"/>' +
      `<circle cx="80" cy="104" r="8" fill="${OUTLINE}"/>` +
      `<rect x="10" y="104" width="140" height="14" rx="4" fill="${BLUE}"/>`,
  ),
  clipboard: icon(
    `<rect x="30" y="16" width="100" height="108" rx="10" fill="${BLUE}"/>` +
      `<rect x="42" y="28" width="76" height="86" rx="3" fill="${WHITE}"/>` +
      `<rect x="58" y="8" width="44" height="20" rx="6" fill="${YELLOW}"/>` +
      [44, 66, 88]
        .map(
          (y) =>
            `<rect x="50" y="${y}" width="14" height="14" rx="2"/>` +
            `<path d="M52 ${y + 7} L56 ${y + 11} L63 ${y + 2}" stroke="${RED}"/>` +
            `<path d="M72 ${y + 7} H108"/>`,
        )
        .join(''),
  ),
  magnifier: icon(
    // Boxes on two shelves, looked over with a magnifying glass: checking what is in stock.
    `<rect x="14" y="28" width="26" height="28" rx="2" fill="${YELLOW}"/>` +
      `<rect x="44" y="36" width="22" height="20" rx="2" fill="${YELLOW}"/>` +
      `<rect x="14" y="80" width="22" height="24" rx="2" fill="${YELLOW}"/>` +
      `<rect x="40" y="74" width="28" height="30" rx="2" fill="${YELLOW}"/>` +
      `<rect x="8" y="56" width="84" height="8" rx="2" fill="${OUTLINE}"/>` +
      `<rect x="8" y="104" width="84" height="8" rx="2" fill="${OUTLINE}"/>` +
      '<path d="M120 84 L144 114" stroke-width="16"/>' +
      `<path d="M120 84 L144 114" stroke="${RED}" stroke-width="8"/>` +
      `<circle cx="102" cy="60" r="32" fill="${BLUE}"/>` +
      `<circle cx="102" cy="60" r="22" fill="${WHITE}"/>` +
      `<path d="M88 54 Q91 45 100 43" stroke="${BLUE}" stroke-width="5"/>`,
  ),
  card: icon(
    `<rect x="38" y="14" width="108" height="70" rx="8" fill="${RED}" transform="rotate(-10 92 49)"/>` +
      `<rect x="14" y="38" width="116" height="76" rx="8" fill="${BLUE}"/>` +
      `<rect x="14" y="52" width="116" height="14" fill="${OUTLINE}" stroke="none"/>` +
      `<rect x="28" y="76" width="24" height="18" rx="3" fill="${YELLOW}"/>` +
      `<path d="M28 104 H60 M68 104 H88" stroke="${WHITE}"/>`,
  ),
  box: icon(
    `<path d="M20 42 L80 22 L140 42 L80 62 Z" fill="${YELLOW}"/>` +
      `<path d="M20 42 V100 L80 122 V62 Z" fill="${YELLOW}"/>` +
      `<path d="M140 42 V100 L80 122 V62 Z" fill="${YELLOW}"/>` +
      `<path d="M20 42 V100 L80 122 V62 Z" fill="${OUTLINE}" opacity="0.12" stroke="none"/>` +
      `<path d="M48 32 L108 52 V74 L96 70 V56 L36 36 Z" fill="${WHITE}"/>`,
  ),
  label: icon(
    `<rect x="14" y="18" width="132" height="104" rx="4" fill="${YELLOW}"/>` +
      `<rect x="72" y="18" width="16" height="104" fill="${WHITE}" opacity="0.6" stroke="none"/>` +
      `<rect x="34" y="38" width="92" height="66" rx="4" fill="${WHITE}"/>` +
      [46, 54, 60, 66, 74, 80, 88, 92, 98, 106, 112]
        .map(
          (x, i) =>
            `<rect x="${x}" y="50" width="${i % 3 === 0 ? 4 : 2}" height="28" fill="${OUTLINE}" stroke="none"/>`,
        )
        .join('') +
      `<path d="M46 90 H90" stroke="${BLUE}"/>`,
  ),
  truck: icon(
    `<rect x="8" y="26" width="94" height="70" rx="4" fill="${WHITE}"/>` +
      `<path d="M22 60 H88" stroke="${BLUE}" stroke-width="10"/>` +
      `<path d="M102 44 H132 L152 70 V96 H102 Z" fill="${BLUE}"/>` +
      `<path d="M110 52 H128 L141 70 H110 Z" fill="${WHITE}"/>` +
      [36, 128]
        .map(
          (x) =>
            `<circle cx="${x}" cy="98" r="14" fill="${OUTLINE}"/><circle cx="${x}" cy="98" r="5" fill="${WHITE}" stroke="none"/>`,
        )
        .join(''),
  ),
};

const CARD_WIDTH = 226;
const CARD_HEIGHT = 236;
const ICON_WIDTH = 160;
const CAPTION_SIZE = 18;
/**
 * Characters per caption line at 18px sans-serif: about 10px a character on average, so a line
 * of 18 keeps clear of the card's edges. Longer words than this do not occur in captions.
 */
export const CAPTION_LINE_CHARS = 18;

/**
 * Splits a caption into lines of whole words, each at most CAPTION_LINE_CHARS long. A caption
 * that needs two lines is split where the lines come out most even, so no word is left alone
 * on the second line ("Get the / manager's OK", not "Get the manager's / OK").
 */
export function captionLines(caption: string): string[] {
  const words = caption.trim().split(/\s+/);
  const whole = words.join(' ');
  if (whole.length <= CAPTION_LINE_CHARS) {
    return [whole];
  }
  let best: string[] | null = null;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest <= CAPTION_LINE_CHARS && (!best || longest < longestOf(best))) {
      best = lines;
    }
  }
  // Too long for two even lines: fill lines greedily (captions are kept short, so this is a
  // safety net for content written later, not the normal path).
  return best ?? greedyLines(words);
}

const longestOf = (lines: readonly string[]): number =>
  Math.max(...lines.map((line) => line.length));

function greedyLines(words: readonly string[]): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= CAPTION_LINE_CHARS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** Text safe inside an SVG element or attribute (the seeded pictures' labels and captions). */
export const escapeXml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** A complete 226×236 story card (Mini 4's option image size): the drawing over its caption. */
export function storyCardSvg(icon: IconName, caption: string): string {
  const lines = captionLines(caption);
  // Centred in the band under the drawing (y 150–226): one line on its middle, two around it.
  const firstY = lines.length === 1 ? 194 : 182;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${CARD_WIDTH / 2}" y="${firstY + i * 22}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${CAPTION_SIZE}" font-weight="600" fill="${OUTLINE}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect x="2" y="2" width="${CARD_WIDTH - 4}" height="${CARD_HEIGHT - 4}" rx="16" fill="#f1f3f5" stroke="#ced4da" stroke-width="2"/>` +
    `<g transform="translate(${(CARD_WIDTH - ICON_WIDTH) / 2} 14)">${ICONS[icon]}</g>` +
    text +
    '</svg>'
  );
}
