import { Avatar, Badge, Grid, Group, NavLink, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { formatTableDateTime } from '@portal/domain/dates/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fileUrl } from '../../../platform/file-url';
import { useLive } from '../../../platform/live';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { useAdminChats } from '../api';
import { ChatPanel } from '../components/chat-panel';
import classes from '../components/chat.module.css';

/**
 * `/chats`: the admin's side of the writers' chats with the admins. Every writer of the site, those
 * who wrote last first, with how many of their messages this admin has not read; picking one opens
 * the conversation (600 px, as the writer's side).
 */
export default function AdminChatsPage() {
  const { t, i18n } = useTranslation('chat');
  useLive();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useAdminChats(page, debounced);
  const selected = params.get('writer');
  const chats = list.data?.chats ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const selectedName = chats.find((c) => c.writerId === selected)?.writerName;

  return (
    <Stack gap="md">
      <PageHeader title={t('adminListTitle')} aside={null} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap="xs">
              <TextInput
                leftSection={<IconSearch size={16} aria-hidden />}
                placeholder={t('search')}
                aria-label={t('search')}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
              />
              {list.isPending ? (
                <ListLoading />
              ) : list.isError ? (
                <ListError error={list.error} onRetry={() => void list.refetch()} />
              ) : chats.length === 0 ? (
                <ListEmpty text={debounced ? t('noMatch') : t('noWriters')} />
              ) : (
                <nav aria-label={t('adminListTitle')}>
                  {chats.map((chat) => (
                    <NavLink
                      key={chat.writerId}
                      component={Link}
                      to={`?writer=${encodeURIComponent(chat.writerId)}`}
                      active={chat.writerId === selected}
                      classNames={{ root: classes.writerLink, label: classes.writerLabel, description: classes.writerDescription }}
                      leftSection={<Avatar src={fileUrl(chat.writerImg)} name={chat.writerName} color="initials" size={32} alt="" aria-hidden />}
                      label={chat.writerName}
                      description={chat.lastMessageAt ? formatTableDateTime(chat.lastMessageAt, i18n.language) : t('noMessages')}
                      rightSection={
                        chat.unread > 0 ? (
                          <Badge color="red.9" size="sm" aria-label={t('unreadCount', { count: chat.unread })}>
                            {chat.unread}
                          </Badge>
                        ) : null
                      }
                      aria-current={chat.writerId === selected ? 'true' : undefined}
                    />
                  ))}
                </nav>
              )}
              {pages > 1 && (
                <Group justify="center">
                  <Pagination size="sm" total={pages} value={page} onChange={setPage} getControlProps={(c) => ({ 'aria-label': t(`pager.${c}`) })} />
                </Group>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {selectedName ? t('with', { name: selectedName }) : t('conversation')}
              </Title>
              <ChatPanel key={selected} conversation={{ chatType: 'writerToAdmin', userId: selected }} height={600} />
            </Stack>
          ) : (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                {t('pick')}
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
