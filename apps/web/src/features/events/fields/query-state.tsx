import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../../../app/api-client';
import { useText } from '../../../i18n/language-switch';

type Props = { what: string; error?: unknown; onRetry?: () => void; isRetrying?: boolean };

/** The loading spinner of a server-backed section, labelled with what is loading. */
export function LoadingBlock({ what }: { what: string }) {
  const text = useText();
  return (
    <Center py="xl">
      <Loader aria-label={text('console.events.queryState.loading', { what })} />
    </Center>
  );
}

/** The error of a server-backed section, with a retry. */
export function ErrorBlock({ what, error, onRetry, isRetrying }: Props) {
  const text = useText();
  return (
    <Alert color="red" title={text('console.events.queryState.failed', { what })}>
      <Stack gap="xs" align="flex-start">
        <span>{errorMessage(error)}</span>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" loading={isRetrying} onClick={onRetry}>
            {text('console.events.queryState.tryAgain')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
