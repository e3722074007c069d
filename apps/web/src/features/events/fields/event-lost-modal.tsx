import { wizardMessages } from '@app/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useText } from '../../../i18n/language-switch';

/**
 * Part B §2: a step without a draft cannot go on. The dialog has only Proceed: an outside
 * click or Escape must not leave the admin on a step that has nothing to show.
 */
export function EventLostModal({ proceedTo }: { proceedTo: string }) {
  const text = useText();
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={() => undefined}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      title={wizardMessages.eventLostTitle}
    >
      <Text size="sm">{wizardMessages.eventLost}</Text>
      <Group justify="flex-end" mt="md">
        <Button data-autofocus onClick={() => void navigate(proceedTo, { replace: true })}>
          {text('console.events.eventLost.proceed')}
        </Button>
      </Group>
    </Modal>
  );
}
