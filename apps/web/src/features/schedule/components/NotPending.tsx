import { SCHEDULE_MESSAGES } from '@hris/domain/schedule';
import { Alert, Button, Group } from '@mantine/core';
import { IconEye, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { requestStatusName } from '../request-labels';

/** What an edit form shows for a request HR has already decided: it is final, and can be viewed. */
export function NotPending({ status, viewTo }: { status: string; viewTo: string }) {
  return (
    <Alert color="gray" icon={<IconInfoCircle size={18} />} title={SCHEDULE_MESSAGES.notPending}>
      <Group justify="space-between">
        This request is {requestStatusName(status).toLowerCase()}.
        <Button component={Link} to={viewTo} size="xs" variant="white" leftSection={<IconEye size={14} />}>
          View the request
        </Button>
      </Group>
    </Alert>
  );
}
