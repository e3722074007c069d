import type { SocialLink, SocialNetwork } from '@app/domain';
import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryKeys } from '../../app/query-keys';
import { fetchSocialLinks } from './api';

const networks: Record<SocialNetwork, { label: string; Icon: ComponentType<{ size?: number }> }> = {
  linkedin: { label: 'LinkedIn', Icon: IconBrandLinkedin },
  facebook: { label: 'Facebook', Icon: IconBrandFacebook },
  x: { label: 'X', Icon: IconBrandX },
  instagram: { label: 'Instagram', Icon: IconBrandInstagram },
  youtube: { label: 'YouTube', Icon: IconBrandYoutube },
};

/**
 * Part B §2's social links: the deployment's own pages (SOCIAL_*_URL). They are plain links
 * that open in a new tab, not sign-in buttons; with none set (or the list unavailable) the
 * login page shows nothing in their place.
 */
export function SocialLinks() {
  const query = useQuery({
    queryKey: [...queryKeys.auth.all, 'social-links'],
    queryFn: ({ signal }) => fetchSocialLinks(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const links: SocialLink[] = query.data ?? [];
  if (links.length === 0) {
    return null;
  }
  return (
    <Group component="nav" aria-label="Social links" justify="center" gap="xs">
      {links.map(({ network, url }) => {
        const { label, Icon } = networks[network];
        return (
          <ActionIcon
            key={network}
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
          >
            <Icon size={20} />
          </ActionIcon>
        );
      })}
    </Group>
  );
}
