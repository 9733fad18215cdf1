import { matchesName } from '@hris/domain/search';
import type { ComboboxItem, ComboboxParsedItem } from '@mantine/core';

/**
 * The options a select keeps for what HR typed, by the employee search's rule (`matchesName`): every
 * word somewhere in the label, in any order, without case or accents ("Cabrera, Adrian" keeps
 * "Adrian Cabrera"). Mantine's own filter wants the text as one piece of the label. A select's
 * `filter`.
 */
export function wordsFilter<V extends string | number>({
  options,
  search,
  limit,
}: {
  options: ComboboxParsedItem<V>[];
  search: string;
  limit: number;
}): ComboboxParsedItem<V>[] {
  const out: ComboboxParsedItem<V>[] = [];
  for (const item of options) {
    if (out.length >= limit) break;
    if ('group' in item) {
      const items = item.items
        .filter((i: ComboboxItem<V>) => matchesName(search, i.label))
        .slice(0, limit - out.length);
      if (items.length) out.push({ ...item, items });
    } else if (matchesName(search, item.label)) out.push(item);
  }
  return out;
}
