import { PARTICIPANT_CSV_COLUMNS, participantMessages } from '@app/domain';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useText } from '../../i18n/language-switch';
import { CsvPicker } from './csv-picker';
import { CsvUploadResult } from './csv-upload-result';
import { isCsvFile, useCsvUpload } from './use-csv-upload';

type Props = { eventId: string; opened: boolean; onClose: () => void };

function BulkUploadBody({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const text = useText();
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const { state, upload, reset, isBusy } = useCsvUpload(eventId, 'participants');

  const pick = (picked: File) => {
    reset();
    setFile(picked);
    setPickError(isCsvFile(picked) ? null : participantMessages.csvOnly);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {text('console.participants.bulkUpload.hint', {
          columns: PARTICIPANT_CSV_COLUMNS.join(', '),
        })}
      </Text>
      <CsvPicker
        inputLabel={text('console.participants.bulkUpload.fileLabel')}
        buttonLabel={
          file
            ? text('console.participants.bulkUpload.chooseAnotherFile')
            : text('console.participants.bulkUpload.chooseFile')
        }
        file={file}
        disabled={isBusy}
        onPick={pick}
      />
      <CsvUploadResult
        state={state}
        uploading={(percent) => (
          <Stack gap={4}>
            <Text size="sm">{text('console.participants.bulkUpload.uploading', { percent })}</Text>
            <Progress
              value={percent}
              aria-label={text('console.participants.bulkUpload.progress')}
              animated
              striped
            />
          </Stack>
        )}
        doneTitle={() => text('console.participants.bulkUpload.complete')}
        doneText={(report, done) => (
          <Text size="sm">
            {text('console.participants.bulkUpload.added', {
              count: report.totals.added,
              file: done.name,
            })}
          </Text>
        )}
      >
        {pickError ? <Alert color="red">{pickError}</Alert> : null}
      </CsvUploadResult>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isBusy}>
          {text('console.participants.bulkUpload.close')}
        </Button>
        {state.status === 'done' ? null : (
          <Button
            leftSection={<IconUpload size={16} />}
            loading={isBusy}
            disabled={!file || pickError !== null || isBusy}
            onClick={() => file && void upload(file)}
          >
            {text('console.participants.bulkUpload.upload')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Part A §5 bulk upload: the file, its upload progress, then the server's report. */
export function BulkUploadModal({ eventId, opened, onClose }: Props) {
  const text = useText();
  const [round, setRound] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={text('console.participants.bulkUpload.title')}
      size="lg"
      // A fresh body on every open, so the last report is not shown again.
      onExitTransitionEnd={() => setRound((r) => r + 1)}
    >
      <BulkUploadBody key={round} eventId={eventId} onClose={onClose} />
    </Modal>
  );
}
