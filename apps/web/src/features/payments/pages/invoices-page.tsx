import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatTableDate } from '@portal/domain/dates/format';
import { formatMoney } from '@portal/domain/money/rules';
import type { InvoiceView } from '@portal/domain/payments/calls';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSite } from '../../../platform/site-context';
import { PageLoader } from '../../../ui/page-loader';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { useInvoices } from '../api';
import { InvoicePayModal } from '../components/invoice-pay-modal';

/** Unpaid: Pay; refunded: the amount; any other status in upper case (spec 000 section 4). */
function StatusCell({ invoice, onPay }: { invoice: InvoiceView; onPay: (button: HTMLElement) => void }) {
  const { t, i18n } = useTranslation('payments');
  if (invoice.status === 'unpaid') {
    return (
      <Group gap="xs">
        <Badge color="orange" variant="light">
          {t('status.unpaid')}
        </Badge>
        <Button size="compact-sm" onClick={(event) => onPay(event.currentTarget)}>
          {t('pay')}
        </Button>
      </Group>
    );
  }
  if (invoice.status === 'refunded') {
    return (
      <Badge color="gray" variant="light">
        {t('status.refunded', { amount: formatMoney(invoice.refund_amount ?? 0, invoice.invoiceCurrency, i18n.language) })}
      </Badge>
    );
  }
  return (
    <Badge color="green" variant="light">
      {invoice.status === 'paid' ? t('status.paid') : invoice.status.toUpperCase()}
    </Badge>
  );
}

export default function InvoicesPage() {
  const { t, i18n } = useTranslation('payments');
  const site = useSite();
  const invoices = useInvoices();
  const [paying, setPaying] = useState<InvoiceView | null>(null);
  // The pay dialog is drawn only while open, so Mantine cannot give the focus back to its Pay button:
  // it fell to the page's body. The title takes it when that button is gone (the invoice got paid).
  const focus = useReturnFocus();
  const heading = useRef<HTMLHeadingElement>(null);
  const pay = (invoice: InvoiceView) => (button: HTMLElement) => {
    focus.opened(button);
    setPaying(invoice);
  };
  const closePay = () => {
    setPaying(null);
    focus.closed(() => heading.current);
  };
  // On phones each invoice is a card, so Pay is never off the screen in a table scrolled sideways.
  const phone = useMediaQuery('(max-width: 36em)');
  if (site.customCheckout?.url || site.website_settings.hide_invoices) return <Navigate to="/dashboard" replace />;

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2" ref={heading} tabIndex={-1}>
        {t('title')}
      </Title>
      {invoices.isPending && <PageLoader />}
      {invoices.isError && <ServerErrorAlert error={invoices.error} />}
      {invoices.data &&
        (() => {
          const data = invoices.data;
          if (data.invoices.length > 0 && phone) {
            return (
              <Stack gap="sm">
                {data.invoices.map((invoice) => (
                  <Card key={invoice._id} withBorder padding="md">
                    <Stack gap={6}>
                      <Text fw={600}>{invoice.packageName}</Text>
                      <InvoiceMeta invoice={invoice} />
                      <Group justify="space-between">
                        <Text size="sm" c="dimmed">
                          {formatTableDate(invoice.createdAt, i18n.language)}
                        </Text>
                        <Text fw={600}>{formatMoney(invoice.price, invoice.invoiceCurrency, i18n.language)}</Text>
                      </Group>
                      <StatusCell invoice={invoice} onPay={pay(invoice)} />
                    </Stack>
                  </Card>
                ))}
              </Stack>
            );
          }
          return data.invoices.length === 0 ? (
            <Card withBorder>
              <Text c="dimmed">{t('empty')}</Text>
            </Card>
          ) : (
            <Card withBorder padding={0}>
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="sm" horizontalSpacing="md">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('columns.package')}</Table.Th>
                      <Table.Th>{t('columns.date')}</Table.Th>
                      <Table.Th>{t('columns.price')}</Table.Th>
                      <Table.Th>{t('columns.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.invoices.map((invoice) => (
                      <Table.Tr key={invoice._id}>
                        <Table.Td>
                          {invoice.packageName}
                          <InvoiceMeta invoice={invoice} />
                        </Table.Td>
                        <Table.Td>{formatTableDate(invoice.createdAt, i18n.language)}</Table.Td>
                        <Table.Td>{formatMoney(invoice.price, invoice.invoiceCurrency, i18n.language)}</Table.Td>
                        <Table.Td>
                          <StatusCell invoice={invoice} onPay={pay(invoice)} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          );
        })()}
      {paying && <InvoicePayModal invoice={paying} onClose={closePay} />}
    </Stack>
  );
}

/** The invoice's number and due date, when it has them (an invoice the site's admin issued). */
function InvoiceMeta({ invoice }: { invoice: InvoiceView }) {
  const { t, i18n } = useTranslation('payments');
  const parts = [
    invoice.number !== null ? t('meta.number', { number: invoice.number }) : null,
    // A calendar day: dayjs reads YYYY-MM-DD in local time, not as UTC midnight (the day before west of UTC).
    invoice.dueDate ? t('meta.due', { date: formatTableDate(invoice.dueDate, i18n.language) }) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}
