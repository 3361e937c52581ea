import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileUrl } from '../../platform/file-url';
import { screenFor } from '../routes';
import { useSession } from '../../platform/session-context';
import { useSite } from '../../platform/site-context';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const site = useSite();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  // With a custom login domain the profile lives on the client's own site. Entries whose screens
  // are not built yet are left out rather than ending on "Not Found".
  const showProfile = (user.role === 'user' || user.role === 'writer') && !site.customLoginDomain && screenFor('/profile', user.role) !== null;
  const showWritingProfile = user.role === 'writer' && screenFor('/onboarding', user.role) !== null;

  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      {/* Named by its own text ("Account menu" + the visible name), so what is seen can be spoken
          (WCAG 2.5.3); the avatar's initials are decoration. */}
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={fileUrl(user.profile_img)} name={fullName} color="initials" radius="xl" size={36} alt="" aria-hidden />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {fullName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {fullName}
          </Text>
          <Text size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {showProfile && (
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
            {t('userMenu.profile')}
          </Menu.Item>
        )}
        {showWritingProfile && (
          <Menu.Item component={Link} to="/onboarding" leftSection={<IconUserEdit size={16} />}>
            {t('userMenu.writingProfile')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
