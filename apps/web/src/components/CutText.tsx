import { truncate } from '@hris/domain/truncate';
import { Text, Tooltip } from '@mantine/core';

/** A list cell's text cut at `max` characters (docs/rules.md#lists-and-limits), with the whole of it in a tooltip. */
export function CutText({ text, max, strong }: { text: string; max: number; strong?: boolean }) {
  return (
    <Tooltip label={text} disabled={text.length <= max} withArrow multiline maw={420}>
      <Text fz="sm" fw={strong ? 600 : undefined}>
        {truncate(text, max)}
      </Text>
    </Tooltip>
  );
}
