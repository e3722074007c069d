import { Button, Group, List, Modal, Text } from '@mantine/core';

type Props = { opened: boolean; onContinue: () => void };

/** Part B §4: a new assessment opens with a short guide, then its leaderboard. */
export function WelcomeGuide({ opened, onContinue }: Props) {
  return (
    <Modal opened={opened} onClose={onContinue} title="Welcome to your new assessment" centered>
      <Text size="sm" mb="sm">
        Your assessment is created. Here is how to get it ready:
      </Text>
      <List type="ordered" size="sm" spacing="xs">
        <List.Item>Under Levels Info, check the levels and add questions.</List.Item>
        <List.Item>Under Users, invite participants by e-mail or with a CSV file.</List.Item>
        <List.Item>Follow their scores on the Leaderboard.</List.Item>
      </List>
      <Group justify="flex-end" mt="lg">
        <Button data-autofocus onClick={onContinue}>
          Go to Leaderboard
        </Button>
      </Group>
    </Modal>
  );
}
