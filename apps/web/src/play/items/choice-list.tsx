import { UnstyledButton } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

type Props = {
  /** What each option shows; images and bitmaps bring their own text alternative. */
  options: ReactNode[];
  onChoose: (index: number) => void;
  disabled?: boolean;
  /** The group's name for assistive technology, e.g. "Your answer". */
  label?: string;
  /** Options side by side (pictures, shapes) instead of one per row. */
  columns?: 1 | 2;
  /** Names for options that are not text (pictures), e.g. "Option 2". */
  names?: string[];
};

/** Letters, not numbers, on the options: many answers are numbers themselves ("How many…?"). */
const KEYS = 'ABCDEFGHI';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The options of an item as real buttons, lettered, so Tab/Enter/Space work as anywhere else;
 * the keys A–I and 1–9 choose too, except while the player is typing into a field.
 */
export function ChoiceList({
  options,
  onChoose,
  disabled,
  label = 'Your answer',
  columns = 1,
  names,
}: Props) {
  useEffect(() => {
    if (disabled) {
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) {
        return;
      }
      const key = event.key.toUpperCase();
      const index = /^[1-9]$/.test(key) ? Number(key) - 1 : KEYS.indexOf(key);
      if (key.length === 1 && index >= 0 && index < options.length) {
        event.preventDefault();
        onChoose(index);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled, onChoose, options.length]);

  return (
    <ul className={`pl-choices pl-choices-${columns}`} aria-label={label}>
      {options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are positional; the answer is the index.
        <li key={i}>
          <UnstyledButton
            className="pl-choice"
            onClick={() => onChoose(i)}
            disabled={disabled}
            aria-label={names?.[i]}
          >
            <span className="pl-choice-key" aria-hidden="true">
              {KEYS[i]}
            </span>
            <span className="pl-choice-body">{option}</span>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
