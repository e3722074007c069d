import { SegmentedControl } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';

export type CompletedFilter = 'all' | 'only';

/** All Users, or only those who finished the game once (completedOnce). */
export function CompletedToggle(props: {
  value: CompletedFilter;
  onChange: (value: CompletedFilter) => void;
}) {
  const text = useText();
  const options = [
    { label: text('console.reports.completed.all'), value: 'all' },
    { label: text('console.reports.completed.only'), value: 'only' },
  ];
  return (
    <SegmentedControl
      aria-label={text('console.reports.completed.label')}
      data={options}
      value={props.value}
      onChange={(value) => props.onChange(value === 'only' ? 'only' : 'all')}
    />
  );
}
