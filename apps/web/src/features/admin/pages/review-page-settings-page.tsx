import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReviewPageSettings } from '@portal/domain/critiques/rules';
import { currencySymbol, FREQUENCIES, toMajor, toMinor, type Frequency } from '@portal/domain/money/rules';
import { MAX_CLIENT_PRODUCT_PRICE, MAX_CLIENT_PRODUCTS, reviewPageBodySchema, type ReviewPageBody } from '@portal/domain/site-settings/calls';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../../ui/list-states';
import { NumberField, numberProblem, useNumberProblemText } from '../../../ui/number-field';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useReviewPageSettings, useSaveReviewPageSettings } from '../api';
import { useCheckedPublish, useProblemText } from '../components/use-checked-publish';

type Product = { _id?: string; name: string; price: number | string; frequency: Frequency; productLink: string; productDescription: string; buttonText: string };
type Form = { products: Product[]; expertOn: boolean; expert: { helperText: string; buttonText: string }; callUsOn: boolean; callUs: { phone: string; text: string } };

const toForm = (s: ReviewPageSettings, currency: string): Form => ({
  products: s.clientProducts.map((p) => ({ ...p, price: toMajor(p.price, currency) })),
  expertOn: s.expertHelperTextSection !== null,
  expert: s.expertHelperTextSection ?? { helperText: '', buttonText: '' },
  callUsOn: s.callUs !== null,
  callUs: s.callUs ?? { phone: '', text: '' },
});

const toBody = (f: Form, currency: string): ReviewPageBody => ({
  // An empty price is sent as -1 so the server's rule names it, rather than a silent 0.
  clientProducts: f.products.map((p) => ({ ...p, price: p.price === '' ? -1 : toMinor(Number(p.price), currency) })),
  expertHelperTextSection: f.expertOn ? f.expert : null,
  callUs: f.callUsOn ? f.callUs : null,
});

const blankProduct = (): Product => ({ name: '', price: '', frequency: 'Month', productLink: '', productDescription: '', buttonText: '' });

/** /admin/review-page: what the free review page offers beside the packages, and its help boxes. */
export default function ReviewPageSettingsPage() {
  const settings = useReviewPageSettings();
  if (settings.isPending) return <ListLoading />;
  if (settings.isError) return <ListError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <ReviewPageForm initial={toForm(settings.data.reviewPage, settings.data.currency)} currency={settings.data.currency} />;
}

function ReviewPageForm({ initial, currency }: { initial: Form; currency: string }) {
  const { t } = useTranslation('admin');
  const save = useSaveReviewPageSettings();
  const [form, setForm] = useState<Form>(initial);
  const { errors, publish: check } = useCheckedPublish(reviewPageBodySchema, save, t('reviewPage.saved'), (answer) => setForm(toForm(answer.reviewPage, answer.currency)));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setProduct = (i: number, change: Partial<Product>) => set('products', form.products.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const problemText = useProblemText();
  const error = (path: string) => problemText(errors[path]);

  // A price is said in money ("At least $0.00"), as typed: never clamped into range.
  const numberText = useNumberProblemText();
  const priceError = (i: number, price: number | string) => (errors[`clientProducts.${i}.price`] ? (numberText(numberProblem(price, { required: true, min: 0, max: toMajor(MAX_CLIENT_PRODUCT_PRICE, currency) }), currency) ?? error(`clientProducts.${i}.price`)) : undefined);

  const publish = () => check(toBody(form, currency));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('reviewPage.title')}
          </Title>
          <Text c="dimmed">{t('reviewPage.intro')}</Text>
        </Stack>
        <Button onClick={publish} loading={save.isPending}>
          {t('settings.publish')}
        </Button>
      </Group>
      <ServerErrorAlert error={save.error} />

      <Card component="section" aria-labelledby="client-products">
        <Stack gap="md">
          <Title order={2} fz="h4" id="client-products">
            {t('reviewPage.products')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reviewPage.productsHint')}
          </Text>
          {form.products.length === 0 && <Text size="sm">{t('reviewPage.noProducts')}</Text>}
          {form.products.map((p, i) => (
            <Card key={p._id ?? `new-${i}`} withBorder component="fieldset" aria-label={t('reviewPage.product', { number: i + 1 })} style={{ margin: 0 }}>
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                  <TextInput label={t('reviewPage.fields.name')} value={p.name} onChange={(e) => setProduct(i, { name: e.currentTarget.value })} error={error(`clientProducts.${i}.name`)} required />
                  <NumberField label={t('reviewPage.fields.price', { symbol: currencySymbol(currency) })} value={p.price} onChange={(v) => setProduct(i, { price: v })} currency={currency} min={0} error={priceError(i, p.price)} required />
                  <Select label={t('reviewPage.fields.frequency')} data={FREQUENCIES.map((value) => ({ value, label: t(`reviewPage.frequencies.${value}`) }))} value={p.frequency} onChange={(v) => v && setProduct(i, { frequency: v as Frequency })} allowDeselect={false} />
                  <TextInput label={t('reviewPage.fields.link')} placeholder="https://" value={p.productLink} onChange={(e) => setProduct(i, { productLink: e.currentTarget.value })} error={error(`clientProducts.${i}.productLink`)} required />
                  <TextInput label={t('reviewPage.fields.button')} value={p.buttonText} onChange={(e) => setProduct(i, { buttonText: e.currentTarget.value })} error={error(`clientProducts.${i}.buttonText`)} required />
                  <Textarea label={t('reviewPage.fields.description')} autosize minRows={1} value={p.productDescription} onChange={(e) => setProduct(i, { productDescription: e.currentTarget.value })} error={error(`clientProducts.${i}.productDescription`)} />
                </SimpleGrid>
                <ActionIcon mt={28} variant="subtle" color="red" onClick={() => set('products', form.products.filter((_, j) => j !== i))} aria-label={t('reviewPage.remove', { number: i + 1 })}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          ))}
          {form.products.length < MAX_CLIENT_PRODUCTS && (
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => set('products', [...form.products, blankProduct()])} style={{ alignSelf: 'flex-start' }}>
              {t('reviewPage.add')}
            </Button>
          )}
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="help-boxes">
        <Stack gap="md">
          <Title order={2} fz="h4" id="help-boxes">
            {t('reviewPage.boxes')}
          </Title>
          <Switch label={t('reviewPage.expertOn')} checked={form.expertOn} onChange={(e) => set('expertOn', e.currentTarget.checked)} />
          {form.expertOn && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Textarea label={t('reviewPage.fields.expertText')} autosize minRows={1} value={form.expert.helperText} onChange={(e) => set('expert', { ...form.expert, helperText: e.currentTarget.value })} error={error('expertHelperTextSection.helperText')} required />
              <TextInput label={t('reviewPage.fields.button')} value={form.expert.buttonText} onChange={(e) => set('expert', { ...form.expert, buttonText: e.currentTarget.value })} error={error('expertHelperTextSection.buttonText')} required />
            </SimpleGrid>
          )}
          <Switch label={t('reviewPage.callUsOn')} checked={form.callUsOn} onChange={(e) => set('callUsOn', e.currentTarget.checked)} />
          {form.callUsOn && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('reviewPage.fields.phone')} type="tel" value={form.callUs.phone} onChange={(e) => set('callUs', { ...form.callUs, phone: e.currentTarget.value })} error={error('callUs.phone')} required />
              <Textarea label={t('reviewPage.fields.callUsText')} autosize minRows={1} value={form.callUs.text} onChange={(e) => set('callUs', { ...form.callUs, text: e.currentTarget.value })} error={error('callUs.text')} required />
            </SimpleGrid>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
