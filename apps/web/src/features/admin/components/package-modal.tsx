import { ActionIcon, Button, Group, Modal, MultiSelect, NumberInput, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { CatalogPackage, getCatalog } from '@portal/domain/catalog/calls';
import type { CallResponse } from '@portal/domain/call';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajor, toMinor } from '@portal/domain/money/rules';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useSavePackage } from '../api';
import { DownloadablesEditor, type Downloadable } from './downloadables-editor';

type Catalog = CallResponse<typeof getCatalog>;
type Price = { currency: string; amount: number | string };

/** Creates or edits a package; prices are typed in major units and sent as integer minor units of each currency. */
export function PackageModal({ catalog, editing, onClose }: { catalog: Catalog; editing: CatalogPackage | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const pkg = editing === 'new' ? null : editing;
  const save = useSavePackage();
  const [name, setName] = useState(pkg?.name ?? '');
  const [prices, setPrices] = useState<Price[]>(pkg ? Object.entries(pkg.prices).map(([currency, minor]) => ({ currency, amount: toMajor(minor, currency) })) : [{ currency: catalog.currency, amount: '' }]);
  const [description, setDescription] = useState(pkg?.descriptionHtml ?? '');
  const [purchasable, setPurchasable] = useState(pkg?.purchasable ?? true);
  const [serviceIds, setServiceIds] = useState<string[]>(pkg?.serviceIds ?? []);
  const [contractId, setContractId] = useState<string | null>(pkg?.contractId ?? null);
  const [surveyId, setSurveyId] = useState<string | null>(pkg?.surveyId ?? null);
  const [surveyUrl, setSurveyUrl] = useState(pkg?.surveyUrl ?? '');
  const [downloadables, setDownloadables] = useState<Downloadable[]>(pkg?.downloadables ?? []);

  const submit = () =>
    save.mutate(
      {
        id: pkg?._id ?? null,
        body: {
          name,
          prices: Object.fromEntries(prices.filter((p) => p.currency && p.amount !== '').map((p) => [p.currency.trim().toLowerCase(), toMinor(Number(p.amount), p.currency.trim().toLowerCase())])),
          descriptionHtml: description,
          purchasable,
          serviceIds,
          downloadables: downloadables.map((d) => ({ ...d, title: d.title.trim() })),
          contractId,
          surveyId,
          surveyUrl,
        },
      },
      { onSuccess: onClose },
    );

  const services = catalog.services.filter((s) => !s.archived || serviceIds.includes(s._id)).map((s) => ({ value: s._id, label: s.name }));
  return (
    <Modal opened={editing !== null} onClose={onClose} title={pkg ? t('catalog.package.edit', { name: pkg.name }) : t('catalog.package.new')} size="lg" centered>
      <Stack gap="md">
        <ServerErrorAlert error={save.error} />
        <TextInput label={t('catalog.package.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required data-autofocus />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('catalog.package.prices')}
          </Text>
          {prices.map((price, i) => (
            <Group key={i} gap="sm" align="flex-end">
              <TextInput label={t('catalog.package.currency')} value={price.currency} onChange={(e) => setPrices(prices.map((p, j) => (j === i ? { ...p, currency: e.currentTarget.value } : p)))} w={110} maxLength={3} />
              <NumberInput label={t('catalog.package.amount')} value={price.amount} onChange={(v) => setPrices(prices.map((p, j) => (j === i ? { ...p, amount: v } : p)))} min={0} decimalScale={2} fixedDecimalScale w={160} />
              {prices.length > 1 && (
                <ActionIcon variant="subtle" color="red" mb={6} onClick={() => setPrices(prices.filter((_, j) => j !== i))} aria-label={t('catalog.package.removePrice', { currency: price.currency })}>
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setPrices([...prices, { currency: '', amount: '' }])} style={{ alignSelf: 'flex-start' }}>
            {t('catalog.package.addPrice')}
          </Button>
        </Stack>
        <MultiSelect label={t('catalog.package.services')} description={t('catalog.package.servicesHint')} data={services} value={serviceIds} onChange={setServiceIds} searchable comboboxProps={{ withinPortal: true }} />
        <Textarea label={t('catalog.package.description')} description={t('catalog.package.descriptionHint')} autosize minRows={3} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Group grow>
          <Select label={t('catalog.package.contract')} placeholder={t('catalog.none')} data={catalog.contracts.map((c) => ({ value: c._id, label: c.title }))} value={contractId} onChange={setContractId} clearable comboboxProps={{ withinPortal: true }} />
          <Select label={t('catalog.package.survey')} placeholder={t('catalog.none')} data={catalog.surveys.map((s) => ({ value: s._id, label: s.name }))} value={surveyId} onChange={setSurveyId} clearable comboboxProps={{ withinPortal: true }} />
        </Group>
        <TextInput label={t('catalog.package.surveyUrl')} placeholder="https://" value={surveyUrl} onChange={(e) => setSurveyUrl(e.currentTarget.value)} />
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
