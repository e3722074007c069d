import { reportMessages, SEARCH_DEBOUNCE_MS, USER_SEARCH_LIMIT } from '@app/domain';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client';
import { isWrongEvent } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { type UserMatches, useUserMatches } from './api';

export type UserMatch = UserMatches['items'][number];

type Props = {
  eventId: string;
  onPick: (match: UserMatch) => void;
};

/**
 * Part A §2 / §9: the user picker searches names and e-mails by prefix on the server, 1000 ms
 * after the last key, and offers at most five people.
 */
export function UserStrengthsPicker({ eventId, onPick }: Props) {
  const text = useText();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const matches = useUserMatches(eventId, debounced);
  const isSettled = debounced !== '' && debounced === typed && !matches.isFetching;
  const items = isSettled ? (matches.data?.items ?? []).slice(0, USER_SEARCH_LIMIT) : [];
  const isSearching = typed !== '' && !isSettled;
  // A refused event is the screen's to handle ('Wrong Event'); other failures are said here.
  const failure = isSettled && matches.isError && !isWrongEvent(matches.error);

  const pick = (id: string) => {
    const match = items.find((item) => item.id === id);
    if (match) {
      onPick(match);
      setSearch('');
      combobox.closeDropdown();
    }
  };

  return (
    <div>
      <Combobox store={combobox} onOptionSubmit={pick}>
        <Combobox.Target>
          <TextInput
            label={text('console.reports.userStrengths.picker.user')}
            placeholder={text('console.reports.userStrengths.picker.placeholder')}
            leftSection={<IconSearch size={16} />}
            rightSection={
              isSearching ? (
                <Loader
                  size={16}
                  aria-label={text('console.reports.userStrengths.picker.searching')}
                />
              ) : null
            }
            value={search}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={items.length === 0}>
          <Combobox.Options aria-label={text('console.reports.userStrengths.picker.matches')}>
            {items.map((item) => (
              <Combobox.Option
                value={item.id}
                key={item.id}
                aria-label={`${item.name} (${item.email})`}
              >
                <Text size="sm">{item.name}</Text>
                <Text size="xs" c="dimmed">
                  {item.email}
                </Text>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <div aria-live="polite">
        {isSettled && matches.isSuccess && items.length === 0 ? (
          <Text size="sm" c="dimmed" mt={4}>
            {reportMessages.noUserFound}
          </Text>
        ) : null}
        {failure ? (
          <Text size="sm" c="red" mt={4}>
            {errorMessage(matches.error)}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
