import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../../../app/api-client';

type Props = { what: string; error?: unknown; onRetry?: () => void; isRetrying?: boolean };

/** The loading spinner of a server-backed section, labelled with what is loading. */
export function LoadingBlock({ what }: { what: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={`Loading ${what}`} />
    </Center>
  );
}

/** The error of a server-backed section, with a retry. */
export function ErrorBlock({ what, error, onRetry, isRetrying }: Props) {
  return (
    <Alert color="red" title={`The ${what} could not be loaded`}>
      <Stack gap="xs" align="flex-start">
        <span>{errorMessage(error)}</span>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" loading={isRetrying} onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
