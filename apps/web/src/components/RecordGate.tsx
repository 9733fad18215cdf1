import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '../lib/api-client';

type RecordGateProps<T> = {
  /**
   * The record's query, disabled (`enabled: false`) when the address names no record ("abc", "0",
   * "-1", an id past PostgreSQL's integer, a missing one: `useRouteId` gives null).
   */
  query: UseQueryResult<T>;
  /** What is loaded, e.g. "The adjustment request" ("... could not be loaded", "... was not found."). */
  what: string;
  /** Where the way back leads: the list's path and name. */
  back: { to: string; label: string };
  children: (data: NonNullable<T>) => ReactNode;
};

/**
 * Waits for the one record a screen shows (a request to review, a form to edit), then renders the
 * screen with it; a loader meanwhile. It never waits for a load that cannot come: an address that
 * names no record (its query disabled), a refused or failed load and a lost connection each say so,
 * with the way back to the list (and Try again where trying again may help).
 */
export function RecordGate<T>({ query, what, back, children }: RecordGateProps<T>) {
  if (query.isSuccess && query.data != null) return <>{children(query.data)}</>;
  const failure = whyNot(query, what);
  if (!failure)
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={`${what} could not be loaded`}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{failure.message}</Text>
        <Group gap="xs">
          {failure.retry ? (
            <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          ) : null}
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
      </Group>
    </Alert>
  );
}

/** Why the record cannot be shown (null: it is on its way). */
function whyNot(query: UseQueryResult<unknown>, what: string): { message: string; retry: boolean } | null {
  if (query.isError) {
    const error = query.error;
    // a 4xx is the server's answer about this record (404: not found); trying again changes nothing
    const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return { message: errorMessage(error), retry: !final };
  }
  // disabled: the address names no record, so nothing will ever load
  if (query.isPending && query.fetchStatus === 'idle')
    return { message: `${what} was not found.`, retry: false };
  // paused: the browser is offline, and the load waits for the network
  if (query.fetchStatus === 'paused') return { message: NETWORK_ERROR_MESSAGE, retry: true };
  // loaded, but empty: a reply without the record (null or nothing)
  if (query.isSuccess) return { message: `${what} was not found.`, retry: false };
  return null;
}
