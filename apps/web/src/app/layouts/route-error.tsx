import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullPageError } from './page-status';

/** Catches render errors and failed chunk loads (e.g. after a deploy replaced the files). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This page could not be shown. Reloading usually helps.';
  return <FullPageError message={message} onRetry={() => window.location.reload()} />;
}
