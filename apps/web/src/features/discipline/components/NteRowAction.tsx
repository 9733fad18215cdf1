import { NTE_ACTION_ROUTES, type NteStatuses, nteRowAction } from '@hris/domain/nte-status';
import { Button, Group, Indicator, Tooltip } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The tracker's Action column, exactly as nteRowAction() (docs/rules.md#nte-row-action) gives it, linking to its screen. */
export function NteRowAction({ row }: { row: NteStatuses & { id: number } }) {
  const action = nteRowAction(row);
  const to = `/hr/${NTE_ACTION_ROUTES[action.kind]}/${row.id}`;
  const link = (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      variant={action.kind === 'details' ? 'subtle' : 'light'}
      color={action.kind === 'decision' ? 'teal' : undefined}
    >
      {action.label}
    </Button>
  );
  return (
    <Group gap={8} wrap="nowrap" style={{ minWidth: 'max-content' }}>
      {action.badge ? (
        <Indicator
          label={action.badge}
          size={16}
          color="red"
          offset={2}
          styles={{ indicator: { fontSize: 10, fontWeight: 700, textTransform: 'uppercase' } }}
        >
          {link}
        </Indicator>
      ) : (
        link
      )}
      {action.flag ? (
        <Tooltip label={action.flag.tooltip} withArrow>
          <span role="img" aria-label={action.flag.tooltip} style={{ display: 'inline-flex' }}>
            <IconFlagFilled
              size={16}
              color={`var(--mantine-color-${action.flag.color === 'red' ? 'red-8' : 'gray-6'})`}
              aria-hidden
            />
          </span>
        </Tooltip>
      ) : null}
    </Group>
  );
}
