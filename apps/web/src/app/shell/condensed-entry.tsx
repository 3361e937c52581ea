import { Menu, Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from './menu-entries';
import { CondensedLink } from './side-menu';

/** A condensed entry with its name in a tooltip, or for a group its entries in a menu. */
export default function CondensedEntry({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const { t } = useTranslation('shell');
  const label = t(entry.label);
  if (entry.children) {
    return (
      <Menu position="right-start" offset={12} shadow="md" width={200}>
        <Menu.Target>
          <CondensedLink entry={entry} pathname={pathname} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{label}</Menu.Label>
          {entry.children.map((child) => (
            <Menu.Item key={child.key} component={Link} to={child.to!} leftSection={<child.icon size={16} aria-hidden />}>
              {t(child.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Tooltip label={label} position="right" withArrow>
      <CondensedLink entry={entry} pathname={pathname} />
    </Tooltip>
  );
}

/** The condensed menu's expand button names itself in a tooltip. */
export function ToggleHint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} position="right" withArrow>
      {children}
    </Tooltip>
  );
}
