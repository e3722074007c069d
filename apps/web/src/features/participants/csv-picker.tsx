import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef } from 'react';

type Props = {
  /** The file input's accessible name, e.g. 'Participants file (.csv)'. */
  inputLabel: string;
  buttonLabel: string;
  file: File | null;
  disabled?: boolean;
  onPick: (file: File) => void;
};

/** A keyboard-reachable button that opens the file chooser, offering .csv files first. */
export function CsvPicker({ inputLabel, buttonLabel, file, disabled, onPick }: Props) {
  const resetRef = useRef<() => void>(null);
  return (
    <Group gap="sm" wrap="wrap">
      <FileButton
        resetRef={resetRef}
        accept=".csv,text/csv"
        inputProps={{ 'aria-label': inputLabel }}
        onChange={(picked) => {
          // Cleared so that choosing the same file again (after fixing it) fires a change.
          resetRef.current?.();
          if (picked) {
            onPick(picked);
          }
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            disabled={disabled}
          >
            {buttonLabel}
          </Button>
        )}
      </FileButton>
      {file ? (
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {file.name}
        </Text>
      ) : null}
    </Group>
  );
}
