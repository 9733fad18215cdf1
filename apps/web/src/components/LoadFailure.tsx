import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client';
import { LostNetwork } from './LostNetwork';

type Props = {
  /** What failed, e.g. "The list could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
};

/**
 * A failing first load, in place of what it should have shown: the lost-network screen (docs/screens.md#messages) when the
 * server could not be reached, the server's message with a retry otherwise.
 */
export function FirstLoadFailure({ title, error, onRetry }: Props) {
  if (error instanceof ApiError && error.isNetworkError) return <LostNetwork />;
  return <LostNetwork title={title} message={errorMessage(error)} onRetry={onRetry} />;
}

/** A later load failed (another page, a filter): what is already shown stays, with this above it. */
export function LoadFailedAlert({ title, error, onRetry }: Props) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} variant="light">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * What a screen shows of a query's failure around its content: the first load's failure in place of
 * the content, a later one above it.
 */
export function WithLoadFailure({
  title,
  query,
  loadedOnce,
  children,
}: {
  title: string;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  loadedOnce: boolean;
  children: ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.isError && !loadedOnce)
    return <FirstLoadFailure title={title} error={query.error} onRetry={retry} />;
  return (
    <>
      {query.isError ? <LoadFailedAlert title={title} error={query.error} onRetry={retry} /> : null}
      {children}
    </>
  );
}
