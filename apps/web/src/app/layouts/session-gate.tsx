import { Outlet } from 'react-router';
import { useText } from '../../i18n/language-switch';
import { useSessionQuery } from '../session';
import { FullPageError, FullPageLoader } from './page-status';

/** Part A §4: the app shows a loading state until it knows whether someone is signed in. */
export function SessionGate() {
  const session = useSessionQuery();
  const text = useText();
  if (session.isPending) {
    return <FullPageLoader />;
  }
  if (session.isError) {
    return (
      <FullPageError
        message={text('console.ui.sessionGate.unreachable')}
        onRetry={() => {
          void session.refetch();
        }}
      />
    );
  }
  return <Outlet />;
}
