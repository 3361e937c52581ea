import { Paper, SimpleGrid, Stack, Text, Title, Group } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/types';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatesLocale } from '../../../platform/use-dates-locale';
import { OrderProgressRing } from '../../orders/public';

dayjs.extend(localizedFormat);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return (
    <Text span inherit c="dimmed">
      {children}
    </Text>
  );
}

const fullName = (person: { firstName: string; lastName: string } | null) => (person ? `${person.firstName} ${person.lastName}`.trim() : '');

/** The head of the overview: progress, package, customer, writer (reviewers and admins) and due date. */
export function StaffOrderSummary({ order, showWriter }: { order: OrderView; showWriter: boolean }) {
  const { t } = useTranslation('staff-order');
  const locale = useDatesLocale();
  const percentage = order.statusPercentage;
  const customer = fullName(order.customer);
  const writer = fullName(order.writer);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" align="center" wrap="wrap">
        <Stack gap={4} align="center">
          <OrderProgressRing percentage={percentage} size={104} />
          <Text size="xs" c="dimmed">
            {t('fields.status')}
          </Text>
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 260px' }} miw={0}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('fields.product')}
            </Text>
            <Title order={2} fz="h3">
              {order.package.packageName}
            </Title>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: showWriter ? 3 : 2 }} spacing="sm">
            <Fact label={t('fields.customer')}>{customer || <Missing>{t('unknownCustomer')}</Missing>}</Fact>
            {showWriter && <Fact label={t('fields.writer')}>{writer || <Missing>{t('noWriter')}</Missing>}</Fact>}
            <Fact label={t('fields.dueDate')}>
              {order.dueDate ? dayjs(order.dueDate).locale(locale).format('LL') : <Missing>{t('noDueDate')}</Missing>}
            </Fact>
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
