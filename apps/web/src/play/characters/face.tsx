import type { Expression, Look } from './looks';

/*
 * The parts of a face that change with the expression, on the 120 × 120 drawing of character.tsx
 * (the head is centred on 60, 52; the eyes sit at 51 and 69 across, 55 down). Thick strokes and
 * big shapes, so the face still reads at 56 px.
 */

const INK = '#2b1b17';
const MOUTH = '#7a2631';

type Shape = { d: string; fill?: string };

/** Each expression's mouth: its outline, and what is drawn inside it (teeth). */
export const MOUTHS: Record<Expression, { outline: string; filled: boolean; inner?: Shape[] }> = {
  normal: { outline: 'M53.5 67.5 Q60 71.5 66.5 67.5', filled: false },
  happy: {
    outline: 'M50.5 65 Q60 65.8 69.5 65 Q68 77 60 77 Q52 77 50.5 65 Z',
    filled: true,
    inner: [
      { d: 'M52.5 65.6 Q60 66.4 67.5 65.6 Q67 68.6 60 68.8 Q53 68.6 52.5 65.6 Z', fill: '#fff' },
      { d: 'M54.5 74.2 Q60 70.5 65.5 74.2 Q63 76.4 60 76.4 Q57 76.4 54.5 74.2 Z', fill: '#e8707a' },
    ],
  },
  sad: { outline: 'M52.5 72 Q60 64.5 67.5 72', filled: false },
  angry: {
    outline: 'M51 68 Q60 64.6 69 68 L68.6 72 Q60 69.4 51.4 72 Z',
    filled: true,
    inner: [{ d: 'M52.6 68.6 Q60 66 67.4 68.6 L67.2 70.6 Q60 68.4 52.8 70.6 Z', fill: '#fff' }],
  },
};

/** Each expression's eyebrows, left then right, drawn in the look's brow colour. */
export const BROWS: Record<Expression, [string, string]> = {
  normal: ['M45.5 46.5 Q51 44 56 46', 'M64 46 Q69 44 74.5 46.5'],
  happy: ['M45.5 45 Q51 41 56 43.5', 'M64 43.5 Q69 41 74.5 45'],
  sad: ['M45.5 47.5 Q51 47 56.5 43', 'M63.5 43 Q69 47 74.5 47.5'],
  angry: ['M45.5 44 Q52 45 57 49.5', 'M63 49.5 Q68 45 74.5 44'],
};

function Eye({ x, expression, look }: { x: number; expression: Expression; look: Look }) {
  if (expression === 'happy') {
    // Smiling, closed: an upturned arc.
    return (
      <path
        d={`M${x - 4} 56.5 Q${x} 50.5 ${x + 4} 56.5`}
        fill="none"
        stroke={INK}
        strokeWidth={2.8}
        strokeLinecap="round"
      />
    );
  }
  const squint = expression === 'angry';
  const low = expression === 'sad' ? 1 : 0;
  return (
    <g>
      <ellipse cx={x} cy={55 + low} rx={3.9} ry={squint ? 3 : 4.1} fill="#fff" />
      <circle cx={x} cy={55.4 + low} r={2.7} fill={INK} />
      <circle cx={x + 0.9} cy={54.3 + low} r={0.9} fill="#fff" />
      {/* A heavy lid: level when angry, drooping at the outer corner when sad. */}
      {squint && (
        <path
          d={`M${x - 4.6} ${x < 60 ? 52 : 53.6} L${x + 4.6} ${x < 60 ? 53.6 : 52} L${x + 4.6} 50 L${x - 4.6} 50 Z`}
          fill={look.skin}
        />
      )}
      {expression === 'sad' && (
        <path
          d={`M${x - 4.6} ${x < 60 ? 54.4 : 52.2} Q${x} 51 ${x + 4.6} ${x < 60 ? 52.2 : 54.4} L${x + 4.6} 50 L${x - 4.6} 50 Z`}
          fill={look.skin}
        />
      )}
    </g>
  );
}

/** Eyes, brows, nose, cheeks and mouth for one expression. */
export function Face({ look, expression }: { look: Look; expression: Expression }) {
  const mouth = MOUTHS[expression];
  const [leftBrow, rightBrow] = BROWS[expression];
  return (
    <g data-part="face">
      {[46, 74].map((cx) => (
        <ellipse
          key={cx}
          cx={cx}
          cy={63.5}
          rx={4.2}
          ry={2.6}
          fill="#ff7b7b"
          opacity={expression === 'happy' ? 0.45 : 0.2}
        />
      ))}
      <Eye x={51} expression={expression} look={look} />
      <Eye x={69} expression={expression} look={look} />
      <g data-part="brows" fill="none" stroke={look.brow} strokeWidth={3.2} strokeLinecap="round">
        <path d={leftBrow} />
        <path d={rightBrow} />
      </g>
      <path
        d="M60 57.5 Q57.4 61.6 60.6 62.2"
        fill="none"
        stroke={look.shade}
        strokeWidth={2}
        strokeLinecap="round"
      />
      <g data-part="mouth" data-expression={expression}>
        <path
          d={mouth.outline}
          fill={mouth.filled ? (look.mouth ?? MOUTH) : 'none'}
          stroke={look.mouth ?? MOUTH}
          strokeWidth={mouth.filled ? 1.4 : 2.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {mouth.inner?.map((shape) => (
          <path key={shape.d} d={shape.d} fill={shape.fill} />
        ))}
      </g>
      {expression === 'sad' && (
        <path d="M72.6 60 Q75 64.4 72.6 65.4 Q70.2 64.4 72.6 60 Z" fill="#74c0fc" />
      )}
    </g>
  );
}
