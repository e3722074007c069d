import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  /** A range whose end comes before its start: shown under the second day. */
  error?: ReactNode;
};

/** The two days of a list filter's range (yyyy-mm-dd), side by side in the filter's grid. */
export function DateRangeInputs({ labels, from, to, onFromChange, onToChange, error }: Props) {
  return (
    <>
      <TextInput
        type="date"
        label={labels.from}
        value={from}
        onChange={(event) => onFromChange(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={labels.to}
        value={to}
        onChange={(event) => onToChange(event.currentTarget.value)}
        error={error}
      />
    </>
  );
}
