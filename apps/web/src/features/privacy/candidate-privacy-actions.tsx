import { privacyMessages } from '@app/domain';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconEraser } from '@tabler/icons-react';
import { candidateKeys } from '../candidates/query-keys';
import { exportPath, useErasePerson } from './api';
import { confirmErase } from './erase-confirm';

type Props = {
  eventId: string;
  candidate: { id: string; name: string };
  /** False for a read-only view (the super admin on another account's event): export only. */
  canErase: boolean;
  onErased: () => void;
};

/** The candidate detail's privacy actions: their data and files as a zip, and their erasure. */
export function CandidatePrivacyActions({ eventId, candidate, canErase, onErased }: Props) {
  const erase = useErasePerson(eventId, 'candidates', candidateKeys.lists(eventId));
  const onErase = () =>
    confirmErase({
      name: candidate.name,
      body: privacyMessages.eraseCandidateBody,
      onConfirm: () => erase.mutate(candidate.id, { onSuccess: onErased }),
    });
  return (
    <Group gap="sm" justify="flex-end">
      <Button
        component="a"
        href={exportPath(eventId, 'candidates', candidate.id)}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        {privacyMessages.exportData}
      </Button>
      {canErase ? (
        <Button
          color="red"
          variant="light"
          leftSection={<IconEraser size={16} />}
          loading={erase.isPending}
          onClick={onErase}
        >
          {privacyMessages.eraseData}
        </Button>
      ) : null}
    </Group>
  );
}
