import type { Mini2Template } from '@app/domain';
import { Group, Text } from '@mantine/core';
import { useText } from '../../i18n/language-switch';
import { templateCount } from './form-values';

/**
 * How each Mini 2 template lays its options over the background: rows of option slots and how
 * a slot is named on screen. Keyed by the domain's templates, so a new one fails the type check
 * until it has a sample.
 */
const LAYOUTS: Record<Mini2Template, { rows: number[]; slotName: (index: number) => string }> = {
  '5 Options A, B, C': { rows: [3, 2], slotName: (i) => String.fromCharCode(65 + i) },
  '8 Options': { rows: [4, 4], slotName: (i) => String(i + 1) },
};

// A 16:9 frame (the recommended 1920x1080 background), in SVG units.
const WIDTH = 160;
const HEIGHT = 90;
const GAP = 6;
const ROW_TOP = 14;
const ROW_HEIGHT = 28;

type Slot = { x: number; y: number; width: number; name: string };

/** Slots of equal width across the widest row; shorter rows are centred under it. */
function slotsOf(template: Mini2Template): Slot[] {
  const { rows, slotName } = LAYOUTS[template];
  const widest = Math.max(...rows);
  const width = (WIDTH - 2 * 10 - (widest - 1) * GAP) / widest;
  const slots: Slot[] = [];
  rows.forEach((count, row) => {
    const rowWidth = count * width + (count - 1) * GAP;
    const left = (WIDTH - rowWidth) / 2;
    for (let i = 0; i < count; i++) {
      slots.push({
        x: left + i * (width + GAP),
        y: ROW_TOP + row * (ROW_HEIGHT + GAP),
        width,
        name: slotName(slots.length),
      });
    }
  });
  return slots;
}

/**
 * Part B §3: each Mini 2 template comes with a sample background. Drawn here rather than
 * shipped as an image: the 16:9 frame and the option slots as the template places them.
 */
export function Mini2TemplateSample({ template }: { template: Mini2Template }) {
  const text = useText();
  const slots = slotsOf(template);
  return (
    <Group gap="sm" align="center">
      <svg
        role="img"
        aria-label={text('console.miniScreens.templateSample.label', { template })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH * 1.2}
        height={HEIGHT * 1.2}
        style={{ flex: 'none', display: 'block' }}
      >
        <rect
          x={0.5}
          y={0.5}
          width={WIDTH - 1}
          height={HEIGHT - 1}
          rx={4}
          style={{
            fill: 'var(--mantine-color-gray-light)',
            stroke: 'var(--mantine-color-default-border)',
          }}
        />
        {slots.map((slot) => (
          <g key={slot.name} data-slot={slot.name}>
            <rect
              x={slot.x}
              y={slot.y}
              width={slot.width}
              height={ROW_HEIGHT}
              rx={3}
              style={{
                fill: 'var(--mantine-color-blue-light)',
                stroke: 'var(--mantine-color-blue-filled)',
                strokeWidth: 0.75,
              }}
            />
            <text
              x={slot.x + slot.width / 2}
              y={slot.y + ROW_HEIGHT / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={10}
              fontWeight={600}
              style={{ fill: 'var(--mantine-color-blue-light-color)' }}
            >
              {slot.name}
            </text>
          </g>
        ))}
      </svg>
      <Text size="xs" c="dimmed">
        {text('console.miniScreens.templateSample.caption', { count: templateCount(template) })}
      </Text>
    </Group>
  );
}
