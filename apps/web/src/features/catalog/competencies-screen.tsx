import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconPlus } from '@tabler/icons-react';
import { usePageTitle } from '../../app/page-title';
import { ListState } from '../../app/ui/list-state';
import { useDeleteItem } from '../../app/ui/use-delete-item';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { type Competency, useCompetencies } from './api';
import { CompetenciesTable } from './competencies-table';
import { CompetencyModal } from './competency-modal';
import { catalogKeys } from './query-keys';

/** Super admin: the competencies, their logos and question banks (part A §2). */
export function CompetenciesScreen() {
  const text = useText();
  usePageTitle(text('console.catalog.competencies.title'));
  const query = useCompetencies();
  const modal = useModalTarget<Competency>();
  const { confirmDelete, isDeleting } = useDeleteItem({
    noun: text('console.catalog.competencies.deleteNoun'),
    path: (id) => `/api/competencies/${encodeURIComponent(id)}`,
    queryKey: catalogKeys.competencies(),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {text('console.catalog.competencies.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {text('console.catalog.competencies.description')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open('new')}>
          {text('console.catalog.competencies.add')}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }} miw={0}>
        <ListState
          query={query}
          noun={text('console.catalog.competencies.listNoun')}
          emptyText={text('console.catalog.competencies.empty')}
          icon={<IconBulb />}
        >
          {(items) => (
            <CompetenciesTable
              items={items}
              onEdit={modal.open}
              onDelete={confirmDelete}
              isDeleting={isDeleting}
            />
          )}
        </ListState>
      </Paper>
      <CompetencyModal
        key={modal.key}
        opened={modal.opened}
        competency={modal.target === 'new' ? null : modal.target}
        onClose={modal.close}
      />
    </Stack>
  );
}
