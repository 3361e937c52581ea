import { Button, Group, Modal, MultiSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { couponBody, type CatalogCoupon, type CatalogPackage, type CouponBody } from '@portal/domain/catalog/calls';
import { toMajor, toMinor } from '@portal/domain/money/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeIssues, ProblemsAlert, schemaIssues, useCheckedSubmit, useIssueText, type FieldIssue } from '../../../ui/field-problems';
import { fieldNumber, NumberField, numberProblem, useNumberProblemText, type NumberRule } from '../../../ui/number-field';
import { useSaveCoupon } from '../api';

type Kind = 'percent' | 'fixed';
type Field = 'code' | 'value' | 'expiresAt' | 'maxUses' | 'perCustomerLimit' | 'packageIds';
const FIELDS: readonly Field[] = ['code', 'value', 'expiresAt', 'maxUses', 'perCustomerLimit', 'packageIds'];
/** The contract's limits, as the admin types them. */
const MAX_USES: NumberRule = { min: 1, max: 1_000_000, whole: true };
const PER_CUSTOMER: NumberRule = { min: 1, max: 1_000, whole: true };
const MAX_FIXED_MINOR = 100_000_000;

const limit = (v: number | string) => fieldNumber(v);
/** The day (YYYY-MM-DD) an instant falls on where the admin is, as the date field shows it. */
const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Creates or edits a coupon; a fixed amount is typed in major units of the site's currency and sent in
 * minor units. A value out of range is refused on its field, never changed; a new expiry day that has
 * already passed is refused (a coupon no one could use).
 */
export function CouponModal({ packages, editing, currency, onClose }: { packages: CatalogPackage[]; editing: CatalogCoupon | 'new'; currency: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const coupon = editing === 'new' ? null : editing;
  const save = useSaveCoupon();
  const problems = useCheckedSubmit<Field>();
  const issueText = useIssueText();
  const numberText = useNumberProblemText();
  const [code, setCode] = useState(coupon?.code ?? '');
  const [kind, setKind] = useState<Kind>(coupon?.kind ?? 'percent');
  const [value, setValue] = useState<number | string>(coupon ? (coupon.kind === 'fixed' ? toMajor(coupon.value, currency) : coupon.value) : '');
  const initialExpiry = coupon?.expiresAt ? localDay(coupon.expiresAt) : '';
  const [expiresOn, setExpiresOn] = useState(initialExpiry);
  const [maxUses, setMaxUses] = useState<number | string>(coupon?.maxUses ?? '');
  const [perCustomer, setPerCustomer] = useState<number | string>(coupon?.perCustomerLimit ?? '');
  const [packageIds, setPackageIds] = useState<string[]>(coupon?.packageIds ?? []);

  const valueRule: NumberRule = kind === 'percent' ? { required: true, min: 1, max: 100, whole: true } : { required: true, min: toMajor(1, currency), max: toMajor(MAX_FIXED_MINOR, currency) };
  const valueCurrency = kind === 'fixed' ? currency : undefined;

  /** Each issue of the contract's check or of the server's answer, on its field and in the reader's words. */
  const place = (issue: FieldIssue): { field: Field; text: string } | null => {
    const field = FIELDS.find((f) => f === issue.path);
    if (!field) return null;
    if (field === 'code') return { field, text: issueText(issue.code, 'text', { invalid_format: t('catalog.problems.codeFormat'), bad_request: t('catalog.problems.codeTaken') }) };
    if (field === 'packageIds') return { field, text: issueText(issue.code, 'choice', { bad_request: t('catalog.problems.unknownChoice') }) };
    if (field === 'expiresAt') return { field, text: issueText(issue.code, 'text') };
    const rules = { value: valueRule, maxUses: MAX_USES, perCustomerLimit: PER_CUSTOMER };
    const typed = { value, maxUses, perCustomerLimit: perCustomer }[field];
    return { field, text: numberText(numberProblem(typed, rules[field]), field === 'value' ? valueCurrency : undefined) ?? issueText(issue.code, 'number') };
  };

  const body = (): CouponBody => ({
    code: code.trim(),
    kind,
    value: value === '' ? 0 : kind === 'fixed' ? toMinor(Number(value), currency) : Number(value),
    // The end of the chosen day, where the admin is.
    expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null,
    maxUses: limit(maxUses),
    perCustomerLimit: limit(perCustomer),
    packageIds,
  });

  /** What the form finds wrong before sending, every field at once: the contract's rules, the numbers as typed (never rounded), a day gone by. */
  const check = () => {
    const found = placeIssues(schemaIssues(couponBody.safeParse(body())), place);
    const numbers = [
      ['value', numberText(numberProblem(value, valueRule), valueCurrency)],
      ['maxUses', numberText(numberProblem(maxUses, MAX_USES))],
      ['perCustomerLimit', numberText(numberProblem(perCustomer, PER_CUSTOMER))],
    ] as const;
    for (const [field, text] of numbers) if (text) found.problems[field] = text;
    // A day already gone is refused when it is chosen now; an old coupon's own past day may stay.
    if (expiresOn && expiresOn !== initialExpiry && expiresOn < localDay(new Date().toISOString())) found.problems.expiresAt = t('catalog.problems.pastDay');
    return found;
  };

  const submit = () => problems.submit({ check, send: () => save.mutateAsync({ id: coupon?._id ?? null, body: body() }), place, done: onClose });

  const choices = packages.filter((p) => !p.archived || packageIds.includes(p._id)).map((p) => ({ value: p._id, label: p.name }));
  return (
    <Modal opened onClose={onClose} title={coupon ? t('catalog.coupon.edit', { code: coupon.code }) : t('catalog.coupon.new')} size="lg" centered>
      <Stack gap="md" ref={problems.ref}>
        <ProblemsAlert state={problems} />
        <TextInput label={t('catalog.coupon.code')} description={t('catalog.coupon.codeHint')} value={code} onChange={(e) => problems.clearing('code', setCode)(e.currentTarget.value)} error={problems.problems.code} required maxLength={64} data-autofocus />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="coupon-kind">
            {t('catalog.coupon.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="coupon-kind"
            value={kind}
            onChange={(v) => problems.clearing('value', setKind)(v as Kind)}
            data={[
              { value: 'percent', label: t('catalog.coupon.percent') },
              { value: 'fixed', label: t('catalog.coupon.fixed') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <NumberField
          label={kind === 'percent' ? t('catalog.coupon.percentValue') : t('catalog.coupon.fixedValue')}
          value={value}
          onChange={problems.clearing('value', setValue)}
          min={valueRule.min}
          max={valueRule.max}
          currency={valueCurrency}
          error={problems.problems.value}
          required
          w={220}
        />
        <TextInput type="date" label={t('catalog.coupon.expiresAt')} placeholder={t('catalog.coupon.never')} value={expiresOn} onChange={(e) => problems.clearing('expiresAt', setExpiresOn)(e.currentTarget.value)} error={problems.problems.expiresAt} w={220} />
        <Group grow align="flex-start">
          <NumberField label={t('catalog.coupon.maxUses')} placeholder={t('catalog.coupon.unlimited')} value={maxUses} onChange={problems.clearing('maxUses', setMaxUses)} min={MAX_USES.min} error={problems.problems.maxUses} />
          <NumberField label={t('catalog.coupon.perCustomerLimit')} placeholder={t('catalog.coupon.unlimited')} value={perCustomer} onChange={problems.clearing('perCustomerLimit', setPerCustomer)} min={PER_CUSTOMER.min} error={problems.problems.perCustomerLimit} />
        </Group>
        <MultiSelect
          label={t('catalog.coupon.packages')}
          placeholder={packageIds.length ? undefined : t('catalog.coupon.allPackages')}
          data={choices}
          value={packageIds}
          onChange={problems.clearing('packageIds', setPackageIds)}
          error={problems.problems.packageIds}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
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
