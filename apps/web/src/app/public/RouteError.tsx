import { Alert, Button, Center, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { LostNetwork } from '../../components/LostNetwork';
import { ApiError, errorMessage } from '../../lib/api-client';
import { hasSession } from '../../lib/session';
import { NotFoundPage } from './NotFoundPage';

/** What a route shows when its loader or its page failed. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof ApiError && error.isNetworkError) {
    return (
      <Center mih="80vh" p="md">
        <LostNetwork />
      </Center>
    );
  }
  const message = isRouteErrorResponse(error)
    ? error.statusText || `HTTP ${error.status}`
    : errorMessage(error);
  return (
    <Center mih="80vh" p="md">
      <Stack maw={520} w="100%">
        <Title order={1} fz="h2">
          This page could not be shown
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {message}
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to={hasSession() ? '/hr/dashboard' : '/'} variant="default">
            {hasSession() ? 'Back to Dashboard' : 'Back to Login'}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
