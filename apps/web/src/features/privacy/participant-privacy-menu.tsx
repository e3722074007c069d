import { type Participant, privacyMessages } from '@app/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconDownload, IconEraser } from '@tabler/icons-react';
import { useText } from '../../i18n/language-switch';
import { participantKeys } from '../participants/query-keys';
import { exportPath, useErasePerson } from './api';
import { confirmErase } from './erase-confirm';

/** A users-list row's privacy actions: the person's data as a zip, and their erasure. */
export function ParticipantPrivacyMenu({ p, label }: { p: Participant; label: string }) {
  const text = useText();
  const erase = useErasePerson(p.eventId, 'participants', participantKeys.lists(p.eventId));
  const onErase = () =>
    confirmErase({
      name: label,
      body: privacyMessages.eraseParticipantBody,
      onConfirm: () => erase.mutate(p.id),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={text('console.privacy.menu.label', { name: label })}
          loading={erase.isPending}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={exportPath(p.eventId, 'participants', p.id)}
          download
          leftSection={<IconDownload size={16} />}
        >
          {privacyMessages.exportData}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconEraser size={16} />} onClick={onErase}>
          {privacyMessages.eraseData}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
