import { type MiniScreenGame, nextQuestionNumber } from '@app/domain';
import { Accordion, Badge, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconPuzzle, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../app/session';
import { IconAction } from '../../app/ui/icon-action';
import { ListState } from '../../app/ui/list-state';
import { SectionCard } from '../../app/ui/section-card';
import { useText } from '../../i18n/language-switch';
import { type MiniScreen, useMiniScreens } from './api';
import { templateLabel } from './labels';
import { MiniScreenView } from './mini-screen-view';
import { addMiniScreenPath, editMiniScreenPath } from './paths';
import { useDeleteMiniScreen } from './use-delete-mini-screen';

type Props = {
  miniGame: MiniScreenGame;
  /** The game whose Level details show the list: the forms come back to it. */
  eventId: string;
};

function Header({ screen }: { screen: MiniScreen }) {
  const text = useText();
  const summary = screen.title || (screen.miniGame === 'Mini 3' ? screen.scenario : '');
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {text('console.miniScreens.section.screen', { number: screen.questionNumber })}
      </Text>
      <Badge variant="light" style={{ flexShrink: 0 }}>
        {templateLabel(screen, text)}
      </Badge>
      <Text size="sm" c="dimmed" truncate miw={0}>
        {summary}
      </Text>
    </Group>
  );
}

/**
 * Level details of a Mini 1–4 level: the mini game's screens (part B §2 Mini-game screen list).
 * They are the mini game's, shared by every game that plays it: every admin reads them, only
 * the super admin adds, edits and deletes them.
 */
export function MiniScreensSection({ miniGame, eventId }: Props) {
  const text = useText();
  const navigate = useNavigate();
  const canEdit = useSignedInUser().role === 'superAdmin';
  const screens = useMiniScreens(miniGame);
  const { confirmDelete, isDeleting } = useDeleteMiniScreen(miniGame);
  const next = nextQuestionNumber((screens.data ?? []).map((s) => s.questionNumber));

  return (
    <SectionCard
      title={text('console.miniScreens.section.title')}
      description={
        canEdit
          ? text('console.miniScreens.section.description', { miniGame })
          : text('console.miniScreens.section.descriptionReadOnly', { miniGame })
      }
      action={
        canEdit ? (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={screens.isPending}
            onClick={() => void navigate(addMiniScreenPath(miniGame, next, eventId))}
          >
            {text('console.miniScreens.section.add')}
          </Button>
        ) : null
      }
    >
      <ListState
        query={screens}
        noun={text('console.miniScreens.section.noun')}
        emptyText={text('console.miniScreens.section.empty', { miniGame })}
        icon={<IconPuzzle />}
      >
        {(items) => (
          <Accordion variant="separated" chevronPosition="left" order={3} keepMounted={false}>
            {items.map((screen) => {
              const n = screen.questionNumber;
              const deleting = isDeleting(n);
              return (
                <Accordion.Item key={screen.id} value={screen.id}>
                  <Group gap={4} wrap="nowrap" pr="xs">
                    <Accordion.Control miw={0}>
                      <Header screen={screen} />
                    </Accordion.Control>
                    {canEdit ? (
                      <Group gap={0} wrap="nowrap">
                        <IconAction
                          label={text('console.miniScreens.section.edit', { number: n })}
                          icon={<IconPencil size={18} />}
                          onClick={() => void navigate(editMiniScreenPath(miniGame, n, eventId))}
                          disabled={deleting}
                        />
                        <IconAction
                          label={text('console.miniScreens.section.delete', { number: n })}
                          icon={<IconTrash size={18} />}
                          color="red"
                          onClick={() => confirmDelete(n)}
                          loading={deleting}
                        />
                      </Group>
                    ) : null}
                  </Group>
                  <Accordion.Panel>
                    <MiniScreenView screen={screen} />
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        )}
      </ListState>
    </SectionCard>
  );
}
