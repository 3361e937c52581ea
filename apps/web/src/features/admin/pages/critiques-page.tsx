import { Anchor, Button, Center, Group, Pagination, Progress, Rating, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatTableDate } from '@portal/domain/dates/format';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { usePageParam } from '../../../ui/use-page-param';
import { PEOPLE_PER_PAGE, useCritiques } from '../api';
import { CritiqueWidgetCode } from '../components/critique-widget-code';
import { MakeCritiqueModal } from '../components/make-critique-modal';

/** /admin/critiques: the free resume reviews, how far each was read, its rating and feedback, and its page. */
export default function CritiquesPage() {
  const { t, i18n } = useTranslation('admin');
  const { page, setPage, params, setParams } = usePageParam();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [making, setMaking] = useState(false);
  const [q] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if ((params.get('q') ?? '') === q) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (q) next.set('q', q);
      else next.delete('q');
      next.delete('page');
      return next;
    });
    // Only the typed text drives this; the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const list = useCritiques(page, params.get('q') ?? '');
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PEOPLE_PER_PAGE)) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('critiques.title')}
          </Title>
          <Text c="dimmed">{t('critiques.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setMaking(true)}>
          {t('critiques.make.open')}
        </Button>
      </Group>
      <MakeCritiqueModal opened={making} onClose={() => setMaking(false)} />
      <CritiqueWidgetCode />
      <TextInput label={t('filters.search')} placeholder={t('people.searchPlaceholder')} leftSection={<IconSearch size={16} aria-hidden />} value={search} maxLength={100} onChange={(e) => setSearch(e.currentTarget.value)} w={{ base: '100%', sm: 280 }} />
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty text={params.get('q') ? t('critiques.noMatch') : t('critiques.empty')} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('critiques.count', { count: list.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={860} type="native">
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('critiques.columns.person')}</Table.Th>
                  <Table.Th>{t('critiques.columns.date')}</Table.Th>
                  <Table.Th ta="right">{t('critiques.columns.views')}</Table.Th>
                  <Table.Th>{t('critiques.columns.progress')}</Table.Th>
                  <Table.Th>{t('critiques.columns.rating')}</Table.Th>
                  <Table.Th>{t('critiques.columns.feedback')}</Table.Th>
                  <Table.Th ta="right">{t('critiques.columns.review')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((c) => {
                  const name = `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim() || t('critiques.anonymous');
                  return (
                    <Table.Tr key={c._id}>
                      <Table.Td>
                        <Stack gap={0}>
                          <Text size="sm" fw={500}>
                            {name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {c.email ?? '—'}
                          </Text>
                        </Stack>
                      </Table.Td>
                      <Table.Td>{formatTableDate(c.processedAt, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{c.views}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" title={c.visitedTabs.join(', ')}>
                          <Progress value={c.progress} w={64} size="sm" aria-hidden />
                          <Text size="sm">{t('critiques.progress', { percent: c.progress })}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{c.stars === null ? <Text size="sm" c="dimmed">{t('critiques.notRated')}</Text> : <Rating value={c.stars} readOnly size="sm" aria-label={t('critiques.stars', { stars: c.stars })} />}</Table.Td>
                      <Table.Td maw={280}>
                        <Text size="sm" lineClamp={3}>
                          {c.feedback ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Anchor href={c.reviewPath} target="_blank" rel="noopener" size="sm" aria-label={`${t('critiques.open')}: ${name}`}>
                          {t('critiques.open')}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Center>
              <Pagination value={page} onChange={setPage} total={pages} getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })} getItemProps={(n) => ({ 'aria-label': t('page.number', { number: n }) })} />
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
