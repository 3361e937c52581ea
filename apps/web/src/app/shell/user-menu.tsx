import { Menu, Text } from '@mantine/core';
import { IconLogout, IconUser, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenFor } from '../routes';
import { useSession } from '../../platform/session-context';
import { useSite } from '../../platform/site-context';
import type { MenuProps } from './deferred-menu';
import { fullNameOf, UserButton } from './user-button';

export default function UserMenu({ opened, onChange, targetRef }: MenuProps) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const site = useSite();
  const fullName = fullNameOf(user);
  // With a custom login domain the profile lives on the client's own site. Entries whose screens
  // are not built yet are left out rather than ending on "Not Found".
  const showProfile = (user.role === 'user' || user.role === 'writer') && !site.customLoginDomain && screenFor('/profile', user.role) !== null;
  const showWritingProfile = user.role === 'writer' && screenFor('/onboarding', user.role) !== null;

  return (
    <Menu position="bottom-end" shadow="md" width={240} opened={opened} onChange={onChange}>
      <Menu.Target>
        <UserButton ref={targetRef} />
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
        <Menu.Item component={Link} to="/logout" c="red" leftSection={<IconLogout size={16} />}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
