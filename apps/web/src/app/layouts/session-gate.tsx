import { Outlet } from 'react-router';
import { useSessionQuery } from '../session';
import { FullPageError, FullPageLoader } from './page-status';

/** Part A §4: the app shows a loading state until it knows whether someone is signed in. */
export function SessionGate() {
  const session = useSessionQuery();
  if (session.isPending) {
    return <FullPageLoader />;
  }
  if (session.isError) {
    return (
      <FullPageError
        message="The server could not be reached."
        onRetry={() => {
          void session.refetch();
        }}
      />
    );
  }
  return <Outlet />;
}
