import { Button, type ButtonProps, FileButton } from '@mantine/core';
import { type ReactNode, useRef } from 'react';

type Props = {
  accept: string;
  /** The file input's accessible name, e.g. 'Question file (.csv)'. */
  inputLabel: string;
  icon: ReactNode;
  size?: ButtonProps['size'];
  disabled?: boolean;
  onPick: (file: File) => void;
  children: ReactNode;
};

/**
 * A keyboard-reachable button that opens the file chooser (logos, question files, participant
 * and invite lists). The input is cleared after every choice, so choosing the same file again
 * (after fixing it) still reaches `onPick`.
 */
export function ChooseFileButton({
  accept,
  inputLabel,
  icon,
  size,
  disabled,
  onPick,
  children,
}: Props) {
  const resetRef = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={resetRef}
      accept={accept}
      inputProps={{ 'aria-label': inputLabel }}
      onChange={(file) => {
        resetRef.current?.();
        if (file) {
          onPick(file);
        }
      }}
    >
      {(props) => (
        <Button {...props} size={size} variant="default" leftSection={icon} disabled={disabled}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}

/** Takes the chosen file (or logo) back out of its field. */
export function RemoveFileButton(props: {
  color: 'red' | 'gray';
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color={props.color}
      leftSection={props.icon}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}
