import { Badge, Button, TextInput } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useText } from '../../i18n/language-switch';

/** The lists' search box (users list, leaderboard, Assessor Board, Candidate Report). */
export function SearchField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const text = useText();
  return (
    <TextInput
      label={text('console.ui.listControls.search')}
      placeholder={placeholder ?? text('console.ui.listControls.searchPlaceholder')}
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
  const text = useText();
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
      {text('console.ui.listControls.filters')}
    </Button>
  );
}
