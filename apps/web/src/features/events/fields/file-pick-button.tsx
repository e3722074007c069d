import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './file-pick-button.module.css';

type Props = {
  label: string;
  accept: string;
  onPick: (file: File) => void;
  isBusy?: boolean;
  /** Extra text read with the input, e.g. the size hint. */
  describedBy?: string;
};

/**
 * A labelled native file input styled as a button: keyboard users tab to it and press Space,
 * and the label is the input's accessible name.
 */
export function FilePickButton({ label, accept, onPick, isBusy = false, describedBy }: Props) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        className={classes.input}
        disabled={isBusy}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so picking the same file again (after Delete) still fires a change.
          event.currentTarget.value = '';
          if (file) {
            onPick(file);
          }
        }}
      />
      <Button
        component="label"
        htmlFor={id}
        variant="light"
        leftSection={<IconUpload size={16} />}
        loading={isBusy}
      >
        {label}
      </Button>
    </>
  );
}
