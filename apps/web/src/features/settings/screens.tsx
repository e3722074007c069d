import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/page-title';
import { useText } from '../../i18n/language-switch';
import { departmentCatalog, regionCatalog } from './api';
import { CharactersSection } from './characters-section';
import { DifficultiesSection } from './difficulties-section';
import { NamedItemsSection } from './named-items-section';
import { ProjectTypeSection } from './project-type-section';
import { QuestionRewardsSection } from './question-rewards-section';

/** Super admin: the six settings tables of part A §2. */
export function SettingsScreen() {
  const text = useText();
  usePageTitle(text('console.settings.screen.title'));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {text('console.settings.screen.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {text('console.settings.screen.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <NamedItemsSection catalog={departmentCatalog} />
        <NamedItemsSection catalog={regionCatalog} />
        <QuestionRewardsSection />
        <DifficultiesSection />
        <CharactersSection />
        <ProjectTypeSection />
      </SimpleGrid>
    </Stack>
  );
}
