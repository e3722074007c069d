import { accessMessages } from '@app/domain';
import { Alert, Button, Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { useText } from '../../i18n/language-switch';

export function FullPageLoader() {
  const text = useText();
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <VisuallyHidden>{text('console.ui.pageStatus.loading')}</VisuallyHidden>
      </Stack>
    </Center>
  );
}

export function FullPageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const text = useText();
  return (
    <Center h="100dvh" p="md">
      <Alert color="red" title={accessMessages.internal} maw={480} w="100%">
        <Stack gap="sm" align="flex-start">
          <span>{message}</span>
          {onRetry ? (
            <Button variant="light" color="red" onClick={onRetry}>
              {text('console.ui.pageStatus.tryAgain')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    </Center>
  );
}
