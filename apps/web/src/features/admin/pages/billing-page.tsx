import { Alert, Badge, Button, Group, Select, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { formatTableDate } from '@portal/domain/dates/format';
import { formatMoney } from '@portal/domain/money/rules';
import { ADMIN_BILLING_PER_PAGE } from '@portal/domain/payments/calls';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../platform/site-context';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { useAdminInvoices, useAdminPayments } from '../api';
import { InvoiceModal } from '../components/invoice-modal';
import { ListPages, PersonCell } from '../components/list-pages';
import { PaymentsTable } from '../components/payments-table';

type Status = 'unpaid' | 'paid' | 'refunded';
const STATUSES: Status[] = ['unpaid', 'paid', 'refunded'];
const STATUS_COLOUR: Record<Status, string> = { unpaid: 'yellow', paid: 'teal', refunded: 'gray' };

function InvoicesPanel() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status | null>(null);
  const [creating, setCreating] = useState(false);
  const focus = useReturnFocus();
  const invoices = useAdminInvoices(page, status);
  const site = useSite();
  // Customers of a site that hides invoices (or sells through its own checkout) have no invoices page.
  const hidden = site.website_settings.hide_invoices || Boolean(site.customCheckout?.url);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);

  return (
    <Stack gap="md">
      {hidden && (
        <Alert color="yellow" variant="light">
          {t('billing.invoices.hidden')}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={(event) => {
            focus.opened(event.currentTarget);
            setCreating(true);
          }}
          disabled={hidden}
        >
          {t('billing.invoices.new')}
        </Button>
        <Select
          label={t('billing.invoices.filter')}
          placeholder={t('billing.invoices.allStatuses')}
          data={STATUSES.map((s) => ({ value: s, label: t(`billing.invoices.status_${s}`) }))}
          value={status}
          onChange={(v) => {
            setStatus(v as Status | null);
            setPage(1);
          }}
          clearable
          w={220}
        />
      </Group>
      {invoices.isPending ? (
        <ListLoading />
      ) : invoices.isError ? (
        <ListError error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.data.length === 0 ? (
        <ListEmpty text={t('billing.invoices.none')} />
      ) : (
        <>
          <ScrollTable minWidth={860} label={t('billing.tabs.invoices')}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.invoices.number')}</Table.Th>
                  <Table.Th>{t('billing.invoices.customer')}</Table.Th>
                  <Table.Th>{t('billing.invoices.description')}</Table.Th>
                  <Table.Th>{t('billing.invoices.amount')}</Table.Th>
                  <Table.Th>{t('billing.invoices.status')}</Table.Th>
                  <Table.Th>{t('billing.invoices.due')}</Table.Th>
                  <Table.Th>{t('billing.invoices.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.data.data.map((inv) => (
                  <Table.Tr key={inv._id}>
                    <Table.Td fw={500}>{inv.number === null ? '—' : `#${inv.number}`}</Table.Td>
                    <Table.Td>
                      <PersonCell name={inv.customer.name} email={inv.customer.email} />
                    </Table.Td>
                    <Table.Td>{inv.description}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm">{money(inv.amount, inv.currency)}</Text>
                        {inv.refunded > 0 && (
                          <Text size="xs" c="dimmed">
                            {t('billing.invoices.refunded')}: {money(inv.refunded, inv.currency)}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOUR[inv.status]}>
                        {t(`billing.invoices.status_${inv.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{inv.dueDate ? formatTableDate(inv.dueDate, i18n.language) : '—'}</Table.Td>
                    <Table.Td>{formatTableDate(inv.createdAt, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <ListPages total={invoices.data.total} perPage={ADMIN_BILLING_PER_PAGE} page={page} setPage={setPage} />
        </>
      )}
      {creating && (
        <InvoiceModal
          onClose={() => {
            setCreating(false);
            focus.closed();
          }}
        />
      )}
    </Stack>
  );
}

function PaymentsPanel() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const payments = useAdminPayments(page);
  if (payments.isPending) return <ListLoading />;
  if (payments.isError) return <ListError error={payments.error} onRetry={() => void payments.refetch()} />;
  if (payments.data.data.length === 0) return <ListEmpty text={t('billing.payments.none')} />;
  return (
    <Stack gap="md">
      <PaymentsTable payments={payments.data.data} />
      <ListPages total={payments.data.total} perPage={ADMIN_BILLING_PER_PAGE} page={page} setPage={setPage} />
    </Stack>
  );
}

/** /admin/billing: the invoices sent to customers (and a new one), and the payments to refund. */
export default function BillingPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<string | null>('invoices');
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('billing.title')}
        </Title>
        <Text c="dimmed">{t('billing.intro')}</Text>
      </Stack>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="invoices">{t('billing.tabs.invoices')}</Tabs.Tab>
          <Tabs.Tab value="payments">{t('billing.tabs.payments')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          {tab === 'invoices' && <InvoicesPanel />}
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          {tab === 'payments' && <PaymentsPanel />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
