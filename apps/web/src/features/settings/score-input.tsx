import { SCORE_MAX } from '@app/domain';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A settings score, 0 to 9999 (part A §5): the value stays as typed, out of range, negative or
 * not whole, so the form's domain rule refuses it with its message; Mantine would otherwise clamp
 * 10000 to 9999 on blur and drop the minus of -5, saving a value nobody typed.
 */
export function ScoreInput(props: NumberInputProps) {
  return <NumberInput required min={0} max={SCORE_MAX} clampBehavior="none" {...props} />;
}
