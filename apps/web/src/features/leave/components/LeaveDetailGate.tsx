import type { LeaveDetail } from '@hris/domain/leave';
import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveDetail } from '../api/leaves';

/** Loads the leave of the route's :id, then renders the screen; a loader and an error meanwhile. */
export function LeaveDetailGate({ children }: { children: (leave: LeaveDetail) => ReactNode }) {
  const id = Number(useParams().id);
  const leave = useLeaveDetail(id);
  if (leave.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (leave.isError) {
    return (
      <Alert color="red" title="The leave request could not be loaded">
        <Group justify="space-between">
          {errorMessage(leave.error)}
          <Button
            component={Link}
            to="/hr/absenceleave"
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconArrowLeft size={14} />}
          >
            Leave Management
          </Button>
        </Group>
      </Alert>
    );
  }
  return <>{children(leave.data)}</>;
}
