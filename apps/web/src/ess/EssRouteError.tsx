import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorMessage } from '../lib/api-client';
import { essTokens } from '../lib/session';
import { PublicCard } from './login/public-form';

/** What a self-service route shows when its code or its loader failed (plain: it may be the login's). */
export function EssRouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText || `HTTP ${error.status}`
    : errorMessage(error);
  const signedIn = essTokens.has();
  return (
    <PublicCard heading="This page could not be shown" intro={message}>
      <div className="ess-form">
        <button type="button" className="ess-button" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={signedIn ? '/ess' : '/ess/login'} className="ess-button ess-button--plain ess-link-button">
          {signedIn ? 'Back to Home' : 'Back to Login'}
        </Link>
      </div>
    </PublicCard>
  );
}
