import { useId } from 'react';
import { useText } from '../../i18n/language-switch';
import { Face } from './face';
import type { Expression, Look } from './looks';
import { lookFor } from './looks';

/*
 * The event's characters, drawn here as flat head-and-shoulders illustrations on a 120 × 120
 * view box: the head is an ellipse centred on 60, 52, the shoulders fill the bottom of a round
 * backdrop. Back to front: backdrop, hair behind the head, clothes, neck, head, hair, face,
 * glasses.
 */

const HEAD = { cx: 60, cy: 52, rx: 21, ry: 24 };

function HairBack({ look }: { look: Look }) {
  switch (look.hairStyle) {
    case 'bob':
      return (
        <path
          d="M35 58 C32 34 45 23 60 23 C75 23 88 34 85 58 L87 80 Q76 85 70 78 L50 78 Q44 85 33 80 Z"
          fill={look.hair}
        />
      );
    case 'long':
      return (
        <path
          d="M34 58 C31 32 45 21 60 21 C75 21 89 32 86 58 C86 76 91 88 95 104 Q78 110 72 96 L48 96 Q42 110 25 104 C29 88 34 76 34 58 Z"
          fill={look.hair}
        />
      );
    case 'hijab':
      return (
        <path
          d="M33 56 C33 31 45 20 60 20 C75 20 87 31 87 56 C87 70 86 80 90 92 L30 92 C34 80 33 70 33 56 Z"
          fill={look.hair}
        />
      );
    case 'bun':
      return <circle cx={60} cy={23} r={10} fill={look.hair} />;
    default:
      return null;
  }
}

function HairFront({ look }: { look: Look }) {
  const fill = look.hair;
  switch (look.hairStyle) {
    case 'bob':
      // A side parting, the fringe swept to the right.
      return (
        <path
          d="M38 56 C35 34 47 25 61 25 C75 25 85 34 82 54 C79 46 76 41 71 38 C63 44 50 46 40 44 C39 48 38.5 52 38 56 Z"
          fill={fill}
        />
      );
    case 'short':
      return (
        <g fill={fill}>
          <path d="M38.5 52 C36 33 47 24 61 24 C75 24 85 33 81.5 52 C80.5 45 78 40.5 74 38.5 C66 37 54 37 45 39.5 C41.5 42 39.5 46 38.5 52 Z" />
          <path d="M46 33 C52 22 68 20 76 28 C70 26 62 27 56 31 Z" />
        </g>
      );
    case 'long':
      // Parted in the middle, falling either side of the face.
      return (
        <path
          d="M38.5 60 C35 35 47 26 60 26 C73 26 85 35 81.5 60 C80 48 76 40 69 36 C66 34 62 32 60 31 C58 32 54 34 51 36 C44 40 40 48 38.5 60 Z"
          fill={fill}
        />
      );
    case 'hijab':
      // The under-scarf's band across the forehead, and the scarf's drape over the neck.
      return (
        <g>
          <path
            d="M39 50 C39.5 35 49 28 60 28 C71 28 80.5 35 81 50 C78 39 70 33.5 60 33.5 C50 33.5 42 39 39 50 Z"
            fill={look.detail}
          />
          <path
            d="M39.5 58 C40 68 48 77.6 60 77.6 C72 77.6 80 68 80.5 58 C82 76 86 88 89 97 C80 107 40 107 31 97 C34 88 38 76 39.5 58 Z"
            fill={look.hair}
          />
          <path
            d="M45 92 C52 96 68 96 75 92"
            fill="none"
            stroke={look.detail}
            strokeWidth={1.6}
            strokeLinecap="round"
            opacity={0.7}
          />
        </g>
      );
    case 'receding':
      return (
        <g fill={fill}>
          <path d="M38.5 58 C36 45 38.5 36 45 32 C45 40 42.5 47 42.5 58 Z" />
          <path d="M81.5 58 C84 45 81.5 36 75 32 C75 40 77.5 47 77.5 58 Z" />
          <path d="M49 30 C55 27.2 65 27.2 71 30 C65 29.4 55 29.4 49 30 Z" />
        </g>
      );
    case 'curly':
      return (
        <g fill={fill}>
          <path d="M38.5 52 C36 36 44 25 60 24 C76 25 84 36 81.5 52 C80 45 77 41 72 39 C64 40.5 56 40.5 48 39 C43 41 40 45 38.5 52 Z" />
          <circle cx={41} cy={38} r={6} />
          <circle cx={45} cy={29} r={7} />
          <circle cx={53} cy={22.5} r={7.5} />
          <circle cx={62} cy={20.5} r={7.5} />
          <circle cx={71} cy={23.5} r={7.5} />
          <circle cx={77.5} cy={30.5} r={7} />
          <circle cx={79.5} cy={39} r={5.5} />
        </g>
      );
    case 'bun':
      return (
        <path
          d="M38.5 54 C36 35 47 27 60 27 C73 27 84 35 81.5 54 C79.5 43 71 34.5 60 34 C49 34.5 40.5 43 38.5 54 Z"
          fill={fill}
        />
      );
    case 'buzz':
      return (
        <path
          d="M39 48 C38 33 48 27.5 60 27.5 C72 27.5 82 33 81 48 C78 40 70 36.5 60 36.5 C50 36.5 42 40 39 48 Z"
          fill={fill}
          opacity={0.9}
        />
      );
    default:
      return null;
  }
}

