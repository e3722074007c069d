import { Text } from '@mantine/core';
import { DataTable } from '../../app/ui/data-table';
import { SectionCard } from '../../app/ui/section-card';
import { useText } from '../../i18n/language-switch';
import type { LevelsOverview } from './api';
import { CharacterNameForm } from './character-name-form';
import { characterLabel } from './labels';

type Props = { eventId: string; overview: LevelsOverview; canEdit: boolean };

/** The event's skills (its competencies), read-only here. */
export function SkillsSection({ overview }: Pick<Props, 'overview'>) {
  const text = useText();
  return (
    <SectionCard title={text('console.levels.skills.title')}>
      <DataTable
        label={text('console.levels.skills.title')}
        items={overview.skills}
        emptyText={text('console.levels.skills.empty')}
        minWidth={420}
        rowKey={(skill) => skill.name}
        columns={[
          {
            header: text('console.levels.skills.name'),
            cell: (s) => s.name,
            td: { fw: 500, style: { whiteSpace: 'nowrap' } },
          },
          {
            header: text('console.levels.skills.description'),
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
  const text = useText();
  return (
    <SectionCard title={text('console.levels.characters.title')}>
      <DataTable
        label={text('console.levels.characters.title')}
        items={overview.characters}
        emptyText={text('console.levels.characters.empty')}
        minWidth={360}
        rowKey={(c) => c.key}
        columns={[
          {
            header: text('console.levels.characters.character'),
            cell: (c) => characterLabel(c.key),
            td: { style: { whiteSpace: 'nowrap' } },
          },
          {
            header: text('console.levels.characters.name'),
            cell: (c) => (canEdit ? <CharacterNameForm eventId={eventId} character={c} /> : c.name),
          },
        ]}
      />
    </SectionCard>
  );
}
