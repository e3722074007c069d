import { Text } from '@mantine/core';
import { DataTable } from '../../app/ui/data-table';
import { SectionCard } from '../../app/ui/section-card';
import type { LevelsOverview } from './api';
import { CharacterNameForm } from './character-name-form';
import { characterLabel } from './labels';

type Props = { eventId: string; overview: LevelsOverview; canEdit: boolean };

/** The event's skills (its competencies), read-only here. */
export function SkillsSection({ overview }: Pick<Props, 'overview'>) {
  return (
    <SectionCard title="Skills">
      <DataTable
        label="Skills"
        items={overview.skills}
        emptyText="This game has no skills."
        minWidth={420}
        rowKey={(skill) => skill.name}
        columns={[
          { header: 'Name', cell: (s) => s.name, td: { fw: 500, style: { whiteSpace: 'nowrap' } } },
          {
            header: 'Description',
            cell: (s) => (
              <Text size="sm" lineClamp={3}>
                {s.description}
              </Text>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}

/** The event's cast by role, read as words; each name is renamed in its own row. */
export function CharactersSection({ eventId, overview, canEdit }: Props) {
  return (
    <SectionCard title="Characters">
      <DataTable
        label="Characters"
        items={overview.characters}
        emptyText="This game has no characters."
        minWidth={360}
        rowKey={(c) => c.key}
        columns={[
          {
            header: 'Character',
            cell: (c) => characterLabel(c.key),
            td: { style: { whiteSpace: 'nowrap' } },
          },
          {
            header: 'Name',
            cell: (c) => (canEdit ? <CharacterNameForm eventId={eventId} character={c} /> : c.name),
          },
        ]}
      />
    </SectionCard>
  );
}
