import { catalogMessages, LOGO_MAX_BYTES } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../app/api-client';
import { type ImageFileId, uploadImage } from './api';
import { type CropArea, cropImage, type LogoType, loadImage } from './crop-image';

const logoTypes: readonly string[] = ['image/png', 'image/jpeg'] satisfies LogoType[];

type Source = { src: string; type: LogoType; name: string };
export type LogoStage = 'idle' | 'crop' | 'uploading';

function uploadName(name: string, type: LogoType): string {
  const base = name.replace(/\.[^.]*$/, '') || 'logo';
  return `${base}${type === 'image/png' ? '.png' : '.jpg'}`;
}

/**
 * State of one logo field: pick → (size and type check) → crop → upload → preview. The form
 * sends `fileId` as imageFileId: undefined keeps the stored logo, null removes it.
 */
export function useLogoField(initialUrl: string | null) {
  const [url, setUrl] = useState(initialUrl);
  const [fileId, setFileId] = useState<ImageFileId>(undefined);
  const [source, setSource] = useState<Source | null>(null);
  const [stage, setStage] = useState<LogoStage>('idle');
  const [error, setError] = useState<string | null>(null);
  const objectUrl = useRef<string | null>(null);

  const releaseSource = () => {
    if (objectUrl.current) {
      URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = null;
    }
    setSource(null);
  };
  useEffect(
    () => () => {
      if (objectUrl.current) {
        URL.revokeObjectURL(objectUrl.current);
      }
    },
    [],
  );

  const pick = async (file: File | null) => {
    setError(null);
    if (!file) {
      return;
    }
    if (!logoTypes.includes(file.type)) {
      setError(catalogMessages.imageType);
      return;
    }
    // Checked before anything is read or sent (part A §5).
    if (file.size > LOGO_MAX_BYTES) {
      setError(catalogMessages.imageTooLarge);
      return;
    }
    releaseSource();
    const src = URL.createObjectURL(file);
    objectUrl.current = src;
    try {
      // A text file named .png passes the type check above; decoding it is the real test.
      await loadImage(src);
    } catch {
      releaseSource();
      setError(catalogMessages.imageType);
      return;
    }
    setSource({ src, type: file.type as LogoType, name: file.name });
    setStage('crop');
  };

  const applyCrop = async (area: CropArea) => {
    if (!source) {
      return;
    }
    setStage('uploading');
    setError(null);
    try {
      const blob = await cropImage(source.src, area, source.type);
      const uploaded = await uploadImage(blob, uploadName(source.name, source.type));
      setUrl(uploaded.url);
      setFileId(uploaded.fileId);
      releaseSource();
      setStage('idle');
    } catch (failure) {
      setError(isApiError(failure) ? errorMessage(failure) : catalogMessages.imageType);
      setStage('crop');
    }
  };

  const cancelCrop = () => {
    releaseSource();
    setStage('idle');
  };

  const remove = () => {
    setUrl(null);
    setFileId(null);
    setError(null);
  };

  return {
    url,
    fileId,
    source,
    stage,
    error,
    isBusy: stage !== 'idle',
    pick,
    applyCrop,
    cancelCrop,
    remove,
  };
}

export type LogoField = ReturnType<typeof useLogoField>;
