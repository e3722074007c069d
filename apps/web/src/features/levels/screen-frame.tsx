import { levelMessages } from '@app/domain';
import { Alert, Anchor, Box, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../app/api-client';
import { useText } from '../../i18n/language-switch';

type Props = {
  title: ReactNode;
  /**
   * Where the back link goes, and its words ('Back to levels'); `onClick` may go elsewhere
   * (back in history) and prevent the link.
   */
  back?: { to: string; label: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };
  /** Below the title: the event's name, a badge. */
  subtitle?: ReactNode;
  /** Buttons beside the title (Details, Add Level). */
  actions?: ReactNode;
  /** Forms keep a readable width; tables use the page's. */
  narrow?: boolean;
  children: ReactNode;
};

/** Title, way back and actions of the levels and questions screens. */
export function ScreenFrame({ title, back, subtitle, actions, narrow, children }: Props) {
  return (
    <Stack gap="lg" maw={narrow ? 880 : undefined} miw={0}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box miw={0}>
          {back ? (
            <Anchor component={Link} to={back.to} onClick={back.onClick} size="sm">
              <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {back.label}
            </Anchor>
          ) : null}
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle}
        </Box>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}

export function ScreenLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

type FailedProps = { error: unknown; onRetry: () => void };

/**
 * A read that failed: a level or question that is not there says so (refreshing will not bring
 * it back); anything else gets the spec's message and a retry.
 */
export function LoadFailed({ error, onRetry }: FailedProps) {
  const text = useText();
  if (isApiError(error, 404)) {
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <span>{levelMessages.loadFailed}</span>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {text('console.levels.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
