import { Box, NavLink, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../platform/session-context';
import { useSite } from '../../platform/site-context';
import classes from './side-menu.module.css';
import { jobsLinkFor, menuEntries, type MenuEntry } from './menu-entries';

type Props = { condensed: boolean; canCondense: boolean; onToggleCondensed: () => void };

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.to) return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
  return entry.children?.some((child) => isActive(child, pathname)) ?? false;
}

function FullEntry({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const { t } = useTranslation('shell');
  const Icon = entry.icon;
  const icon = <Icon size={20} stroke={1.6} aria-hidden />;
  if (entry.children) return <GroupEntry entry={entry} pathname={pathname} icon={icon} />;
  const active = isActive(entry, pathname);
  return (
    <NavLink
      component={Link}
      to={entry.to!}
      label={t(entry.label)}
      leftSection={icon}
      rightSection={entry.badge ? <entry.badge condensed={false} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      className={classes.link}
    />
  );
}

/**
 * A group that opens its entries. Mantine's NavLink renders it as an anchor without href, which
 * Tab skips; as a button it is reached by Tab, opened with Enter or Space, and says whether it is
 * open and which list it opens.
 *
 * The entries appear at once, not through NavLink's sliding Collapse: while that slides open, its
 * entries sit in a box that clips them and can be scrolled, so an entry focused or scrolled to in
 * that moment moved under the pointer as the box grew (a press on one entry was released on
 * another, and nothing opened).
 */
export function GroupEntry({ entry, pathname, icon }: { entry: MenuEntry; pathname: string; icon: ReactNode }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(() => isActive(entry, pathname));
  const listId = useId();
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={t(entry.label)}
        leftSection={icon}
        rightSection={<IconChevronRight size={16} stroke={1.6} className={classes.chevron} data-opened={opened || undefined} aria-hidden />}
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={listId}
        className={classes.link}
        classNames={{ body: classes.groupBody }}
      />
      <div id={listId} className={classes.groupEntries} hidden={!opened}>
        {opened && entry.children?.map((child) => <FullEntry key={child.key} entry={child} pathname={pathname} />)}
      </div>
    </>
  );
}

/** A condensed entry's icon: a link, or for a group the button that opens its menu. */
export function CondensedLink({ entry, pathname, ...props }: { entry: MenuEntry; pathname: string } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  const Icon = entry.icon;
  const active = isActive(entry, pathname);
  const label = t(entry.label);
  const icon = <Icon size={22} stroke={1.6} aria-hidden />;
  if (entry.children) {
    return (
      <UnstyledButton {...props} className={classes.iconLink} data-active={active || undefined} aria-label={label}>
        {icon}
      </UnstyledButton>
    );
  }
  return (
    // The name is text inside the link, not aria-label, so that a badge's count is part of it.
    <UnstyledButton component={Link} to={entry.to!} className={classes.iconLink} data-active={active || undefined} aria-current={active ? 'page' : undefined} {...(props as ComponentPropsWithRef<'a'>)}>
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
      {entry.badge && <entry.badge condensed />}
    </UnstyledButton>
  );
}

// The condensed menu's tooltips and group menus need Mantine's popover code: it arrives after the
// first screen, and only for those who condensed the menu; until then the plain icons show.
const CondensedEntryWithHints = lazy(() => import('./condensed-entry'));
const ToggleHint = lazy(() => import('./condensed-entry').then((module) => ({ default: module.ToggleHint })));

function CondensedEntry(props: { entry: MenuEntry; pathname: string }) {
  return (
    <Suspense fallback={<CondensedLink {...props} />}>
      <CondensedEntryWithHints {...props} />
    </Suspense>
  );
}

export function SideMenu({ condensed, canCondense, onToggleCondensed }: Props) {
  const { t } = useTranslation('shell');
  const site = useSite();
  const { user } = useSession();
  const { pathname } = useLocation();
  const entries = menuEntries(user.role, site);
  const jobsLink = jobsLinkFor(user.role, site);
  const Entry = condensed ? CondensedEntry : FullEntry;
  const ToggleIcon = condensed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  const toggleLabel = condensed ? t('sidebar.expand') : t('sidebar.condense');
  const toggle = (
    <UnstyledButton className={condensed ? classes.iconLink : classes.toggle} onClick={onToggleCondensed} aria-label={toggleLabel}>
      <ToggleIcon size={20} stroke={1.6} aria-hidden />
      {!condensed && <span>{toggleLabel}</span>}
    </UnstyledButton>
  );

  return (
    <>
      {/* The browser's own scrolling: Mantine's ScrollArea brought the floating positioning library to every signed-in page. */}
      <Box component="nav" aria-label={t('navigation.label')} className={classes.entries} p={condensed ? 'xs' : 'sm'}>
        <Stack gap={4} align={condensed ? 'center' : 'stretch'}>
          {entries.map((entry) => (
            <Entry key={entry.key} entry={entry} pathname={pathname} />
          ))}
        </Stack>
      </Box>
      {!canCondense && jobsLink && (
        // On a phone the customer's way back to the business's job board is here, not in the top bar.
        <Box p="sm" className={classes.footer}>
          <NavLink component="a" href={jobsLink} label={t('backToJobs')} leftSection={<IconArrowLeft size={20} stroke={1.6} aria-hidden />} />
        </Box>
      )}
      {canCondense && (
        <Box p={condensed ? 'xs' : 'sm'} className={classes.footer}>
          {condensed ? (
            <Suspense fallback={toggle}>
              <ToggleHint label={toggleLabel}>{toggle}</ToggleHint>
            </Suspense>
          ) : (
            toggle
          )}
        </Box>
      )}
    </>
  );
}
