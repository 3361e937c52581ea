import { ActionIcon, Button, Group, Modal, MultiSelect, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { packageBody, type CatalogPackage, type getCatalog, type PackageBody } from '@portal/domain/catalog/calls';
import type { CallResponse } from '@portal/domain/call';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajor, toMinor } from '@portal/domain/money/rules';
import { placeIssues, ProblemsAlert, schemaIssues, useCheckedSubmit, useIssueText, type FieldIssue } from '../../../ui/field-problems';
import { NumberField, numberProblem, useNumberProblemText } from '../../../ui/number-field';
import { useSavePackage } from '../api';
import { DownloadablesEditor, type Downloadable } from './downloadables-editor';

type Catalog = CallResponse<typeof getCatalog>;
type Price = { currency: string; amount: number | string };
type Field = 'name' | 'serviceIds' | 'descriptionHtml' | 'contractId' | 'surveyId' | 'surveyUrl' | `prices.${number}.currency` | `prices.${number}.amount`;
/** The contract's highest price, in minor units. */
const MAX_PRICE_MINOR = 100_000_000;
const CURRENCY = /^[a-z]{3}$/;
const code = (price: Price) => price.currency.trim().toLowerCase();

/** Creates or edits a package; prices are typed in major units and sent as integer minor units of each currency. */
export function PackageModal({ catalog, editing, onClose }: { catalog: Catalog; editing: CatalogPackage | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const pkg = editing === 'new' ? null : editing;
  const save = useSavePackage();
  const problems = useCheckedSubmit<Field>();
  const issueText = useIssueText();
  const numberText = useNumberProblemText();
  const [name, setName] = useState(pkg?.name ?? '');
  const [prices, setPrices] = useState<Price[]>(pkg ? Object.entries(pkg.prices).map(([currency, minor]) => ({ currency, amount: toMajor(minor, currency) })) : [{ currency: catalog.currency, amount: '' }]);
  const [description, setDescription] = useState(pkg?.descriptionHtml ?? '');
  const [purchasable, setPurchasable] = useState(pkg?.purchasable ?? true);
  const [serviceIds, setServiceIds] = useState<string[]>(pkg?.serviceIds ?? []);
  const [contractId, setContractId] = useState<string | null>(pkg?.contractId ?? null);
  const [surveyId, setSurveyId] = useState<string | null>(pkg?.surveyId ?? null);
  const [surveyUrl, setSurveyUrl] = useState(pkg?.surveyUrl ?? '');
  const [downloadables, setDownloadables] = useState<Downloadable[]>(pkg?.downloadables ?? []);

  const setPrice = (i: number, change: Partial<Price>) => {
    setPrices(prices.map((p, j) => (j === i ? { ...p, ...change } : p)));
    problems.clear(`prices.${i}.${'currency' in change ? 'currency' : 'amount'}`);
  };
  const priceRule = (currency: string) => ({ required: true, min: 0, max: toMajor(MAX_PRICE_MINOR, currency) });
  /** The rows the admin filled in (a row left empty is no price). */
  const filled = () => prices.map((price, i) => ({ price, i })).filter(({ price }) => price.currency.trim() !== '' || price.amount !== '');

  const body = (): PackageBody => ({
    name,
    prices: Object.fromEntries(filled().map(({ price }) => [code(price), toMinor(Number(price.amount), code(price))])),
    descriptionHtml: description,
    purchasable,
    serviceIds,
    downloadables: downloadables.map((d) => ({ ...d, title: d.title.trim() })),
    contractId,
    surveyId,
    surveyUrl,
  });

  /** Each issue of the contract's check or of the server's answer on its field, in the reader's words. */
  const place = (issue: FieldIssue): { field: Field; text: string } | null => {
    const [head, key] = issue.path.split('.');
    if (head === 'prices') {
      // A price is keyed by its currency: its row is the one with that code.
      const row = key === undefined ? 0 : prices.findIndex((p) => code(p) === key);
      if (row < 0) return null;
      if (key === undefined) return { field: `prices.${row}.amount`, text: t('catalog.problems.priceRequired') };
      if (issue.code === 'invalid_key') return { field: `prices.${row}.currency`, text: t('catalog.problems.currency') };
      return { field: `prices.${row}.amount`, text: numberText(numberProblem(prices[row]!.amount, priceRule(key)), key) ?? issueText(issue.code, 'number') };
    }
    const unknown = { bad_request: t('catalog.problems.unknownChoice') };
    switch (issue.path) {
      case 'name':
      case 'descriptionHtml':
        return { field: issue.path, text: issueText(issue.code, 'text') };
      case 'serviceIds':
      case 'contractId':
      case 'surveyId':
        return { field: issue.path, text: issueText(issue.code, 'choice', unknown) };
      case 'surveyUrl':
        return { field: issue.path, text: issueText(issue.code, 'text', { invalid_format: t('catalog.problems.url'), custom: t('catalog.problems.surveyOne') }) };
      default:
        // A downloadable's title: its editor marks it itself.
        return null;
    }
  };

  /** What the form finds wrong before sending, every field at once: the contract's rules, then each price row as typed (never rounded). */
  const check = () => {
    const found = placeIssues(schemaIssues(packageBody.safeParse(body())), place);
    const seen = new Set<string>();
    const rows = filled();
    for (const { price, i } of rows) {
      const currency = code(price);
      if (!CURRENCY.test(currency)) found.problems[`prices.${i}.currency`] = t('catalog.problems.currency');
      else if (seen.has(currency)) found.problems[`prices.${i}.currency`] = t('catalog.problems.currencyTwice');
      seen.add(currency);
      const amount = numberText(numberProblem(price.amount, priceRule(currency)), CURRENCY.test(currency) ? currency : undefined);
      if (amount) found.problems[`prices.${i}.amount`] = amount;
    }
    return found;
  };

  const submit = () => problems.submit({ check, send: () => save.mutateAsync({ id: pkg?._id ?? null, body: body() }), place, done: onClose });

  const services = catalog.services.filter((s) => !s.archived || serviceIds.includes(s._id)).map((s) => ({ value: s._id, label: s.name }));
  return (
    <Modal opened={editing !== null} onClose={onClose} title={pkg ? t('catalog.package.edit', { name: pkg.name }) : t('catalog.package.new')} size="lg" centered>
      <Stack gap="md" ref={problems.ref}>
        <ProblemsAlert state={problems} />
        <TextInput label={t('catalog.package.name')} value={name} onChange={(e) => problems.clearing('name', setName)(e.currentTarget.value)} error={problems.problems.name} required data-autofocus />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('catalog.package.prices')}
          </Text>
          {prices.map((price, i) => (
            <Group key={i} gap="sm" align="flex-start">
              <TextInput label={t('catalog.package.currency')} value={price.currency} onChange={(e) => setPrice(i, { currency: e.currentTarget.value })} error={problems.problems[`prices.${i}.currency`]} w={110} maxLength={3} />
              <NumberField label={t('catalog.package.amount')} value={price.amount} onChange={(v) => setPrice(i, { amount: v })} currency={code(price)} min={0} error={problems.problems[`prices.${i}.amount`]} w={160} />
              {prices.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  onClick={() => {
                    setPrices(prices.filter((_, j) => j !== i));
                    // The rows below move up: their marks no longer fit them.
                    problems.clear();
                  }}
                  aria-label={t('catalog.package.removePrice', { currency: price.currency })}>
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setPrices([...prices, { currency: '', amount: '' }])} style={{ alignSelf: 'flex-start' }}>
            {t('catalog.package.addPrice')}
          </Button>
        </Stack>
        <MultiSelect
          label={t('catalog.package.services')}
          description={t('catalog.package.servicesHint')}
          data={services}
          value={serviceIds}
          onChange={problems.clearing('serviceIds', setServiceIds)}
          error={problems.problems.serviceIds}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('catalog.package.description')}
          description={t('catalog.package.descriptionHint')}
          autosize
          minRows={3}
          value={description}
          onChange={(e) => problems.clearing('descriptionHtml', setDescription)(e.currentTarget.value)}
          error={problems.problems.descriptionHtml}
        />
        <Group grow align="flex-start">
          <Select
            label={t('catalog.package.contract')}
            placeholder={t('catalog.none')}
            data={catalog.contracts.map((c) => ({ value: c._id, label: c.title }))}
            value={contractId}
            onChange={problems.clearing('contractId', setContractId)}
            error={problems.problems.contractId}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('catalog.package.survey')}
            placeholder={t('catalog.none')}
            data={catalog.surveys.map((s) => ({ value: s._id, label: s.name }))}
            value={surveyId}
            onChange={(v) => {
              setSurveyId(v);
              problems.clear('surveyId');
              problems.clear('surveyUrl');
            }}
            error={problems.problems.surveyId}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <TextInput
          label={t('catalog.package.surveyUrl')}
          placeholder="https://"
          value={surveyUrl}
          onChange={(e) => problems.clearing('surveyUrl', setSurveyUrl)(e.currentTarget.value)}
          error={problems.problems.surveyUrl}
        />
        <DownloadablesEditor value={downloadables} onChange={setDownloadables} disabled={save.isPending} />
        <Switch label={t('catalog.package.purchasable')} checked={purchasable} onChange={(e) => setPurchasable(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('catalog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
