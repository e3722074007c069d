import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useText } from '../../i18n/language-switch';
import { FullPageError } from './page-status';

/** Catches render errors and failed chunk loads (e.g. after a deploy replaced the files). */
export function RouteError() {
  const error = useRouteError();
  const text = useText();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : text('console.ui.routeError.message');
  return <FullPageError message={message} onRetry={() => window.location.reload()} />;
}
