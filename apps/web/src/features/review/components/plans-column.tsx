import { Anchor, Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { CallResponse } from '@portal/domain/call';
import type { getReview } from '@portal/domain/critiques/calls';
import { expertRewriteProduct, withMonthlyPrice } from '@portal/domain/critiques/rules';
import { formatMoney, sortByPriceDescending } from '@portal/domain/money/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reviewCalls } from '../api';

type Data = CallResponse<typeof getReview>['data'];

/** Packages by price, highest first (the first "most popular"), then the client products per month. */
export function PlansColumn({ data, widget = false }: { data: Data; widget?: boolean }) {
  const { t, i18n } = useTranslation('review');
  const money = (minor: number) => formatMoney(minor, data.clientCurrencyType, i18n.language);
  const critiqueId = data.critique._id;
  const viewId = data.critiquesViewsId;
  const packages = sortByPriceDescending(data.packages.map((p) => ({ ...p, price: p.packagePrice })));
  const products = data.clientWebsiteCustomization.clientProducts.map(withMonthlyPrice);
  const expert = expertRewriteProduct(data.clientWebsiteCustomization.clientProducts);
  const helper = data.clientWebsiteCustomization.expertHelperTextSection;

  return (
    <Stack gap="md" component="section" aria-labelledby="plans-title">
      <Title order={2} fz="h3" id="plans-title">
        {t('plans.title')}
      </Title>
      {packages.length === 0 && products.length === 0 && <Text c="dimmed">{t('plans.none')}</Text>}
      {packages.map((pkg, i) => (
        <Card key={pkg._id} withBorder padding="md" shadow={i === 0 ? 'sm' : undefined}>
          <Stack gap={6}>
            {i === 0 && (
              <Badge color="orange" variant="filled" w="fit-content">
                {t('plans.mostPopular')}
              </Badge>
            )}
            <Text fw={700}>{pkg.packageName}</Text>
            <Text fz="xl" fw={700}>
              {money(pkg.packagePrice)}
            </Text>
            {pkg.packageDescription && (
              <Text size="sm" c="dimmed">
                {pkg.packageDescription}
              </Text>
            )}
            <Button component={Link} to={`/package/${pkg._id}/checkout/${critiqueId}?critiqueViewId=${viewId}${widget ? '&fromWidget=true' : ''}`} onClick={() => reviewCalls.packageClick(pkg._id, critiqueId, viewId)} fullWidth>
              {t('plans.choose', { name: pkg.packageName })}
            </Button>
          </Stack>
        </Card>
      ))}
      {products.map((product) => (
        <Card key={product._id} withBorder padding="md">
          <Stack gap={6}>
            <Text fw={700}>{product.name}</Text>
            <Text fz="lg" fw={700}>
              {t('plans.perMonth', { amount: money(product.monthly) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('plans.billed', { amount: money(product.price), frequency: t(`frequency.${product.frequency}`) })}
            </Text>
            {product.productDescription && <Text size="sm">{product.productDescription}</Text>}
            <Button variant="light" component="a" href={product.productLink} target="_blank" rel="noopener noreferrer">
              {product.buttonText || t('plans.learnMore')}
            </Button>
          </Stack>
        </Card>
      ))}
      {expert && (
        <Card withBorder padding="md" bg="gray.0">
          <Stack gap={6}>
            <Text size="sm">{helper?.helperText ?? t('plans.expertHelper')}</Text>
            <Anchor href={expert.productLink} target="_blank" rel="noopener noreferrer" fw={600}>
              {helper?.buttonText ?? t('plans.expertButton')}
            </Anchor>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
