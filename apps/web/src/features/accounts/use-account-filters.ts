import { SEARCH_DEBOUNCE_MS } from '@app/domain';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AccountFilters, filterSearch, readFilters, type TextFilters } from './filters';

export type SelectChange = Partial<Pick<AccountFilters, 'expiry' | 'package'>>;

/**
 * The accounts list's one filters state. The URL holds what the list shows (so coming back from
 * an account's dashboard shows the same list); the two search boxes hold what is being typed, as
 * one value, and one debounce sends both at once after a pause (part A §9).
 *
 * Invariant: every write starts from the newest filters written, never from the rendered URL.
 * The router renders a URL change in a transition, so two writes close together (one search
 * box's pause ending just as the other's does) each saw the URL before the other and the second
 * put back what the first had cleared.
 */
export function useAccountFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const latest = useRef({ params, filters });
  if (latest.current.params !== params) {
    // A new URL has rendered: ours, or one from elsewhere (the menu link, Back).
    latest.current = { params, filters };
  }

  const [typed, setTyped] = useState<TextFilters>({
    email: filters.email,
    company: filters.company,
  });
  const typedNow = useRef(typed);
  const [shown, setShown] = useState<TextFilters>(typed);

  const write = useCallback(
    (next: AccountFilters, replace: boolean) => {
      latest.current = { ...latest.current, filters: next };
      setParams(filterSearch(next, latest.current.params), { replace });
    },
    [setParams],
  );
  const setPage = useCallback(
    (page: number, replace = false) => write({ ...latest.current.filters, page }, replace),
    [write],
  );
  // Any filter change starts again at page 1.
  const apply = (change: Partial<Omit<AccountFilters, 'page'>>) =>
    write({ ...latest.current.filters, ...change, page: 1 }, true);
  const search = useDebouncedCallback(
    (text: TextFilters) => apply({ email: text.email.trim(), company: text.company.trim() }),
    SEARCH_DEBOUNCE_MS,
  );

  // The URL's searches changed from elsewhere: show them, unless newer ones are being typed.
  if (filters.email !== shown.email || filters.company !== shown.company) {
    const fromUrl = { email: filters.email, company: filters.company };
    setShown(fromUrl);
    const current = typedNow.current;
    if (
      !search.isPending() &&
      (fromUrl.email !== current.email.trim() || fromUrl.company !== current.company.trim())
    ) {
      typedNow.current = fromUrl;
      setTyped(fromUrl);
    }
  }

  return {
    /** What the list shows and asks the server for. */
    filters,
    /** What the search boxes show. */
    typed,
    type: (change: Partial<TextFilters>) => {
      const next = { ...typedNow.current, ...change };
      typedNow.current = next;
      setTyped(next);
      search(next);
    },
    /** Enter: search now. */
    searchNow: () => search.flush(),
    select: (change: SelectChange) => apply(change),
    setPage,
  };
}
