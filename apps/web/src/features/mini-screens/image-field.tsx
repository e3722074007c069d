import type { UploadedImage } from '@app/domain';
import { Center, Group, Image, Input, Loader, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { errorMessage } from '../../app/api-client';
import { ChooseFileButton } from '../../app/ui/choose-file-button';
import { useExpiringMessage } from '../../app/ui/use-expiring-message';
import { useText } from '../../i18n/language-switch';
import { type MiniImageKind, uploadMiniImage } from './api';
import { checkMiniImage, MINI_IMAGE_ACCEPT } from './image-checks';
import { miniScreenKeys } from './query-keys';

type Props = {
  kind: MiniImageKind;
  /** 'Option 3', 'Background image': the field's label and the file input's name. */
  label: string;
  hint?: string;
  url: string | null;
  required?: boolean;
  /** The form's own message for this field (required, refused by the server). */
  error?: ReactNode;
  /** A file was chosen: the form's message about the field is out of date. */
  onPick: () => void;
  onUploaded: (image: UploadedImage) => void;
  /** Beside the chooser: move and remove buttons of an ordered list. */
  actions?: ReactNode;
};

/**
 * One image of a mini-game screen: checked in the browser (type and size, the server's
 * messages), uploaded at once, then previewed from the server. Uploads share one mutation key,
 * so the form can hold Save while any is under way.
 */
export function ImageField(props: Props) {
  const text = useText();
  const { kind, label, hint, url, required, error, onPick, onUploaded, actions } = props;
  // The browser's or the upload's refusal; the newer of it and the form's message shows. Part B
  // §8, §9: it clears after 5 seconds (the form's own message stays until the field is fixed).
  const [problem, setProblem] = useExpiringMessage();
  useEffect(() => {
    if (error) {
      setProblem(null);
    }
  }, [error, setProblem]);
  const upload = useMutation({
    mutationKey: miniScreenKeys.uploads(),
    mutationFn: (file: File) => uploadMiniImage(kind, file),
  });
  const isBackground = kind === 'background';

  const pick = (file: File) => {
    onPick();
    const refused = checkMiniImage(kind, file);
    setProblem(refused);
    if (refused) {
      return;
    }
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (failure) => setProblem(errorMessage(failure)),
    });
  };

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required={required}
      description={hint}
      error={problem ?? error}
      errorProps={{ role: 'alert' }}
    >
      <Group gap="sm" mt={6} align="center" wrap="wrap">
        {url ? (
          <Image
            src={url}
            alt={text('console.miniScreens.image.preview', { label })}
            h={isBackground ? 90 : 72}
            w={isBackground ? 160 : 72}
            fit={isBackground ? 'cover' : 'contain'}
            radius="sm"
            bg="gray.0"
          />
        ) : (
          <Center
            h={isBackground ? 90 : 72}
            w={isBackground ? 160 : 72}
            bg="gray.0"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <IconPhoto size={24} aria-hidden color="var(--mantine-color-gray-6)" />
          </Center>
        )}
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <ChooseFileButton
              accept={MINI_IMAGE_ACCEPT}
              inputLabel={text('console.miniScreens.image.file', { label })}
              icon={<IconUpload size={14} />}
              size="xs"
              disabled={upload.isPending}
              onPick={pick}
            >
              {text(url ? 'console.miniScreens.image.replace' : 'console.miniScreens.image.choose')}
            </ChooseFileButton>
            {upload.isPending ? (
              <Loader
                size="xs"
                aria-label={text('console.miniScreens.image.uploadingLabel', { label })}
              />
            ) : null}
            {actions}
          </Group>
          {upload.isPending ? (
            <Text size="xs" c="dimmed">
              {text('console.miniScreens.image.uploading')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
