import { greenhouseMessages } from '@app/domain';
import {
  ActionIcon,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

const calls = ['list_tests', 'send_test', 'test_status', 'response_error'] as const;

/**
 * What an admin sends Greenhouse to add this platform as an assessment partner
 * (docs/decisions/0031-greenhouse-partner-api.md): the four endpoint addresses of this server,
 * each with its Copy button; the key itself comes from the list above.
 */
export function GreenhouseCard({ origin = window.location.origin }: { origin?: string }) {
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="gh-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="gh-title">
          {greenhouseMessages.cardTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {greenhouseMessages.cardIntro}
        </Text>
        <Stack gap="xs" component="dl" m={0}>
          {calls.map((call) => {
            const url = `${origin}/api/partners/greenhouse/${call}`;
            const label = greenhouseMessages.urlLabels[call];
            return (
              <div key={call}>
                <Text component="dt" size="sm" fw={600}>
                  {label}
                </Text>
                <Group component="dd" m={0} gap="xs" wrap="nowrap" align="center">
                  <Code style={{ wordBreak: 'break-all', flex: 1, minWidth: 0 }}>{url}</Code>
                  <CopyButton value={url} timeout={2000}>
                    {({ copied, copy }) => (
                      <Tooltip
                        label={
                          copied ? greenhouseMessages.copied : greenhouseMessages.copyUrl(label)
                        }
                      >
                        <ActionIcon
                          variant="subtle"
                          color={copied ? 'teal' : 'gray'}
                          onClick={copy}
                          aria-label={greenhouseMessages.copyUrl(label)}
                        >
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                </Group>
              </div>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
