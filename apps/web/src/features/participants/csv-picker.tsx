import { Group, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { ChooseFileButton } from '../../app/ui/choose-file-button';

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
  return (
    <Group gap="sm" wrap="wrap">
      <ChooseFileButton
        accept=".csv,text/csv"
        inputLabel={inputLabel}
        icon={<IconFileSpreadsheet size={16} />}
        disabled={disabled}
        onPick={onPick}
      >
        {buttonLabel}
      </ChooseFileButton>
      {file ? (
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {file.name}
        </Text>
      ) : null}
    </Group>
  );
}