function Beard({ look }: { look: Look }) {
  if (look.beard === 'full') {
    return (
      <g fill={look.brow}>
        <path d="M39.5 57 C39 77 48 87 60 87 C72 87 81 77 80.5 57 C79 64 76 68.5 71.5 69.5 C67 64.5 53 64.5 48.5 69.5 C44 68.5 41 64 39.5 57 Z" />
        <path d="M50 66.4 C54 62.6 66 62.6 70 66.4 C66 65.6 54 65.6 50 66.4 Z" />
      </g>
    );
  }
  if (look.beard === 'short') {
    return (
      <g fill={look.brow} opacity={0.92}>
        <path d="M40 60 C41 76 50 83 60 83 C70 83 79 76 80 60 C78.5 69 72 75.5 60 75.5 C48 75.5 41.5 69 40 60 Z" />
        <path d="M52 65.4 C55.5 63.2 64.5 63.2 68 65.4 C64.5 64.8 55.5 64.8 52 65.4 Z" />
      </g>
    );
  }
  return null;
}

function Clothes({ look }: { look: Look }) {
  const shoulders = 'M10 124 C10 103 25 92 44 88 Q60 92 76 88 C95 92 110 103 110 124 Z';
  const line = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  return (
    <g data-part="clothes">
      <path d={shoulders} fill={look.top} />
      {look.topStyle === 'blazer' && (
        <g>
          <path d="M49 88 L60 108 L71 88 Q60 92 49 88 Z" fill={look.accent} />
          <path
            d="M47 88 L58 110 L53 120 M73 88 L62 110 L67 120"
            {...line}
            stroke={look.detail}
            strokeWidth={2.6}
          />
          <circle cx={60} cy={114} r={1.8} fill={look.detail} />
        </g>
      )}
      {look.topStyle === 'sweater' && (
        <g>
          <path d="M50 88 L56 96 L60 91 L64 96 L70 88 Q60 92 50 88 Z" fill={look.accent} />
          <path d="M46 88.5 Q60 100 74 88.5" {...line} stroke={look.detail} strokeWidth={3.4} />
        </g>
      )}
      {look.topStyle === 'blouse' && (
        <g>
          <path d="M50 88 L60 101 L70 88 Q60 92 50 88 Z" fill={look.skin} />
          <path d="M48 88 L60 103 L72 88" {...line} stroke={look.accent} strokeWidth={3} />
        </g>
      )}
      {look.topStyle === 'cardigan' && (
        <g>
          <path d="M50 94 L70 94 L72 124 L48 124 Z" fill={look.accent} />
          <path d="M50 94 L47 124 M70 94 L73 124" {...line} stroke={look.top} strokeWidth={3} />
          <circle cx={47.6} cy={108} r={1.4} fill={look.detail} />
          <circle cx={47.8} cy={116} r={1.4} fill={look.detail} />
        </g>
      )}
      {look.topStyle === 'suit' && (
        <g>
          <path d="M48 88 L60 110 L72 88 Q60 92 48 88 Z" fill={look.accent} />
          <path
            d="M58 91.5 L62 91.5 L63.4 95 L61.8 109 L60 111.5 L58.2 109 L56.6 95 Z"
            fill={look.detail}
          />
          <path
            d="M46 88 L58 112 L54 124 M74 88 L62 112 L66 124"
            {...line}
            stroke="#4a3222"
            strokeWidth={2.6}
          />
        </g>
      )}
      {look.topStyle === 'hoodie' && (
        <g>
          <path
            d="M39 92 C42 82 78 82 81 92 C74 99 46 99 39 92 Z"
            fill={look.top}
            stroke="rgb(0 0 0 / 0.18)"
            strokeWidth={2}
          />
          <path
            d="M55 96 L54 108 M65 96 L66 108"
            {...line}
            stroke={look.accent}
            strokeWidth={2.2}
          />
        </g>
      )}
      {look.lanyard && (
        <g>
          <path
            d="M47 89 L57 111 M73 89 L63 111"
            {...line}
            stroke={look.detail}
            strokeWidth={2.4}
          />
          <rect
            x={53}
            y={108}
            width={14}
            height={11}
            rx={2}
            fill="#fff"
            stroke={look.detail}
            strokeWidth={1.2}
          />
          <rect x={53} y={108} width={14} height={3.4} rx={1.4} fill={look.detail} />
        </g>
      )}
    </g>
  );
}

