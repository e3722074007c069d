import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useText } from '../../../i18n/language-switch';
import type { UploadedFile } from '../api';
import { FilePickButton } from '../fields/file-pick-button';
import { type StoredFile, useFileUpload } from '../use-file-upload';

type Props = {
  label: string;
  hint: string;
  accept: string;
  upload: (file: File) => Promise<UploadedFile>;
  check: (file: File) => string | null;
  /** What is stored now: a URL to preview, or null. */
  current: { url: string; name: string } | null;
  kind: 'image' | 'video';
  onChange: (file: StoredFile | null) => void;
};

/** A logo or video field of the event form: upload at once, preview, remove. */
export function EventFileField({
  label,
  hint,
  accept,
  upload,
  check,
  current,
  kind,
  onChange,
}: Props) {
  const text = useText();
  const hintId = useId();
  const field = useFileUpload(upload, check);
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <div>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed" id={hintId}>
          {hint}
        </Text>
      </div>
      {current ? (
        <Group gap="sm" wrap="nowrap">
          {kind === 'image' ? (
            <Image
              src={current.url}
              alt={text('console.events.fileField.preview', { label })}
              h={40}
              w="auto"
              maw={180}
              fit="contain"
            />
          ) : (
            <Text size="sm" truncate miw={0}>
              {current.name}
            </Text>
          )}
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            aria-label={text('console.events.fileField.deleteNamed', { label })}
            onClick={() => onChange(null)}
          >
            {text('console.events.fileField.delete')}
          </Button>
        </Group>
      ) : null}
      <Group>
        <FilePickButton
          label={
            current
              ? text('console.events.fileField.replace', { label })
              : text('console.events.fileField.upload', { label })
          }
          accept={accept}
          describedBy={hintId}
          isBusy={field.isUploading}
          onPick={(file) => field.pick(file, onChange)}
        />
      </Group>
      {field.error ? (
        <Text size="xs" c="red" role="alert">
          {field.error}
        </Text>
      ) : null}
    </Stack>
  );
}
