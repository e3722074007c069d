import { UnstyledButton } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useText } from '../../i18n/language-switch';

type Props = {
  /** What each option shows; images and bitmaps bring their own text alternative. */
  options: ReactNode[];
  onChoose: (index: number) => void;
  disabled?: boolean;
  /** The group's name for assistive technology; "Your answer" unless told. */
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
export function ChoiceList({ options, onChoose, disabled, label, columns = 1, names }: Props) {
  const text = useText();
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
    <ul
      className={`pl-choices pl-choices-${columns}`}
      aria-label={label ?? text('play.item.answerGroup')}
    >
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
            {/* The author's words keep their own direction on a right-to-left page. */}
            <span className="pl-choice-body" dir="auto">
              {option}
            </span>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