function Earrings({ look }: { look: Look }) {
  if (look.earrings === 'hoops') {
    return (
      <g fill="none" stroke={look.detail} strokeWidth={1.8}>
        <circle cx={39} cy={64.5} r={3.4} />
        <circle cx={81} cy={64.5} r={3.4} />
      </g>
    );
  }
  if (look.earrings === 'studs') {
    return (
      <g fill={look.accent} stroke="rgb(0 0 0 / 0.15)" strokeWidth={0.6}>
        <circle cx={39} cy={61.5} r={2} />
        <circle cx={81} cy={61.5} r={2} />
      </g>
    );
  }
  return null;
}

function Glasses({ colour }: { colour: string }) {
  return (
    <g fill="rgb(255 255 255 / 0.18)" stroke={colour} strokeWidth={2}>
      <rect x={44} y={49.5} width={14} height={11.5} rx={4.5} />
      <rect x={62} y={49.5} width={14} height={11.5} rx={4.5} />
      <path d="M58 54 Q60 52.4 62 54 M44 53.5 L39.5 52.5 M76 53.5 L80.5 52.5" fill="none" />
    </g>
  );
}

type Props = {
  /** The character's key in the event's cast (manager, colleague, …); others get a made-up look. */
  characterKey: string;
  /** The name players see; with the expression, the picture's accessible name. */
  name: string;
  expression?: Expression;
  /** Width and height in px. */
  size?: number;
  /** React to an answer: a short bounce, shake, droop or nod (none under reduced motion). */
  animate?: boolean;
  className?: string;
};

/**
 * One of the event's characters pulling a face. The picture is an image named "Ayesha, happy";
 * a visible name next to it is for the eye only (aria-hidden), so the name is read once.
 */
export function Character({
  characterKey,
  name,
  expression = 'normal',
  size = 56,
  animate = false,
  className,
}: Props) {
  const text = useText();
  const { look, cast } = lookFor(characterKey);
  const clip = `pl-character-${useId().replace(/[^\w-]/g, '')}`;
  const classes = ['pl-character', animate && `pl-character-react-${expression}`, className]
    .filter(Boolean)
    .join(' ');
  const hijab = look.hairStyle === 'hijab';
  return (
    <svg
      role="img"
      aria-label={text('play.character.label', {
        name: name.trim() || text('play.character.unnamed'),
        expression: text(`play.character.expression.${expression}` as const),
      })}
      viewBox="0 0 120 120"
      width={size}
      height={size}
      className={classes}
      data-character={cast ? characterKey : 'fallback'}
      data-expression={expression}
    >
      <defs>
        <clipPath id={clip}>
          <circle cx={60} cy={60} r={60} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <circle cx={60} cy={60} r={60} fill={look.backdrop} />
        {/* The head moves (nods, droops) in front of the shoulders: its hair behind them too. */}
        <g className="pl-character-head">
          <HairBack look={look} />
        </g>
        <Clothes look={look} />
        <path d="M51 66 L51 86 Q60 93 69 86 L69 66 Z" fill={look.shade} />
        <g className="pl-character-head">
          {!hijab && (
            <g fill={look.skin}>
              <circle cx={39} cy={55} r={5.5} />
              <circle cx={81} cy={55} r={5.5} />
            </g>
          )}
          <ellipse {...HEAD} fill={look.skin} />
          <Beard look={look} />
          <HairFront look={look} />
          <Earrings look={look} />
          <Face look={look} expression={expression} />
          {look.glasses && <Glasses colour={look.glasses} />}
        </g>
      </g>
    </svg>
  );
}
