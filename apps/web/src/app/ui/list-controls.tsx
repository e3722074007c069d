import { Badge, Button, TextInput } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';

/** The lists' search box (users list, leaderboard, Assessor Board, Candidate Report). */
export function SearchField({
  value,
  onChange,
  placeholder = 'Name or e-mail',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={{ flex: '1 1 220px' }}
      maxLength={100}
    />
  );
}

/** The Filters toggle: shows how many filters are set, and which panel it opens. */
export function FiltersButton({
  open,
  count,
  onClick,
  controls,
}: {
  open: boolean;
  count: number;
  onClick: () => void;
  /** The id of the panel it shows and hides. */
  controls: string;
}) {
  return (
    <Button
      variant={open ? 'light' : 'default'}
      leftSection={<IconFilter size={16} />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle>
            {count}
          </Badge>
        ) : null
      }
      onClick={onClick}
      aria-expanded={open}
      aria-controls={controls}
    >
      Filters
    </Button>
  );
}
