import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useText } from '../../i18n/language-switch';

/** A table's logo cell: the stored image, or a neutral placeholder when there is none. */
export function LogoThumb({ url, name }: { url: string | null; name: string }) {
  const text = useText();
  return (
    <Avatar
      src={url}
      alt={url ? text('console.catalog.logoThumb.alt', { name }) : undefined}
      size={40}
      radius="sm"
      variant="light"
    >
      <IconPhoto size={20} aria-label={text('console.catalog.logoThumb.none', { name })} />
    </Avatar>
  );
}
