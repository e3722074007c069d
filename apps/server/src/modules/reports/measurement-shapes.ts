import type { ItemAnalysisQuery, ItemAnalysisRow } from '@app/domain';

/** What the item analysis names an item by: its level, place and text. */
export type ItemMeta = {
  kind: 'question' | 'screen';
  level: string;
  /** The level's place in play order, then the item's in the level: the 'level' sort. */
  levelOrder: number;
  position: number;
  text: string;
  labels: ReadonlyMap<string, string>;
};

/** The chosen order: figures with nulls last either way, ties in level order. */
export function sortItems(
  items: ItemAnalysisRow[],
  meta: ReadonlyMap<string, ItemMeta>,
  { sort, dir }: Pick<ItemAnalysisQuery, 'sort' | 'dir'>,
): ItemAnalysisRow[] {
  const sign = dir === 'desc' ? -1 : 1;
  const inLevel = (a: ItemAnalysisRow, b: ItemAnalysisRow) => {
    const x = meta.get(a.itemId);
    const y = meta.get(b.itemId);
    return (
      (x?.levelOrder ?? 0) - (y?.levelOrder ?? 0) ||
      (x?.position ?? 0) - (y?.position ?? 0) ||
      a.itemId.localeCompare(b.itemId)
    );
  };
  return [...items].sort((a, b) => {
    if (sort === 'level') {
      return sign * inLevel(a, b);
    }
    const x = a[sort];
    const y = b[sort];
    if (x === null || y === null) {
      return x === y ? inLevel(a, b) : x === null ? 1 : -1;
    }
    return sign * (x - y) || inLevel(a, b);
  });
}
