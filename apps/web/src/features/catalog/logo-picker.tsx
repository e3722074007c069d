import { Avatar, Group, Input, Stack } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { ChooseFileButton, RemoveFileButton } from '../../app/ui/choose-file-button';
import { useText } from '../../i18n/language-switch';
import { LogoCropper } from './logo-cropper';
import type { LogoField } from './use-logo-field';

/** `label`: the field's name, Logo unless the item calls it otherwise (an ace game's Image). */
type Props = { field: LogoField; label?: string };

/** Logo of a competency, mini game or ace game: pick, crop, upload, preview, remove. */
export function LogoPicker({ field, label: ownLabel }: Props) {
  const text = useText();
  const label = ownLabel ?? text('console.catalog.logoPicker.label');
  return (
    <Input.Wrapper
      label={label}
      description={text('console.catalog.logoPicker.description')}
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
              alt={field.url ? text('console.catalog.logoPicker.preview', { label }) : undefined}
              size={64}
              radius="md"
              variant="light"
            >
              <IconPhoto size={28} aria-hidden />
            </Avatar>
            <ChooseFileButton
              accept="image/png,image/jpeg"
              inputLabel={text('console.catalog.logoPicker.file', { label })}
              icon={<IconUpload size={14} />}
              size="xs"
              onPick={(file) => void field.pick(file)}
            >
              {text(
                field.url
                  ? 'console.catalog.logoPicker.change'
                  : 'console.catalog.logoPicker.choose',
              )}
            </ChooseFileButton>
            {field.url ? (
              <RemoveFileButton color="red" icon={<IconTrash size={14} />} onClick={field.remove}>
                {text('console.catalog.logoPicker.remove')}
              </RemoveFileButton>
            ) : null}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
