import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../platform/site-context';
import { TestimonialCarousel } from '../../../ui/testimonial-carousel';

/** Beside the summary: the re-write guarantee, the site's testimonials and where to ask a question. */
export function CheckoutReassurance() {
  const { t } = useTranslation('checkout');
  const site = useSite();
  // Where a buyer with a question writes: the support address, else the company's.
  const helpEmail = site.supportEmail || site.companyEmail;
  return (
    <>
      <Card withBorder padding="lg" component="aside">
        <Group wrap="nowrap" align="flex-start">
          <IconShieldCheck size={32} aria-hidden color="var(--mantine-color-green-8)" />
          <Stack gap={4}>
            <Badge color="green" variant="light" w="fit-content">
              {t('guarantee.badge')}
            </Badge>
            <Text fw={600}>{t('guarantee.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('guarantee.text')}
            </Text>
          </Stack>
        </Group>
      </Card>
      {(site.testimonials?.length ?? 0) > 0 && (
        <Card withBorder padding="lg">
          <TestimonialCarousel testimonials={site.testimonials ?? []} label={t('testimonials')} />
        </Card>
      )}
      {helpEmail && (
        <Text size="sm" c="dimmed">
          {t('help.question')}{' '}
          <Anchor href={`mailto:${helpEmail}`} size="sm" underline="always">
            {helpEmail}
          </Anchor>
        </Text>
      )}
    </>
  );
}
