import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../platform/file-url';
import { useSession } from '../../platform/session-context';

export function fullNameOf(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The account menu's button: the avatar and the name. */
export function UserButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const fullName = fullNameOf(user);
  return (
    // Named by its own text ("Account menu" + the visible name), so what is seen can be spoken
    // (WCAG 2.5.3); the avatar's initials are decoration.
    <UnstyledButton {...props} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
      <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={fileUrl(user.profile_img)} name={fullName} color="initials" radius="xl" size={36} alt="" aria-hidden />
        <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
          {fullName}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
