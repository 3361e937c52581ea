import { Anchor, Box, Burger, Button, Group, Image, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileUrl } from '../../platform/file-url';
import { useSession } from '../../platform/session-context';
import { useSite } from '../../platform/site-context';
import { Slot, useSlotFilled } from '../../platform/slots';
import { deferredMenu } from './deferred-menu';
import { LanguageButton } from './language-button';
import { jobsLinkFor } from './menu-entries';
import { useFirstMomentsOver } from './preloader';
import { UserButton } from './user-button';

const LanguageSwitch = deferredMenu(() => import('./language-switch'), LanguageButton);
const UserMenu = deferredMenu(() => import('./user-menu'), UserButton);

/** The side menu, which the burger opens and closes on a phone (its aria-controls). */
export const SIDE_MENU_ID = 'side-menu';

/** The room of the notifications' bell (an ActionIcon of size lg), held while it loads so the menus beside it stay put. */
const BELL_ROOM = 34;

type Props = { menuOpened: boolean; onToggleMenu: () => void; burgerRef?: Ref<HTMLButtonElement> };

export function TopBar({ menuOpened, onToggleMenu, burgerRef }: Props) {
  const { t } = useTranslation('shell');
  const site = useSite();
  const { user } = useSession();
  const logo = fileUrl(site.logo);
  const shown = useFirstMomentsOver();
  const notifications = useSlotFilled('top-bar-notifications') && user.role !== 'reviewer';
  // On a phone the way back to the job board is in the side menu: the top bar has no room for it.
  const jobsLink = jobsLinkFor(user.role, site);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          ref={burgerRef}
          opened={menuOpened}
          onClick={onToggleMenu}
          aria-expanded={menuOpened}
          aria-controls={SIDE_MENU_ID}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? t('navigation.close') : t('navigation.open')}
        />
        <Anchor component={Link} to="/" underline="never" aria-label={t('home', { company: site.companyName })} miw={0}>
          {logo ? (
            // At most 180 px, and narrower when the phone's top bar needs the room for its buttons.
            <Image src={logo} alt={site.companyName} h={36} w="auto" fit="contain" style={{ maxWidth: 'min(180px, 100%)' }} />
          ) : (
            <Text fw={700} size="lg" c="var(--mantine-color-text)" truncate>
              {site.companyName}
            </Text>
          )}
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {jobsLink && (
          <Button component="a" href={jobsLink} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} visibleFrom="sm">
            {t('backToJobs')}
          </Button>
        )}
        {notifications && (
          <Box display="flex" miw={BELL_ROOM} h={BELL_ROOM}>
            {shown && <Slot name="top-bar-notifications" />}
          </Box>
        )}
        <LanguageSwitch ready={shown} />
        <UserMenu ready={shown} />
      </Group>
    </Group>
  );
}
