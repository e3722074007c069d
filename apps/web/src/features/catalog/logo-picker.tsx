import { Avatar, Button, FileButton, Group, Input, Stack } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { LogoCropper } from './logo-cropper';
import type { LogoField } from './use-logo-field';

type Props = { field: LogoField; label?: string };

/** Logo of a competency, mini game or ace game: pick, crop, upload, preview, remove. */
export function LogoPicker({ field, label = 'Logo' }: Props) {
  const resetRef = useRef<() => void>(null);

  return (
    <Input.Wrapper
      label={label}
      description="PNG or JPEG up to 1 MB; recommended 340x60 (17:3). It is cropped square and scaled to at most 300 px."
      labelElement="div"
      error={field.error}
      errorProps={{ role: 'alert' }}
    >
      <Stack gap="xs" mt={6}>
        {field.source ? (
          <LogoCropper
            src={field.source.src}
            isUploading={field.stage === 'uploading'}
            onApply={(area) => void field.applyCrop(area)}
            onCancel={field.cancelCrop}
          />
        ) : (
          <Group gap="sm">
            <Avatar
              src={field.url}
              alt={field.url ? `${label} preview` : undefined}
              size={64}
              radius="md"
              variant="light"
            >
              <IconPhoto size={28} aria-hidden />
            </Avatar>
            <FileButton
              resetRef={resetRef}
              accept="image/png,image/jpeg"
              inputProps={{ 'aria-label': `${label} file` }}
              onChange={(file) => {
                // Cleared so choosing the same file again still fires a change.
                resetRef.current?.();
                void field.pick(file);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconUpload size={14} />}
                >
                  {field.url ? 'Change image' : 'Choose image'}
                </Button>
              )}
            </FileButton>
            {field.url ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={field.remove}
              >
                Remove logo
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
