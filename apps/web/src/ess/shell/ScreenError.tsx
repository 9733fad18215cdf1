import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LostNetwork } from '../../components/LostNetwork';
import { ApiError, errorMessage } from '../../lib/api-client';

/** A self-service screen that failed to load (its code, or a call it waited for), inside the shell. */
export function ScreenError() {
  const error = useRouteError();
  if (error instanceof ApiError && error.isNetworkError) return <LostNetwork />;
  const message = isRouteErrorResponse(error)
    ? error.statusText || `HTTP ${error.status}`
    : errorMessage(error);
  return <LostNetwork title="This page could not be shown" message={message} />;
}
