import type { MessageKey, ProjectType } from '@app/domain';
import { Alert, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../app/api-client';
import { usePublicConfig } from '../../app/public-config';
import { SectionCard } from '../../app/ui/section-card';
import { useText } from '../../i18n/language-switch';

const editionNames: Record<ProjectType, MessageKey> = {
  progress: 'console.settings.projectType.progress',
  ace: 'console.settings.projectType.ace',
};

/** Project Type: the deployment's edition, read only (DESIGN §6.11). */
export function ProjectTypeSection() {
  const text = useText();
  const config = usePublicConfig();
  let content: ReactNode;
  if (config.isPending) {
    content = (
      <Center py="lg">
        <Loader size="sm" aria-label={text('console.settings.projectType.loading')} />
      </Center>
    );
  } else if (config.isError) {
    content = (
      <Alert color="red" title={text('console.settings.projectType.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <span>{errorMessage(config.error)}</span>
          <Button size="xs" variant="light" color="red" onClick={() => void config.refetch()}>
            {text('console.settings.projectType.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Stack gap={6}>
        <TextInput
          label={text('console.settings.projectType.label')}
          value={text(editionNames[config.data.edition])}
          readOnly
          variant="filled"
        />
        <Text size="xs" c="dimmed">
          {text('console.settings.projectType.hint')}
        </Text>
      </Stack>
    );
  }
  return <SectionCard title={text('console.settings.projectType.title')}>{content}</SectionCard>;
}
