import type { SocialLink, SocialNetwork } from '@app/domain';
import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useText } from '../../i18n/language-switch';
import { fetchSocialLinks } from './api';

/** Each network by its own name (a brand, the same in every language). */
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
  const text = useText();
  const [links, setLinks] = useState<SocialLink[]>([]);
  useEffect(() => {
    // A plain request rather than a cached query: the sign-in page carries no query library
    // (docs/decisions/0029). A failure leaves the list empty, as if none were set.
    const controller = new AbortController();
    fetchSocialLinks(controller.signal).then(setLinks, () => undefined);
    return () => controller.abort();
  }, []);
  if (links.length === 0) {
    return null;
  }
  return (
    <Group component="nav" aria-label={text('signIn.login.socialLinks')} justify="center" gap="xs">
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
