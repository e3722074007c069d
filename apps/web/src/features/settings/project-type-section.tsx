import type { ProjectType } from '@app/domain';
import { Alert, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../app/api-client';
import { usePublicConfig } from '../../app/public-config';
import { SectionCard } from '../../app/ui/section-card';

const editionNames: Record<ProjectType, string> = { progress: 'Progress', ace: 'Ace' };

/** Project Type: the deployment's edition, read only (DESIGN §6.11). */
export function ProjectTypeSection() {
  const config = usePublicConfig();
  let content: ReactNode;
  if (config.isPending) {
    content = (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading the project type" />
      </Center>
    );
  } else if (config.isError) {
    content = (
      <Alert color="red" title="The project type could not be loaded">
        <Stack gap="xs" align="flex-start">
          <span>{errorMessage(config.error)}</span>
          <Button size="xs" variant="light" color="red" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Stack gap={6}>
        <TextInput
          label="Project Type"
          value={editionNames[config.data.edition]}
          readOnly
          variant="filled"
        />
        <Text size="xs" c="dimmed">
          Set for the whole deployment when the server starts; it cannot be changed here.
        </Text>
      </Stack>
    );
  }
  return <SectionCard title="Project Type">{content}</SectionCard>;
}
