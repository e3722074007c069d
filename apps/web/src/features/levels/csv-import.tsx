import { LEVEL_CSV_MAX_BYTES, levelCsvMessages, type RejectedRow } from '@app/domain';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { ChooseFileButton } from '../../app/ui/choose-file-button';
import { RejectedRows } from '../../app/ui/rejected-rows';
import { useText } from '../../i18n/language-switch';

type Report = { applied: boolean; rejected: RejectedRow[] };

export type CsvImportState =
  | { status: 'idle' }
  | { status: 'failed'; message: string }
  | { status: 'rejected'; rejected: RejectedRow[] };

/** The server's own limits, checked before a byte is sent (it checks the content again). */
function checkCsv(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) {
    return levelCsvMessages.notCsv;
  }
  return file.size > LEVEL_CSV_MAX_BYTES ? levelCsvMessages.fileTooLarge : null;
}

type Options<R extends Report> = {
  mutation: UseMutationResult<R, unknown, File>;
  /** The notification of an applied import (its counts). */
  appliedMessage: (report: R) => string;
  /** Asks first when the import replaces something; calls `proceed` to go on. */
  confirm?: (proceed: () => void) => void;
};

/**
 * A levels or questions CSV import: checked, sent, then either applied (a notification, the
 * mutation refreshes the screen) or refused as a whole, its rows listed with their reasons.
 */
export function useCsvImport<R extends Report>({ mutation, appliedMessage, confirm }: Options<R>) {
  const [state, setState] = useState<CsvImportState>({ status: 'idle' });

  const send = (file: File) =>
    mutation.mutate(file, {
      onSuccess: (report) => {
        if (report.applied) {
          setState({ status: 'idle' });
          notifications.show({ color: 'green', message: appliedMessage(report) });
        } else {
          setState({ status: 'rejected', rejected: report.rejected });
        }
      },
      onError: (error) => setState({ status: 'failed', message: errorMessage(error) }),
    });

  const pick = (file: File) => {
    const problem = checkCsv(file);
    if (problem) {
      setState({ status: 'failed', message: problem });
      return;
    }
    setState({ status: 'idle' });
    if (confirm) {
      confirm(() => send(file));
    } else {
      send(file);
    }
  };

  return {
    state,
    pick,
    dismiss: () => setState({ status: 'idle' }),
    isImporting: mutation.isPending,
  };
}

type ToolbarProps = {
  downloadHref: string;
  /** Levels or questions: names the file input. */
  kind: 'levels' | 'questions';
  canImport: boolean;
  csv: ReturnType<typeof useCsvImport>;
};

/**
 * Above a section's table: Download CSV for everyone who reads it, Import CSV for those who may
 * change it, and the outcome of a refused import (an applied one is a notification).
 */
export function CsvToolbar({ downloadHref, kind, canImport, csv }: ToolbarProps) {
  const text = useText();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          component="a"
          href={downloadHref}
          download
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
        >
          {text('console.levels.csv.download')}
        </Button>
        {canImport ? (
          <ChooseFileButton
            accept=".csv,text/csv"
            inputLabel={text(
              kind === 'levels'
                ? 'console.levels.csv.levelsFile'
                : 'console.levels.csv.questionsFile',
            )}
            icon={<IconFileImport size={14} />}
            size="xs"
            disabled={csv.isImporting}
            onPick={csv.pick}
          >
            {text('console.levels.csv.import')}
          </ChooseFileButton>
        ) : null}
        {csv.isImporting ? (
          <Loader
            size="xs"
            aria-label={text(
              kind === 'levels'
                ? 'console.levels.csv.importingLevels'
                : 'console.levels.csv.importingQuestions',
            )}
          />
        ) : null}
      </Group>
      <CsvImportOutcome state={csv.state} onDismiss={csv.dismiss} />
    </Stack>
  );
}

/** A refused file, or the rows that stopped an import; read out as it appears. */
function CsvImportOutcome({ state, onDismiss }: { state: CsvImportState; onDismiss: () => void }) {
  const text = useText();
  return (
    <div aria-live="polite">
      {state.status === 'failed' ? (
        <Alert
          color="red"
          title={text('console.levels.csv.refused')}
          withCloseButton
          onClose={onDismiss}
          closeButtonLabel={text('console.levels.csv.dismiss')}
        >
          {state.message}
        </Alert>
      ) : null}
      {state.status === 'rejected' ? (
        <Alert
          color="yellow"
          title={levelCsvMessages.rejected(state.rejected.length)}
          withCloseButton
          onClose={onDismiss}
          closeButtonLabel={text('console.levels.csv.dismiss')}
        >
          <Stack gap="xs">
            <span>{text('console.levels.csv.fixRows')}</span>
            <RejectedRows rows={state.rejected} caption={text('console.levels.csv.rejectedRows')} />
          </Stack>
        </Alert>
      ) : null}
    </div>
  );
}
