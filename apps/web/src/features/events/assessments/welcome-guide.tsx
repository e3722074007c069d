import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';

type Props = { opened: boolean; onContinue: () => void };

/** Part B §4: a new assessment opens with a short guide, then its leaderboard. */
export function WelcomeGuide({ opened, onContinue }: Props) {
  const text = useText();
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={text('console.events.welcome.title')}
      centered
    >
      <Text size="sm" mb="sm">
        {text('console.events.welcome.intro')}
      </Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>{text('console.events.welcome.levelsStep')}</List.Item>
        <List.Item>{text('console.events.welcome.usersStep')}</List.Item>
        <List.Item>{text('console.events.welcome.leaderboardStep')}</List.Item>
      </List>
      <Group justify="flex-end" mt="lg">
        <Button data-autofocus onClick={onContinue}>
          {text('console.events.welcome.goToLeaderboard')}
        </Button>
      </Group>
    </Modal>
  );
}
