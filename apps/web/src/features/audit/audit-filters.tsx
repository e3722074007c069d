import { AUDIT_PAGE_SIZES, auditActionLabels, auditActions } from '@app/domain';
import { Button, Group, NativeSelect, Pill, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DateRangeInputs } from '../../app/ui/date-range-inputs';
import { useText } from '../../i18n/language-switch';
import { type AuditFilters, noFilters, rangeProblem } from './filters';

export type FilterChange = Partial<Omit<AuditFilters, 'page'>>;

type Props = {
  filters: AuditFilters;
  onChange: (change: FilterChange) => void;
  /** The super admin's account filter, shown by the account's name when it has one. */
  accountName?: string | null;
};

const SEARCH_DEBOUNCE_MS = 600;

const actionOptions = auditActions.map((action) => ({
  value: action,
  label: auditActionLabels[action],
}));

/** The actor's e-mail prefix, sent after a pause or at once on Enter. */
function ActorSearch({ initial, onSearch }: { initial: string; onSearch: (v: string) => void }) {
  const text = useText();
  const [typed, setTyped] = useState(initial);
  const [shown, setShown] = useState(initial);
  const send = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  // The URL changed from elsewhere (Clear, Back): show its value unless one is being typed.
  if (initial !== shown) {
    setShown(initial);
    if (!send.isPending()) {
      setTyped(initial);
    }
  }
  return (
    <TextInput
      type="search"
      label={text('console.audit.filters.actor')}
      placeholder={text('console.audit.filters.actorPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={typed}
      maxLength={254}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          send.flush();
        }
      }}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
    />
  );
}

export function AuditFiltersPanel({ filters, onChange, accountName }: Props) {
  const text = useText();
  const isFiltered =
    filters.action !== '' ||
    filters.actor !== '' ||
    filters.from !== '' ||
    filters.to !== '' ||
    filters.account !== '';
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: '1 1 100%' }}>
        <NativeSelect
          label={text('console.audit.filters.action')}
          data={[{ value: '', label: text('console.audit.filters.allActions') }, ...actionOptions]}
          value={filters.action}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ action: auditActions.find((a) => a === value) ?? '' });
          }}
        />
        <ActorSearch initial={filters.actor} onSearch={(actor) => onChange({ actor })} />
      </SimpleGrid>
      {/* The days side by side even on a phone: a range reads as one control. */}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" style={{ flex: '1 1 100%' }}>
        <DateRangeInputs
          labels={{
            from: text('console.audit.filters.from'),
            to: text('console.audit.filters.to'),
          }}
          from={filters.from}
          to={filters.to}
          onFromChange={(from) => onChange({ from })}
          onToChange={(to) => onChange({ to })}
          error={rangeProblem(filters)}
        />
        <NativeSelect
          label={text('console.audit.filters.rowsPerPage')}
          data={[...AUDIT_PAGE_SIZES]}
          value={filters.pageSize}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ pageSize: AUDIT_PAGE_SIZES.find((s) => s === value) ?? '25' });
          }}
        />
      </SimpleGrid>
      {filters.account ? (
        <Pill
          size="md"
          withRemoveButton
          onRemove={() => onChange({ account: '' })}
          removeButtonProps={{ 'aria-label': text('console.audit.filters.everyAccount') }}
        >
          {text('console.audit.filters.account', { account: accountName ?? filters.account })}
        </Pill>
      ) : null}
      {isFiltered ? (
        <Button variant="subtle" size="xs" onClick={() => onChange(noFilters)} ml="auto">
          {text('console.audit.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
