import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { type AccountFilters, EXPIRY_OPTIONS, PACKAGE_OPTIONS, type TextFilters } from './filters';
import type { SelectChange } from './use-account-filters';

type Props = {
  /** The applied filters (the selects show these). */
  filters: AccountFilters;
  /** What the search boxes show, sent after a pause (use-account-filters.ts). */
  typed: TextFilters;
  onType: (change: Partial<TextFilters>) => void;
  /** Enter in a search box: search now. */
  onSearchNow: () => void;
  onSelect: (change: SelectChange) => void;
};

function SearchInput({
  label,
  placeholder,
  value,
  onType,
  onSearchNow,
}: {
  label: string;
  placeholder: string;
  value: string;
  onType: (value: string) => void;
  onSearchNow: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      onSearchNow();
    }
  };
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      maxLength={250}
      onKeyDown={onKeyDown}
      onChange={(event) => onType(event.currentTarget.value)}
    />
  );
}

/** Part A §2: Expiry, e-mail, Company Name and Package, all applied by the server. */
export function AccountsFilters({ filters, typed, onType, onSearchNow, onSelect }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
      <NativeSelect
        label="Expiry"
        data={EXPIRY_OPTIONS}
        value={filters.expiry}
        onChange={(event) =>
          onSelect({ expiry: event.currentTarget.value === 'expired' ? 'expired' : 'all' })
        }
      />
      <SearchInput
        label="Email"
        placeholder="Search by e-mail"
        value={typed.email}
        onType={(email) => onType({ email })}
        onSearchNow={onSearchNow}
      />
      <SearchInput
        label="Company Name"
        placeholder="Search by company"
        value={typed.company}
        onType={(company) => onType({ company })}
        onSearchNow={onSearchNow}
      />
      <NativeSelect
        label="Package"
        data={PACKAGE_OPTIONS}
        value={filters.package}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const option = PACKAGE_OPTIONS.find((o) => o.value === value);
          onSelect({ package: option?.value ?? 'all' });
        }}
      />
    </SimpleGrid>
  );
}
