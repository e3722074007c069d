import { Group, Pagination } from '@mantine/core';

type Props = {
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
};

/** The paging footer under every server-paged list; nothing when everything fits one page. */
export function TablePager({ pageCount, page, onChange }: Props) {
  if (pageCount <= 1) {
    return null;
  }
  return (
    <Group justify="center">
      <Pagination
        total={pageCount}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
