import { ActionIcon, Group, Text } from '@mantine/core';
import type { SiteConfig } from '@portal/domain/sites/calls';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../../platform/file-url';
import { useSite } from '../../platform/site-context';

type Network = keyof SiteConfig['socialLinks'];

// Brand names are the same in every language.
const NETWORKS: { key: Network; name: string; icon: TablerIcon }[] = [
  { key: 'facebook', name: 'Facebook', icon: IconBrandFacebook },
  { key: 'twitter', name: 'X', icon: IconBrandX },
  { key: 'linkedin', name: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'instagram', name: 'Instagram', icon: IconBrandInstagram },
  { key: 'youtube', name: 'YouTube', icon: IconBrandYoutube },
];

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const site = useSite();
  const links = NETWORKS.flatMap((network) => {
    const href = safeExternalUrl(site.socialLinks[network.key]);
    return href ? [{ ...network, href }] : [];
  });

  return (
    <Group component="footer" justify="space-between" gap="sm" pt="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear(), company: site.companyName })}
      </Text>
      {links.length > 0 && (
        <Group gap={4} component="nav" aria-label={t('footer.social')}>
          {links.map(({ key, name, icon: Icon, href }) => (
            <ActionIcon
              key={key}
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('footer.socialLink', { network: name, company: site.companyName })}
            >
              <Icon size={20} stroke={1.6} />
            </ActionIcon>
          ))}
        </Group>
      )}
    </Group>
  );
}
