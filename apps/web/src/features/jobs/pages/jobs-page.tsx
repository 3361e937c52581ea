import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatTableDate } from '@portal/domain/dates/format';
import { countLabel, MAX_PAGE } from '@portal/domain/jobs/rules';
import { formatWholeAmount } from '@portal/domain/money/rules';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { useJobSearch, useRecordClick, useShowRestoredSearch, type SearchRequest } from '../api';

/** The search in the address (`?what=&where=&page=`): Back and Forward walk the searches and pages; none: the saved one. */
function requestOf(params: URLSearchParams): SearchRequest {
  if (!params.has('page')) return { mode: 'load' };
  const page = Math.trunc(Number(params.get('page')));
  return { mode: 'page', what: params.get('what') ?? '', where: params.get('where') ?? '', page: page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/**
 * What?, Where?, Find Job; the count, the page and First / Previous / Next / Last; the last search
 * comes back on reload. A site without job search shows "The page is not available" instead (the
 * route's `enabled`, features/jobs/index.ts).
 */
export default function JobsPage() {
  const { t, i18n } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const request = requestOf(params);
  const query = useJobSearch(request);
  const click = useRecordClick();
  const [what, setWhat] = useState('');
  const [where, setWhere] = useState('');
  const [finding, setFinding] = useState(false);
  const data = query.data;
  const money = (amount: number, currency: string) => formatWholeAmount(amount, currency, i18n.language);

  // The saved search, once read, goes into the address (replacing it), so Back returns to it.
  const typed = useRef(false);
  const restoring = useRef(false);
  useShowRestoredSearch(request.mode === 'load' ? data : undefined, (restored) => {
    restoring.current = true;
    setParams({ what: restored.searchKeywords, where: restored.searchLocation, page: String(restored.pageNumber) }, { replace: true });
  });
  // The fields show the search on screen, also after Back or Forward; but the saved search arriving
  // does not overwrite what the customer has started to type meanwhile.
  const shownWhat = request.mode === 'page' ? request.what : undefined;
  const shownWhere = request.mode === 'page' ? request.where : undefined;
  useEffect(() => {
    if (shownWhat === undefined) return;
    const restored = restoring.current;
    restoring.current = false;
    if (restored && typed.current) return;
    setWhat(shownWhat);
    setWhere(shownWhere ?? '');
  }, [shownWhat, shownWhere]);

  // After Next, Last and the others, the focus goes to the count above the new page, and the page
  // scrolls there: the pressed button may be disabled now (Last on the last page), and the reader
  // starts at the new page's first result, not at its bottom.
  const countRef = useRef<HTMLParagraphElement>(null);
  const paged = useRef(false);
  const settled = data && !query.isPlaceholderData;
  useEffect(() => {
    if (!settled) return;
    setFinding(false);
    if (!paged.current) return;
    paged.current = false;
    countRef.current?.focus();
  }, [settled, data]);

  const search = (next: { what: string; where: string; page: number }) => {
    const same = request.mode === 'page' && request.what === next.what && request.where === next.where && request.page === next.page;
    if (same) void query.refetch();
    else setParams({ what: next.what, where: next.where, page: String(next.page) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFinding(true);
    search({ what: what.trim(), where: where.trim(), page: 1 });
  };
  const goTo = (page: number) => {
    if (!data) return;
    paged.current = true;
    setFinding(false);
    search({ what: data.searchKeywords, where: data.searchLocation, page });
  };
  const page = data?.pageNumber ?? 1;
  const pages = data?.totalPagesNumber ?? 1;

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <PageHeader title={t('title')} aside={null}>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </PageHeader>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} role="search">
          <Group align="flex-end" gap="sm" grow preventGrowOverflow={false}>
            <TextInput label={t('what')} placeholder={t('whatPlaceholder')} value={what} onChange={(e) => ((typed.current = true), setWhat(e.currentTarget.value))} leftSection={<IconSearch size={16} aria-hidden />} maxLength={200} />
            <TextInput label={t('where')} placeholder={t('wherePlaceholder')} value={where} onChange={(e) => ((typed.current = true), setWhere(e.currentTarget.value))} leftSection={<IconMapPin size={16} aria-hidden />} maxLength={200} />
            <Button type="submit" style={{ flexGrow: 0 }} loading={finding && query.isFetching}>
              {t('find')}
            </Button>
          </Group>
        </form>
      </Paper>
      {query.isPending && <ListLoading />}
      {query.isError && <ListError error={query.error} onRetry={() => void query.refetch()} />}
      {data && (
        <>
          <Group justify="space-between" aria-live="polite">
            <Text fw={500} data-testid="job-count" ref={countRef} tabIndex={-1} style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
              {t('count', { count: data.searchCount, label: countLabel(data.searchCount, data.searchCountCapped, i18n.language) })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="job-page">
              {t('page', { page, pages })}
            </Text>
          </Group>
          {data.fuzzy && data.jobsResults.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('fuzzy')}
            </Text>
          )}
          {data.jobsResults.length === 0 ? (
            <Paper withBorder radius="md">
              <ListEmpty text={t('empty')} />
            </Paper>
          ) : (
            <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {data.jobsResults.map((job) => (
                <Paper key={job.id} component="li" withBorder radius="md" p="md" style={{ overflowWrap: 'anywhere' }}>
                  <Stack gap={6}>
                    <Title order={2} fz="h4">
                      {job.redirect_url ? (
                        <Anchor
                          href={job.redirect_url}
                          target="_blank"
                          rel="noopener noreferrer"
                          onClick={() => click.mutate({ what: data.searchKeywords, where: data.searchLocation, job })}
                          onAuxClick={() => click.mutate({ what: data.searchKeywords, where: data.searchLocation, job })}
                        >
                          {job.title}
                        </Anchor>
                      ) : (
                        // A posting without its address opens nothing: its title is text, not a link that does nothing.
                        job.title
                      )}
                    </Title>
                    <Group gap="xs">
                      {job.companyLogo && <Avatar src={job.companyLogo} alt={t('logo', { company: job.company.display_name })} size={28} radius="sm" imageProps={{ referrerPolicy: 'no-referrer', loading: 'lazy' }} />}
                      <Text size="sm" fw={500}>
                        {job.company.display_name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {job.location.display_name}
                      </Text>
                    </Group>
                    <Text size="sm" lineClamp={2}>
                      {job.description}
                    </Text>
                    <Group gap="xs">
                      {job.salary_min !== null && (
                        <Badge variant="light" color="green">
                          {job.salary_max !== null && job.salary_max !== job.salary_min
                            ? t('salaryRange', { min: money(job.salary_min, job.salary_currency), max: money(job.salary_max, job.salary_currency) })
                            : money(job.salary_min, job.salary_currency)}
                        </Badge>
                      )}
                      {[job.contract_type, job.contract_time].filter(Boolean).map((term) => (
                        <Badge key={term} variant="light" color="blue">
                          {t(`contract.${term}`, { defaultValue: term.replace(/_/g, ' ') })}
                        </Badge>
                      ))}
                      {job.category.label && (
                        <Badge variant="light" color="gray">
                          {job.category.label}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed">
                        {t('posted', { date: formatTableDate(job.created, i18n.language) })}
                      </Text>
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="nav" aria-label={t('paging')}>
            <Button variant="default" leftSection={<IconChevronsLeft size={16} />} disabled={page <= 1} onClick={() => goTo(1)}>
              {t('first')}
            </Button>
            <Button variant="default" leftSection={<IconChevronLeft size={16} />} disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t('previous')}
            </Button>
            <Button variant="default" rightSection={<IconChevronRight size={16} />} disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {t('next')}
            </Button>
            <Button variant="default" rightSection={<IconChevronsRight size={16} />} disabled={page >= pages} onClick={() => goTo(pages)}>
              {t('last')}
            </Button>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
