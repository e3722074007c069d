import { participantMessages } from '@app/domain';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useText } from '../../i18n/language-switch';
import { RichText } from '../../play/rich-text';
import { CsvPicker } from './csv-picker';
import { CsvUploadResult } from './csv-upload-result';
import { useCsvUpload } from './use-csv-upload';

/** A sample invite file: the one column the server reads. */
const SAMPLE_CSV = `data:text/csv;charset=utf-8,${encodeURIComponent('email\ncandidate1@example.com\ncandidate2@example.com\n')}`;

/** Every address of a CSV with an `email` column, invited at once (part B §2 Invitation). */
export function BulkInvite({ eventId }: { eventId: string }) {
  const text = useText();
  const { state, upload, isBusy } = useCsvUpload(eventId, 'invitations');
  const file = state.status === 'idle' ? null : state.file;
  return (
    <Stack gap="sm">
      <Text size="sm">
        <RichText id="console.participants.bulkInvite.hint" components={{ 0: <code /> }} />{' '}
        <Anchor href={SAMPLE_CSV} download="invite-sample.csv" size="sm">
          {text('console.participants.bulkInvite.downloadSample')}
        </Anchor>
      </Text>
      <CsvPicker
        inputLabel={text('console.participants.bulkInvite.fileLabel')}
        buttonLabel={text('console.participants.bulkInvite.upload')}
        file={file}
        disabled={isBusy}
        onPick={(picked) => void upload(picked)}
      />
      <CsvUploadResult
        state={state}
        uploading={() => (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{text('console.participants.bulkInvite.loading')}</Text>
          </Group>
        )}
        doneTitle={(report) =>
          report.totals.added > 0
            ? participantMessages.invitationsSent
            : text('console.participants.bulkInvite.noneSent')
        }
      />
    </Stack>
  );
}
