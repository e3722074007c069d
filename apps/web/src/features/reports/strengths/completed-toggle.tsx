import { SegmentedControl } from '@mantine/core';

export type CompletedFilter = 'all' | 'only';

const options = [
  { label: 'All Users', value: 'all' },
  { label: 'Only Completed', value: 'only' },
];

/** All Users, or only those who finished the game once (completedOnce). */
export function CompletedToggle(props: {
  value: CompletedFilter;
  onChange: (value: CompletedFilter) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Which users"
      data={options}
      value={props.value}
      onChange={(value) => props.onChange(value === 'only' ? 'only' : 'all')}
    />
  );
}
