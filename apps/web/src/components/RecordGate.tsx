import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-client';

type RecordGateProps<T> = {
  query: UseQueryResult<T>;
  /** What failed to load, e.g. "The adjustment request" ("... could not be loaded"). */
  what: string;
  /** Where the way back leads: the list's path and name. */
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
};

/**
 * Waits for the one record a screen shows (a request to review, a form to edit), then renders the
 * screen with it; a loader meanwhile, the server's message and the way back to the list on failure.
 */
export function RecordGate<T>({ query, what, back, children }: RecordGateProps<T>) {
  if (query.isError || (!query.isPending && query.data === undefined)) {
    return (
      <Alert color="red" title={`${what} could not be loaded`}>
        <Group justify="space-between">
          {query.isError ? errorMessage(query.error) : 'The link is not valid.'}
          <Button
            component={Link}
            to={back.to}
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconArrowLeft size={14} />}
          >
            {back.label}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}
