import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CARD_CURRENCIES, toMajor, toMinor } from '@portal/domain/money/rules';
import { invoiceBody, type InvoiceBody } from '@portal/domain/payments/calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../platform/site-context';
import { placeIssues, ProblemsAlert, schemaIssues, useCheckedSubmit, useIssueText, type FieldIssue } from '../../../ui/field-problems';
import { NumberField, numberProblem, useNumberProblemText } from '../../../ui/number-field';
import { useCreateInvoice, usePeople } from '../api';

type Field = 'customerId' | 'amount' | 'currency' | 'description' | 'dueDate';
/** The contract's largest invoice, in minor units. */
const MAX_AMOUNT_MINOR = 100_000_000;

/** A new invoice for a customer: found by name or e-mail, an amount (typed in major units), what it is for and when it is due. */
export function InvoiceModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const site = useSite();
  const create = useCreateInvoice();
  const problems = useCheckedSubmit<Field>();
  const issueText = useIssueText();
  const numberText = useNumberProblemText();
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

  const amountRule = { required: true, min: toMajor(1, currency), max: toMajor(MAX_AMOUNT_MINOR, currency) };
  const amountProblem = () => numberText(numberProblem(amount, amountRule), currency);

  const body = (): InvoiceBody => ({ customerId: customerId ?? '', amount: amount === '' ? 0 : toMinor(Number(amount), currency), currency: currency ?? '', description, dueDate: dueDate || null });

  /** Each issue of the contract's check or of the server's answer on its field, in the reader's words. */
  const place = (issue: FieldIssue): { field: Field; text: string } | null => {
    switch (issue.path) {
      case 'customerId':
        return { field: 'customerId', text: issueText(issue.code, 'choice') };
      case 'currency':
        return { field: 'currency', text: issueText(issue.code, 'choice', { bad_request: t('billing.invoice.cardCurrency') }) };
      case 'amount':
        return { field: 'amount', text: amountProblem() ?? issueText(issue.code, 'number') };
      case 'description':
      case 'dueDate':
        return { field: issue.path, text: issueText(issue.code, 'text') };
      default:
        return null;
    }
  };

  /** The contract's own check, every field at once; the amount as typed (never rounded into range). */
  const check = () => {
    const found = placeIssues(schemaIssues(invoiceBody.safeParse(body())), place);
    const typed = amountProblem();
    if (typed) found.problems.amount = typed;
    return found;
  };

  const submit = () =>
    problems.submit({
      check,
      send: () => create.mutateAsync(body()),
      place,
      done: (answer) => {
        notifications.show({ color: 'teal', message: t('billing.invoice.created', { number: `#${answer.invoice.number ?? ''}`, name: answer.invoice.customer.name }) });
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={t('billing.invoice.title')} size="lg" centered>
      <Stack gap="md" ref={problems.ref}>
        <ProblemsAlert state={problems} />
        <Select
          label={t('billing.invoice.customer')}
          description={t('billing.invoice.customerHint')}
          data={options}
          value={customerId}
          onChange={problems.clearing('customerId', setCustomerId)}
          error={problems.problems.customerId}
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
          <NumberField label={t('billing.invoice.amount')} value={amount} onChange={problems.clearing('amount', setAmount)} currency={currency} min={amountRule.min} error={problems.problems.amount} required />
          <Select
            label={t('billing.invoice.currency')}
            data={CARD_CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
            value={currency}
            onChange={(value) => {
              setCurrency(value);
              problems.clear('currency');
              problems.clear('amount');
            }}
            error={problems.problems.currency}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Textarea label={t('billing.invoice.description')} value={description} onChange={(e) => problems.clearing('description', setDescription)(e.currentTarget.value)} error={problems.problems.description} autosize minRows={2} maxLength={500} required />
        <TextInput type="date" label={t('billing.invoice.dueDate')} value={dueDate} onChange={(e) => problems.clearing('dueDate', setDueDate)(e.currentTarget.value)} error={problems.problems.dueDate} w={220} />
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
