import { Badge, Center, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@portal/domain/audit/calls';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useFocusAfterPaging } from '../../../ui/use-focus-after-paging';
import { usePageParam } from '../../../ui/use-page-param';
import { longDateTime } from '../../orders/public';
import { AUDIT_PER_PAGE, useAuditLog } from '../api';

const isAction = (value: string | null): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/** The line in the reader's language from the action and its details; the stored English as the fallback. */
function useAuditText() {
  const { t } = useTranslation('admin');
  return (entry: AuditEntry) => t(`audit.lines.${entry.action}`, { ...entry.details, target: entry.target.label, defaultValue: entry.summary });
}

/** /admin/audit: every change the site's admins made, newest first, a page at a time. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation('admin');
  const text = useAuditText();
  const { page, setPage, params, setParams } = usePageParam();
  const action = isAction(params.get('action')) ? (params.get('action') as AuditAction) : null;
  const log = useAuditLog(page, action);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PER_PAGE)) : 1;
  // After paging the focus goes to the count above the new page (Next is disabled on the last one).
  const paging = useFocusAfterPaging<HTMLParagraphElement>(log.isPlaceholderData ? undefined : log.data);

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('audit.title')}
        </Title>
        <Text c="dimmed">{t('audit.intro')}</Text>
      </Stack>
      <Select
        label={t('audit.filter')}
        placeholder={t('audit.allActions')}
        data={AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) }))}
        value={action}
        onChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value) next.set('action', value);
            else next.delete('action');
            next.delete('page');
            return next;
          })
        }
        clearable
        w={{ base: '100%', sm: 280 }}
      />
      {log.isPending ? (
        <ListLoading />
      ) : log.isError ? (
        <ListError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.data.length === 0 ? (
        <ListEmpty text={t('audit.empty')} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite" ref={paging.target} tabIndex={-1} data-testid="audit-count" style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
            {t('audit.count', { count: log.data.total })}
          </Text>
          <ScrollTable minWidth={760} label={t('audit.title')}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.columns.when')}</Table.Th>
                  <Table.Th>{t('audit.columns.who')}</Table.Th>
                  <Table.Th>{t('audit.columns.action')}</Table.Th>
                  <Table.Th>{t('audit.columns.what')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.data.map((entry) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {longDateTime(entry.at, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm" fw={500}>
                          {entry.actor.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {entry.actor.email}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`audit.actions.${entry.action}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{text(entry)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {pages > 1 && (
            <Center>
              <Pagination value={page} onChange={(next) => (paging.asked(), setPage(next))} total={pages} getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })} getItemProps={(n) => ({ 'aria-label': t('page.number', { number: n }) })} />
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
