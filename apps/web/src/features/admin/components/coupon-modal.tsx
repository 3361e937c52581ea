import { Button, Group, Modal, MultiSelect, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { CatalogCoupon, CatalogPackage } from '@portal/domain/catalog/calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useSaveCoupon } from '../api';

type Kind = 'percent' | 'fixed';
const limit = (v: number | string) => (v === '' ? null : Number(v));
/** The day (YYYY-MM-DD) an instant falls on where the admin is, as the date field shows it. */
const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Creates or edits a coupon; a fixed amount is typed in major units and sent in minor units. */
export function CouponModal({ packages, editing, onClose }: { packages: CatalogPackage[]; editing: CatalogCoupon | 'new'; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const coupon = editing === 'new' ? null : editing;
  const save = useSaveCoupon();
  const [code, setCode] = useState(coupon?.code ?? '');
  const [kind, setKind] = useState<Kind>(coupon?.kind ?? 'percent');
  const [value, setValue] = useState<number | string>(coupon ? (coupon.kind === 'fixed' ? coupon.value / 100 : coupon.value) : '');
  const [expiresOn, setExpiresOn] = useState(coupon?.expiresAt ? localDay(coupon.expiresAt) : '');
  const [maxUses, setMaxUses] = useState<number | string>(coupon?.maxUses ?? '');
  const [perCustomer, setPerCustomer] = useState<number | string>(coupon?.perCustomerLimit ?? '');
  const [packageIds, setPackageIds] = useState<string[]>(coupon?.packageIds ?? []);

  const submit = () =>
    save.mutate(
      {
        id: coupon?._id ?? null,
        body: {
          code: code.trim(),
          kind,
          value: value === '' ? 0 : kind === 'fixed' ? Math.round(Number(value) * 100) : Number(value),
          // The end of the chosen day, where the admin is.
          expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null,
          maxUses: limit(maxUses),
          perCustomerLimit: limit(perCustomer),
          packageIds,
        },
      },
      { onSuccess: onClose },
    );

  const choices = packages.filter((p) => !p.archived || packageIds.includes(p._id)).map((p) => ({ value: p._id, label: p.name }));
  return (
    <Modal opened onClose={onClose} title={coupon ? t('catalog.coupon.edit', { code: coupon.code }) : t('catalog.coupon.new')} size="lg" centered>
      <Stack gap="md">
        <ServerErrorAlert error={save.error} />
        <TextInput label={t('catalog.coupon.code')} description={t('catalog.coupon.codeHint')} value={code} onChange={(e) => setCode(e.currentTarget.value)} required maxLength={64} data-autofocus />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="coupon-kind">
            {t('catalog.coupon.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="coupon-kind"
            value={kind}
            onChange={(v) => setKind(v as Kind)}
            data={[
              { value: 'percent', label: t('catalog.coupon.percent') },
              { value: 'fixed', label: t('catalog.coupon.fixed') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <NumberInput
          label={kind === 'percent' ? t('catalog.coupon.percentValue') : t('catalog.coupon.fixedValue')}
          value={value}
          onChange={setValue}
          min={kind === 'percent' ? 1 : 0.01}
          max={kind === 'percent' ? 100 : undefined}
          decimalScale={kind === 'percent' ? 0 : 2}
          fixedDecimalScale={kind === 'fixed'}
          required
          w={220}
        />
        <TextInput type="date" label={t('catalog.coupon.expiresAt')} placeholder={t('catalog.coupon.never')} value={expiresOn} onChange={(e) => setExpiresOn(e.currentTarget.value)} w={220} />
        <Group grow>
          <NumberInput label={t('catalog.coupon.maxUses')} placeholder={t('catalog.coupon.unlimited')} value={maxUses} onChange={setMaxUses} min={1} allowDecimal={false} />
          <NumberInput label={t('catalog.coupon.perCustomerLimit')} placeholder={t('catalog.coupon.unlimited')} value={perCustomer} onChange={setPerCustomer} min={1} allowDecimal={false} />
        </Group>
        <MultiSelect label={t('catalog.coupon.packages')} placeholder={packageIds.length ? undefined : t('catalog.coupon.allPackages')} data={choices} value={packageIds} onChange={setPackageIds} searchable comboboxProps={{ withinPortal: true }} />
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
