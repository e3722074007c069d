import { useState } from 'react';

/**
 * The page of a server-paged list belongs to one set of criteria (`signature`): a change of
 * search or filters starts again at page 1 without an extra render at the old page.
 */
export function usePaging(signature: string) {
  const [paging, setPaging] = useState({ signature, page: 1 });
  const page = paging.signature === signature ? paging.page : 1;
  return { page, setPage: (next: number) => setPaging({ signature, page: next }) };
}
