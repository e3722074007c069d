import type { MessageKey } from '@app/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useText } from '../../i18n/language-switch';
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
  const text = useText();
  const options = (list: readonly { value: string; label: MessageKey }[]) =>
    list.map((option) => ({ value: option.value, label: text(option.label) }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
      <NativeSelect
        label={text('console.accounts.filters.expiry')}
        data={options(EXPIRY_OPTIONS)}
        value={filters.expiry}
        onChange={(event) =>
          onSelect({ expiry: event.currentTarget.value === 'expired' ? 'expired' : 'all' })
        }
      />
      <SearchInput
        label={text('console.accounts.filters.email')}
        placeholder={text('console.accounts.filters.emailPlaceholder')}
        value={typed.email}
        onType={(email) => onType({ email })}
        onSearchNow={onSearchNow}
      />
      <SearchInput
        label={text('console.accounts.filters.company')}
        placeholder={text('console.accounts.filters.companyPlaceholder')}
        value={typed.company}
        onType={(company) => onType({ company })}
        onSearchNow={onSearchNow}
      />
      <NativeSelect
        label={text('console.accounts.filters.package')}
        data={options(PACKAGE_OPTIONS)}
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
