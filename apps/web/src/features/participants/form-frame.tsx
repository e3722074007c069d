import { Alert, Anchor, Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';

type Props = {
  title: string;
  description?: string;
  /** The users list this form returns to, or null when no event is known. */
  backTo: string | null;
  children: ReactNode;
};

/** Title, the way back to the users list, and a readable width for the screens of one user. */
export function FormFrame({ title, description, backTo, children }: Props) {
  const text = useText();
  return (
    <Stack gap="lg" maw={880}>
      <Box>
        {backTo ? (
          <Anchor component={Link} to={backTo} size="sm">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} />{' '}
            {text('console.participants.form.backToUsers')}
          </Anchor>
        ) : null}
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Box>
      {children}
    </Stack>
  );
}

export function FormLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

type FailedProps = { title: string; error: unknown; onRetry: () => void };

export function FormLoadFailed({ title, error, onRetry }: FailedProps) {
  const text = useText();
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <span>{errorMessage(error)}</span>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {text('console.participants.form.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
