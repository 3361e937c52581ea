import { Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CARD_CURRENCIES, toMinor } from '@portal/domain/money/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../platform/site-context';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useCreateInvoice, usePeople } from '../api';

/** A new invoice for a customer: found by name or e-mail, an amount (typed in major units), what it is for and when it is due. */
export function InvoiceModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const site = useSite();
  const create = useCreateInvoice();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const people = usePeople({ kind: 'customers', q, page: 1 });
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const siteCurrency = (CARD_CURRENCIES as readonly string[]).includes(site.currency) ? site.currency : 'usd';
  const [currency, setCurrency] = useState<string | null>(siteCurrency);
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const options = (people.data?.data ?? []).filter((p) => !p.deactivated).map((p) => ({ value: p._id, label: `${p.firstName} ${p.lastName} (${p.email})` }));

  const submit = () =>
    create.mutate(
      { customerId: customerId ?? '', amount: amount === '' ? 0 : toMinor(Number(amount), currency), currency: currency ?? '', description, dueDate: dueDate || null },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: t('billing.invoice.created', { number: `#${answer.invoice.number ?? ''}`, name: answer.invoice.customer.name }) });
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('billing.invoice.title')} size="lg" centered>
      <Stack gap="md">
        <ServerErrorAlert error={create.error} />
        <Select
          label={t('billing.invoice.customer')}
          description={t('billing.invoice.customerHint')}
          data={options}
          value={customerId}
          onChange={setCustomerId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={people.isFetching ? undefined : t('billing.invoice.noCustomer')}
          required
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Group grow align="flex-start">
          <NumberInput label={t('billing.invoice.amount')} value={amount} onChange={setAmount} min={0.01} decimalScale={2} fixedDecimalScale required />
          <Select label={t('billing.invoice.currency')} data={CARD_CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))} value={currency} onChange={setCurrency} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
        </Group>
        <Textarea label={t('billing.invoice.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} maxLength={500} required />
        <TextInput type="date" label={t('billing.invoice.dueDate')} value={dueDate} onChange={(e) => setDueDate(e.currentTarget.value)} w={220} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            {t('billing.invoice.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
