import { LOGO_HINT } from '@app/domain';
import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMovie, IconPhoto, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useText } from '../../../i18n/language-switch';
import { uploadImage, uploadVideo } from '../api';
import { checkImage, checkVideo, IMAGE_ACCEPT, VIDEO_ACCEPT } from '../file-checks';
import { type StoredFile, useFileUpload } from '../use-file-upload';
import { FilePickButton } from './file-pick-button';

type Props = {
  logo: StoredFile | null;
  video: StoredFile | null;
  onLogoChange: (file: StoredFile | null) => void;
  onVideoChange: (file: StoredFile | null) => void;
  /** The intro video exists only outside progress (part B §2). */
  withVideo: boolean;
};

type SlotProps = {
  title: string;
  hint: string;
  file: StoredFile | null;
  preview: (file: StoredFile) => ReactNode;
  empty: ReactNode;
  picker: (hintId: string) => ReactNode;
  error: string | null;
  onDelete: () => void;
};

function FileSlot({ title, hint, file, preview, empty, picker, error, onDelete }: SlotProps) {
  const text = useText();
  const hintId = useId();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5">
            {title}
          </Title>
          <Text size="xs" c="dimmed" id={hintId}>
            {hint}
          </Text>
        </div>
        {file ? (
          <Stack gap="xs">
            {preview(file)}
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate miw={0}>
                {file.name}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                aria-label={text('console.events.artwork.deleteNamed', { title })}
                onClick={onDelete}
              >
                {text('console.events.artwork.delete')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Center h={150} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            {empty}
          </Center>
        )}
        {error ? (
          <Alert color="red" role="alert" py="xs">
            {error}
          </Alert>
        ) : null}
        <Group>{picker(hintId)}</Group>
      </Stack>
    </Paper>
  );
}

/** 'Customize Artwork': the company logo and, outside progress, the intro video. */
export function ArtworkFields({ logo, video, onLogoChange, onVideoChange, withVideo }: Props) {
  const text = useText();
  const logoUpload = useFileUpload(uploadImage, checkImage);
  const videoUpload = useFileUpload(uploadVideo, checkVideo);
  return (
    <SimpleGrid cols={{ base: 1, sm: withVideo ? 2 : 1 }} maw={withVideo ? undefined : 420}>
      <FileSlot
        title={text('console.events.artwork.logoTitle')}
        hint={text('console.events.artwork.logoHint', { hint: LOGO_HINT })}
        file={logo}
        error={logoUpload.error}
        onDelete={() => onLogoChange(null)}
        preview={(f) => (
          <Center bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} p="xs">
            <Image
              src={f.url}
              alt={text('console.events.artwork.logoPreview')}
              w={150}
              h={150}
              fit="contain"
            />
          </Center>
        )}
        empty={<IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
        picker={(hintId) => (
          <FilePickButton
            label={
              logo
                ? text('console.events.artwork.replaceLogo')
                : text('console.events.artwork.uploadLogo')
            }
            accept={IMAGE_ACCEPT}
            describedBy={hintId}
            isBusy={logoUpload.isUploading}
            onPick={(file) => logoUpload.pick(file, onLogoChange)}
          />
        )}
      />
      {withVideo ? (
        <FileSlot
          title={text('console.events.artwork.videoTitle')}
          hint={text('console.events.artwork.videoHint')}
          file={video}
          error={videoUpload.error}
          onDelete={() => onVideoChange(null)}
          preview={(f) => (
            // biome-ignore lint/a11y/useMediaCaption: the admin's own upload, shown to check it; it has no captions to offer.
            <video
              src={f.url}
              controls
              preload="metadata"
              style={{ width: '100%', maxHeight: 220 }}
            />
          )}
          empty={<IconMovie size={40} color="var(--mantine-color-gray-5)" aria-hidden />}
          picker={(hintId) => (
            <FilePickButton
              label={
                video
                  ? text('console.events.artwork.replaceVideo')
                  : text('console.events.artwork.uploadVideo')
              }
              accept={VIDEO_ACCEPT}
              describedBy={hintId}
              isBusy={videoUpload.isUploading}
              onPick={(file) => videoUpload.pick(file, onVideoChange)}
            />
          )}
        />
      ) : null}
    </SimpleGrid>
  );
}
