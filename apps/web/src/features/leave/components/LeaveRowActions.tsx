import { type LeaveRow, leaveRowAction } from '@hris/domain/leave';
import { Button, Group, Indicator, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconAction } from '../../../components/IconAction';

type LeaveRowActionsProps = {
  row: LeaveRow;
  /** Opens the modal of an approved leave (Cancel / Update Leave Request). */
  onManage: (row: LeaveRow) => void;
  onDelete: (row: LeaveRow) => void;
};

/** The Action column of Leave Management, as the domain's leaveRowAction() decides it. */
export function LeaveRowActions({ row, onManage, onDelete }: LeaveRowActionsProps) {
  const { kind, canDelete } = leaveRowAction(row);
  const reviewPath = `/hr/leave/approval/${row.id}`;
  /** "New": pending and not yet opened by HR, as a tag on the button's corner. */
  const withNew = (button: ReactNode) => (
    <Indicator
      label="New"
      size={16}
      color="red"
      offset={2}
      disabled={!row.is_new}
      styles={{ indicator: { fontSize: 10, fontWeight: 700, textTransform: 'uppercase' } }}
    >
      {button}
    </Indicator>
  );

  let action: ReactNode;
  switch (kind) {
    case 'review':
      action = withNew(
        <Button component={Link} to={reviewPath} size="compact-sm" variant="light">
          Review Request
        </Button>,
      );
      break;
    case 'no-ess':
      action = (
        <Tooltip label="The employee has no self-service account; HR can still review the request." withArrow>
          <div>
            {withNew(
              <Button component={Link} to={reviewPath} size="compact-sm" variant="light" color="gray">
                No ESS Account
              </Button>,
            )}
          </div>
        </Tooltip>
      );
      break;
    case 'approved':
      action = (
        <Button size="compact-sm" variant="light" color="teal" onClick={() => onManage(row)}>
          Manage Leave
        </Button>
      );
      break;
    default:
      action = (
        <Button component={Link} to={`/hr/viewleave/${row.id}`} size="compact-sm" variant="subtle">
          View Details
        </Button>
      );
  }

  return (
    <Group gap={10} wrap="nowrap" justify="flex-start" style={{ minWidth: 'max-content' }}>
      {action}
      {canDelete ? (
        <IconAction label="Delete" icon={<IconTrash size={16} />} color="red" onClick={() => onDelete(row)} />
      ) : null}
    </Group>
  );
}
