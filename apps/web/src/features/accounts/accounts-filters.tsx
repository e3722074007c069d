import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { type AccountFilters, EXPIRY_OPTIONS, PACKAGE_OPTIONS } from './filters';

/** The searches wait this long after the last key before asking the server (part A §9). */
export const SEARCH_DEBOUNCE_MS = 1000;

export type FilterChange = Partial<Omit<AccountFilters, 'page'>>;
type Props = { filters: AccountFilters; onChange: (change: FilterChange) => void };

/** A text search sent after a pause, or at once on Enter. */
function SearchInput({
  label,
  placeholder,
  initial,
  onSearch,
}: {
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(initial);
  const [shown, setShown] = useState(initial);
  const send = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  // The URL changed from elsewhere (the menu link, Back): show its search, unless a newer one
  // is still being typed.
  if (initial !== shown) {
    setShown(initial);
    if (!send.isPending() && initial !== text.trim()) {
      setText(initial);
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      send.flush();
    }
  };
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={250}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
    />
  );
}

/** Part A §2: Expiry, e-mail, Company Name and Package, all applied by the server. */
export function AccountsFilters({ filters, onChange }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
      <NativeSelect
        label="Expiry"
        data={EXPIRY_OPTIONS}
        value={filters.expiry}
        onChange={(event) =>
          onChange({ expiry: event.currentTarget.value === 'expired' ? 'expired' : 'all' })
        }
      />
      <SearchInput
        label="Email"
        placeholder="Search by e-mail"
        initial={filters.email}
        onSearch={(email) => onChange({ email })}
      />
      <SearchInput
        label="Company Name"
        placeholder="Search by company"
        initial={filters.company}
        onSearch={(company) => onChange({ company })}
      />
      <NativeSelect
        label="Package"
        data={PACKAGE_OPTIONS}
        value={filters.package}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const option = PACKAGE_OPTIONS.find((o) => o.value === value);
          onChange({ package: option?.value ?? 'all' });
        }}
      />
    </SimpleGrid>
  );
}
