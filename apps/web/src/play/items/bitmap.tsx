import { useText } from '../../i18n/language-switch';

/** A spatial or abstract shape: '#' filled, anything else empty, one cell per character. */
export function Bitmap({ rows, label }: { rows: readonly string[]; label?: string }) {
  const text = useText();
  const width = Math.max(...rows.map((r) => r.length));
  const filled = text('play.item.cellFilled');
  const empty = text('play.item.cellEmpty');
  const described = rows
    .map((row, i) =>
      text('play.item.bitmapRow', {
        row: i + 1,
        cells: [...row].map((c) => (c === '#' ? filled : empty)).join(' '),
      }),
    )
    .join('; ');
  return (
    <div
      className="pl-bitmap"
      role="img"
      aria-label={label ? text('play.item.bitmapLabel', { label, cells: described }) : described}
      style={{ gridTemplateColumns: `repeat(${width}, 1fr)` }}
    >
      {rows.flatMap((row, r) =>
        [...row.padEnd(width, '.')].map((cell, c) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position.
            key={`${r}-${c}`}
            className={cell === '#' ? 'pl-cell pl-cell-on' : 'pl-cell'}
          />
        )),
      )}
    </div>
  );
}

/** An attention grid: the characters exactly as given, in a monospace grid. */
export function CharGrid({ rows }: { rows: readonly string[] }) {
  const text = useText();
  const width = Math.max(...rows.map((r) => r.length));
  return (
    <div
      className="pl-chargrid"
      role="img"
      aria-label={text('play.item.charGrid', { rows: rows.join(', ') })}
      style={{ gridTemplateColumns: `repeat(${width}, minmax(0, 32px))` }}
    >
      {rows.flatMap((row, r) =>
        [...row].map((ch, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position.
          <span key={`${r}-${c}`} className="pl-char" aria-hidden="true">
            {ch === ' ' ? '\u00a0' : ch}
          </span>
        )),
      )}
    </div>
  );
}
