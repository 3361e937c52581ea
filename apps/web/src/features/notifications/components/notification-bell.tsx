import { ActionIcon, Anchor, Badge, Button, Center, Divider, Group, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClearNotifications, useLiveNotifications, useNotifications } from '../api';
import { useOpenedOnFirstUse } from '../../../ui/use-opened-on-first-use';
import { NotificationItem } from './notification-item';
import { useClearOne } from './use-clear-one';

/** The spec's height of the dropdown's list (002 section 9). */
const LIST_HEIGHT = 230;

/**
 * The top bar's bell (spec 002 2.8): how many are waiting, the newest in a dropdown, clear one or all.
 * The dropdown's popover is mounted on the bell's first use (see useOpenedOnFirstUse): mounted with
 * the bell, it was part of one commit of 60 to 100 ms on a slow phone, 1.5 s into every signed-in page.
 */
export default function NotificationBell() {
  const [used, setUsed] = useState(false);
  const list = useNotifications();
  useLiveNotifications();
  const total = list.data?.total ?? 0;
  if (!used) return <BellButton total={total} opened={false} onClick={() => setUsed(true)} />;
  return <BellPopover list={list} total={total} />;
}

type BellButtonProps = { total: number; opened: boolean; onClick: () => void; ref?: Ref<HTMLButtonElement> };

function BellButton({ total, opened, onClick, ref }: BellButtonProps) {
  const { t } = useTranslation('notifications');
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" radius="xl" pos="relative" style={{ overflow: 'visible' }} onClick={onClick} aria-label={total === 0 ? t('bellNone') : t('bell', { count: total })} aria-haspopup="dialog" aria-expanded={opened}>
      <IconBell size={20} aria-hidden />
      {/* The count is in the button's name; the badge only shows it. */}
      {total > 0 && (
        <Badge size="xs" circle={total < 10} color="red.9" pos="absolute" top={-2} right={-4} px={total < 10 ? 0 : 4} aria-hidden>
          {total > 99 ? '99+' : total}
        </Badge>
      )}
    </ActionIcon>
  );
}

function BellPopover({ list, total }: { list: ReturnType<typeof useNotifications>; total: number }) {
  const { t } = useTranslation('notifications');
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnFirstUse(target);
  const clearAll = useClearNotifications();
  const shown = list.data?.notifications ?? [];
  const rows = useRef<HTMLDivElement>(null);
  const emptyText = useRef<HTMLParagraphElement>(null);
  const clearOne = useClearOne(shown, rows, () => emptyText.current);
  const clearFailed = clearOne.failed || clearAll.isError;

  return (
    // The top bar never scrolls away, so there is no detached bell to hide the dropdown for.
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus returnFocus hideDetached={false}>
      <Popover.Target>
        <BellButton ref={target} total={total} opened={opened} onClick={() => setOpened(!opened)} />
      </Popover.Target>
      <Popover.Dropdown ref={rows} p="xs" aria-label={t('title')}>
        <Group justify="space-between" px={4} pb={4}>
          <Text fw={600} size="sm" component="h2" m={0}>
            {t('title')}
          </Text>
          {shown.length > 0 && (
            <Button size="compact-xs" variant="subtle" loading={clearAll.isPending} onClick={() => clearAll.mutate(shown.map((n) => n._id))}>
              {t('clearAll')}
            </Button>
          )}
        </Group>
        <Divider />
        {list.isPending ? (
          <Center h={80} role="status" aria-label={t('loading')}>
            <Loader size="sm" />
          </Center>
        ) : list.isError ? (
          <Text size="sm" c="red.8" p="sm" role="alert">
            {t('loadFailed')}
          </Text>
        ) : shown.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm" ref={emptyText} tabIndex={-1}>
            {t('empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={LIST_HEIGHT} type="auto" offsetScrollbars>
            <Stack gap={0} px={4} component="ul" style={{ listStyle: 'none', margin: 0 }}>
              {shown.map((notification) => (
                <li key={notification._id} data-notification-id={notification._id}>
                  <NotificationItem
                    notification={notification}
                    onOpen={() => setOpened(false)}
                    onClear={() => clearOne.clear(notification._id)}
                    clearing={clearOne.clearing(notification._id)}
                  />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {clearFailed && (
          <Text size="xs" c="red.8" px={4} role="alert">
            {t('clearFailed')}
          </Text>
        )}
        <Divider mt={4} />
        <Anchor component={Link} to="/notifications" size="sm" display="block" ta="center" pt={6} onClick={() => setOpened(false)}>
          {t('seeAll', { count: total })}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
