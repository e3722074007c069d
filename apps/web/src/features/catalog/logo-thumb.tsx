import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A table's logo cell: the stored image, or a neutral placeholder when there is none. */
export function LogoThumb({ url, name }: { url: string | null; name: string }) {
  return (
    <Avatar src={url} alt={url ? `${name} logo` : undefined} size={40} radius="sm" variant="light">
      <IconPhoto size={20} aria-label={`${name} has no logo`} />
    </Avatar>
  );
}
