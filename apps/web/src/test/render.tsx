import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { queryClient } from '../app/query-client';
import { cssVariablesResolver, theme } from '../app/theme';

/** The app's providers around `ui`: its theme (without transitions or portals), a fresh data cache, the dialogs' host. */
export function AppProviders({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** A cache with the app's query options, its one retry of a failed load without the wait before it. */
export function testQueryClient(): QueryClient {
  const defaults = queryClient.getDefaultOptions();
  return new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, retryDelay: 0 } },
  });
}

/** Renders `ui` as the app shows it, with a user that types and clicks as a person does. */
export function renderInApp(ui: ReactNode) {
  const client = testQueryClient();
  const user = userEvent.setup();
  return { user, client, ...render(<AppProviders client={client}>{ui}</AppProviders>) };
}
