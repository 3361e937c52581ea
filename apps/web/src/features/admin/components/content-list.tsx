import { Badge, Button, Group, Modal, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONTENT_PER_PAGE } from '@portal/domain/admin-content/calls';
import { formatTableDate } from '@portal/domain/dates/format';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { contentPaths, useArchiveContent, useContentList, type ContentItem, type ContentKind } from '../content-api';
import { ListPages } from './list-pages';

/**
 * The list of the site's contract texts, customer questionnaires or surveys: the current ones or
 * the archived ones (older versions and texts taken out of use), a page at a time, newest first.
 * Archiving asks first; nothing is deleted, so orders keep what they name.
 */
export function ContentList({ kind }: { kind: ContentKind }) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const list = useContentList(kind, page, archived);
  const archive = useArchiveContent(kind);
  const [confirming, setConfirming] = useState<ContentItem | null>(null);

  const toggle = (item: ContentItem) =>
    archive.mutate(
      { id: item._id, archived: !item.archived },
      {
        onSuccess: () => {
          setConfirming(null);
          notifications.show({ color: 'teal', message: t(item.archived ? 'content.restoredDone' : 'content.archivedDone', { name: item.name }) });
        },
        onError: (err) => notifications.show({ color: 'red', message: errorText(err) }),
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t(`content.${kind}.title`)}
          </Title>
          <Text c="dimmed">{t(`content.${kind}.intro`)}</Text>
        </Stack>
        <Button component={Link} to={contentPaths.create(kind)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t(`content.${kind}.new`)}
        </Button>
      </Group>
      <SegmentedControl
        style={{ alignSelf: 'flex-start' }}
        value={archived ? 'archived' : 'current'}
        onChange={(value) => {
          setArchived(value === 'archived');
          setPage(1);
        }}
        data={[
          { value: 'current', label: t('content.tabs.current') },
          { value: 'archived', label: t('content.tabs.archived') },
        ]}
        aria-label={t('content.tabs.label')}
      />
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty text={t(archived ? 'content.noneArchived' : `content.${kind}.none`)} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={640} type="native">
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('content.columns.name')}</Table.Th>
                  <Table.Th>{t('content.columns.saved')}</Table.Th>
                  <Table.Th>{t('catalog.status')}</Table.Th>
                  <Table.Th ta="right">{t('people.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((item) => (
                  <Table.Tr key={item._id}>
                    <Table.Td fw={500}>{item.name}</Table.Td>
                    <Table.Td>{formatTableDate(item.createdAt, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Badge color={item.archived ? 'gray' : 'teal'} variant="light">
                        {item.archived ? t('catalog.archivedBadge') : t('content.inUse')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button component={Link} to={contentPaths.edit(kind, item._id)} size="xs" variant="light" leftSection={<IconPencil size={16} aria-hidden />} aria-label={t('catalog.editWhat', { name: item.name })}>
                          {t('catalog.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={item.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
                          onClick={() => (item.archived ? toggle(item) : setConfirming(item))}
                          loading={archive.isPending && archive.variables?.id === item._id}
                          aria-label={t(item.archived ? 'catalog.restoreWhat' : 'catalog.archiveWhat', { name: item.name })}
                        >
                          {item.archived ? t('catalog.restore') : t('catalog.archive')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPages total={list.data.total} perPage={CONTENT_PER_PAGE} page={page} setPage={setPage} />
        </>
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('content.confirm.title', { name: confirming?.name ?? '' })} centered>
        <Stack gap="md">
          <Text size="sm">{t(`content.${kind}.archiveText`)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('actions.cancel')}
            </Button>
            <Button loading={archive.isPending} onClick={() => confirming && toggle(confirming)}>
              {t('catalog.archive')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
