import { Avatar, Group, Input, Stack } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { ChooseFileButton, RemoveFileButton } from '../../app/ui/choose-file-button';
import { LogoCropper } from './logo-cropper';
import type { LogoField } from './use-logo-field';

type Props = { field: LogoField; label?: string };

/** Logo of a competency, mini game or ace game: pick, crop, upload, preview, remove. */
export function LogoPicker({ field, label = 'Logo' }: Props) {
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
            <ChooseFileButton
              accept="image/png,image/jpeg"
              inputLabel={`${label} file`}
              icon={<IconUpload size={14} />}
              size="xs"
              onPick={(file) => void field.pick(file)}
            >
              {field.url ? 'Change image' : 'Choose image'}
            </ChooseFileButton>
            {field.url ? (
              <RemoveFileButton color="red" icon={<IconTrash size={14} />} onClick={field.remove}>
                Remove logo
              </RemoveFileButton>
            ) : null}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
