import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { formatTableDate } from '@portal/domain/dates/format';
import { formatMoney } from '@portal/domain/money/rules';
import { BILLING_MESSAGES, type AdminPayment } from '@portal/domain/payments/calls';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonCell } from './list-pages';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { RefundModal } from './refund-modal';

const STATE_COLOUR = { pending: 'yellow', succeeded: 'teal', failed: 'red' } as const;

/** The "fully refunded" mark of a payment's row: where the focus goes when its Refund button is gone. */
const refundStateOf = (id: string) => [...document.querySelectorAll<HTMLElement>('[data-payment-id]')].find((row) => row.dataset.paymentId === id)?.querySelector<HTMLElement>('[data-refund-state]');

/** Payments with what was refunded of each (every refund listed) and a refund button while anything is left. */
export function PaymentsTable({ payments, showCustomer = true }: { payments: AdminPayment[]; showCustomer?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const focus = useReturnFocus();
  // The dialog follows the list as it is read again (a refused refund reads what is left anew).
  const current = refunding && (payments.find((p) => p._id === refunding._id) ?? refunding);
  const closeRefund = (id: string) => {
    setRefunding(null);
    focus.closed(() => refundStateOf(id));
  };
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const what = (p: AdminPayment) => (p.purpose === 'order' ? t('billing.payments.order', { number: p.orderNumber ?? '' }) : p.purpose === 'tip' ? t('billing.payments.tip', { number: p.orderNumber ?? '' }) : t('billing.payments.invoicePayment'));

  return (
    <>
      <Table.ScrollContainer minWidth={showCustomer ? 820 : 560} type="native">
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.payments.what')}</Table.Th>
              {showCustomer && <Table.Th>{t('billing.payments.customer')}</Table.Th>}
              <Table.Th>{t('billing.payments.amount')}</Table.Th>
              <Table.Th>{t('billing.payments.refunded')}</Table.Th>
              <Table.Th>{t('billing.payments.paidAt')}</Table.Th>
              <Table.Th ta="right">{t('people.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((p) => (
              <Table.Tr key={p._id} data-payment-id={p._id}>
                <Table.Td fw={500}>{what(p)}</Table.Td>
                {showCustomer && (
                  <Table.Td>
                    <PersonCell name={p.customer.name} email={p.customer.email} />
                  </Table.Td>
                )}
                <Table.Td>{money(p.amount, p.currency)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm">{money(p.refunded, p.currency)}</Text>
                    {p.refunds.map((r) => (
                      <Text key={r._id} size="xs" c="dimmed">
                        {formatTableDate(r.createdAt, i18n.language)} · {money(r.amount, r.currency)}{' '}
                        <Badge size="xs" variant="light" color={STATE_COLOUR[r.state]}>
                          {t(`billing.refund.state_${r.state}`)}
                        </Badge>
                        {r.reason ? ` · ${r.reason}` : ''}
                        {r.message ? ` · ${r.message === BILLING_MESSAGES.refundUnconfirmed ? t('billing.refund.unconfirmed') : r.message}` : ''}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>{formatTableDate(p.paidAt, i18n.language)}</Table.Td>
                <Table.Td ta="right">
                  {p.refundable > 0 ? (
                    <Button size="xs" variant="light" leftSection={<IconReceiptRefund size={16} aria-hidden />} onClick={(event) => {
                        focus.opened(event.currentTarget);
                        setRefunding(p);
                      }}
                      aria-label={t('billing.payments.refundWhat', { amount: money(p.amount, p.currency), name: p.customer.name })}>
                      {t('billing.payments.refund')}
                    </Button>
                  ) : (
                    <Badge variant="light" color="gray" data-refund-state="fully">
                      {t('billing.payments.fully')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {current && <RefundModal key={current._id} payment={current} onClose={() => closeRefund(current._id)} />}
    </>
  );
}
