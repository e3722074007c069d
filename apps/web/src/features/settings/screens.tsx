import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../app/page-title';
import { departmentCatalog, regionCatalog } from './api';
import { CharactersSection } from './characters-section';
import { DifficultiesSection } from './difficulties-section';
import { NamedItemsSection } from './named-items-section';
import { ProjectTypeSection } from './project-type-section';
import { QuestionRewardsSection } from './question-rewards-section';

/** Super admin: the six settings tables of part A §2. */
export function SettingsScreen() {
  usePageTitle('Settings');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Settings
        </Title>
        <Text c="dimmed" size="sm">
          Lists and values every account's games and forms use.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <NamedItemsSection catalog={departmentCatalog} title="Departments" noun="Department" />
        <NamedItemsSection catalog={regionCatalog} title="Regions" noun="Region" />
        <QuestionRewardsSection />
        <DifficultiesSection />
        <CharactersSection />
        <ProjectTypeSection />
      </SimpleGrid>
    </Stack>
  );
}
