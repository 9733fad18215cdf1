import type { LeaveRow } from '@hris/domain/leave';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { runSaveFlow } from '../../../components/form/use-save-flow';
import { useCancelLeave } from '../api/leaves';
import { failureMessage } from '../failure';
import { days, period } from '../leave-labels';

type ApprovedLeaveModalProps = {
  opened: boolean;
  leave: LeaveRow | null;
  onClose: () => void;
};

/** An approved leave's choices: cancel it (its days come back), update it, or open the printable form. */
export function ApprovedLeaveModal({ opened, leave, onClose }: ApprovedLeaveModalProps) {
  const navigate = useNavigate();
  const cancel = useCancelLeave();

  const cancelLeave = async () => {
    if (!leave) return;
    await runSaveFlow(() => cancel.mutateAsync(leave.id), {
      confirm: {
        message: `Cancel the approved ${leave.leave_type} leave of ${leave.full_name}? Its days go back to the employee's credits.`,
        confirmLabel: 'Yes, cancel it',
        cancelLabel: 'No',
      },
      onSaved: onClose,
      success: { title: 'Cancelled', message: 'The leave request has been cancelled.' },
      describeError: failureMessage,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Approved Leave"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {leave ? (
        <Stack gap="md">
          <div>
            <Text fw={600}>{leave.full_name}</Text>
            <Text fz="sm" c="dimmed">
              {leave.leave_type} · {leave.remarks} · {period(leave.start_date, leave.end_date)} ·{' '}
              {days(leave.no_of_days)}
            </Text>
          </div>
          <Stack gap="xs">
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              loading={cancel.isPending}
              onClick={cancelLeave}
            >
              Cancel Leave Request
            </Button>
            <Button
              variant="light"
              leftSection={<IconEdit size={16} />}
              onClick={() => navigate(`/hr/update/leave/${leave.id}`)}
            >
              Update Leave Request
            </Button>
            <Button
              variant="default"
              leftSection={<IconEye size={16} />}
              onClick={() => navigate(`/hr/viewleave/${leave.id}`)}
            >
              View Details
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
