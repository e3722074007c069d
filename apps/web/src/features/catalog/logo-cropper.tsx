import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { styleNonce } from '../../app/csp-nonce';
import { useText } from '../../i18n/language-switch';

type Props = {
  src: string;
  isUploading: boolean;
  onApply: (area: Area) => void;
  onCancel: () => void;
};

// Below 1 a wide logo (the recommended 340x60) fits whole inside the square crop.
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 4;

/** The crop step: square (part A §5, crop aspect 1), zoomable by wheel, pinch or slider. */
export function LogoCropper({ src, isUploading, onApply, onCancel }: Props) {
  const text = useText();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Stack gap="xs">
      <Box pos="relative" h={240} bg="dark.6" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Cropper
          image={src}
          nonce={styleNonce}
          crop={crop}
          zoom={zoom}
          aspect={1}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          restrictPosition={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          // Starts with the whole image inside the square, so a wide logo is not cut by default.
          onMediaLoaded={({ width, height }) =>
            setZoom(Math.max(MIN_ZOOM, Math.min(width, height) / Math.max(width, height)))
          }
        />
      </Box>
      <Text size="xs" c="dimmed">
        {text('console.catalog.logoCropper.hint')}
      </Text>
      <Slider
        thumbLabel={text('console.catalog.logoCropper.zoom')}
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={0.05}
        value={zoom}
        onChange={setZoom}
        label={(value) => `${Math.round(value * 100)}%`}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel} disabled={isUploading}>
          {text('console.catalog.logoCropper.cancel')}
        </Button>
        <Button
          size="xs"
          loading={isUploading}
          disabled={isUploading || !area}
          onClick={() => {
            if (area) {
              onApply(area);
            }
          }}
        >
          {text('console.catalog.logoCropper.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
