import { accessMessages } from '@app/domain';
import { Alert, Button, Center, Loader, Stack, VisuallyHidden } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <VisuallyHidden>Loading…</VisuallyHidden>
      </Stack>
    </Center>
  );
}

export function FullPageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Center h="100dvh" p="md">
      <Alert color="red" title={accessMessages.internal} maw={480} w="100%">
        <Stack gap="sm" align="flex-start">
          <span>{message}</span>
          {onRetry ? (
            <Button variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Stack>
      </Alert>
    </Center>
  );
}
