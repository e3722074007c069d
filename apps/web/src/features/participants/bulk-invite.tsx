import { participantMessages } from '@app/domain';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { CsvPicker } from './csv-picker';
import { CsvUploadResult } from './csv-upload-result';
import { useCsvUpload } from './use-csv-upload';

/** A sample invite file: the one column the server reads. */
const SAMPLE_CSV = `data:text/csv;charset=utf-8,${encodeURIComponent('email\ncandidate1@example.com\ncandidate2@example.com\n')}`;

/** Every address of a CSV with an `email` column, invited at once (part B §2 Invitation). */
export function BulkInvite({ eventId }: { eventId: string }) {
  const { state, upload, isBusy } = useCsvUpload(eventId, 'invitations');
  const file = state.status === 'idle' ? null : state.file;
  return (
    <Stack gap="sm">
      <Text size="sm">
        A .csv file with an <code>email</code> column, one address a row.{' '}
        <Anchor href={SAMPLE_CSV} download="invite-sample.csv" size="sm">
          Download a sample file
        </Anchor>
      </Text>
      <CsvPicker
        inputLabel="Invitations file (.csv)"
        buttonLabel="Upload CSV"
        file={file}
        disabled={isBusy}
        onPick={(picked) => void upload(picked)}
      />
      <CsvUploadResult
        state={state}
        uploading={() => (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Loading...</Text>
          </Group>
        )}
        doneTitle={(report) =>
          report.totals.added > 0
            ? participantMessages.invitationsSent
            : 'No invitations were sent.'
        }
      />
    </Stack>
  );
}
