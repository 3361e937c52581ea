import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { TABLE_DATE_FORMAT } from '@portal/domain/dates/format';
import { notifications } from '@mantine/notifications';
import { TIMINGS } from '@portal/domain/limits';
import type { OrderListRow } from '@portal/domain/orders/types';
import { IconCalendar, IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../platform/site-context';
import { useDatePickerProps } from '../../../ui/date-picker-props';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useSetDueDate } from '../api';
import { useDatesLocale } from '../../../platform/use-dates-locale';

type Props = { order: OrderListRow | null; onClose: () => void };

const DAY_FORMAT = 'YYYY-MM-DD';

/** A due date already set stays selected when it is not in the past (the picker starts at today). */
function initialDay(order: OrderListRow | null): string | null {
  if (!order?.dueDate) return null;
  const day = dayjs(order.dueDate);
  return day.isBefore(dayjs(), 'day') ? null : day.format(DAY_FORMAT);
}

export function DueDateModal({ order, onClose }: Props) {
  const { t } = useTranslation('writer-orders');
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('dueDate.title')} centered>
      {order && <DueDateForm key={order._id} order={order} onClose={onClose} />}
    </Modal>
  );
}

function DueDateForm({ order, onClose }: { order: OrderListRow; onClose: () => void }) {
  const { t } = useTranslation('writer-orders');
  const site = useSite();
  const locale = useDatesLocale();
  const picker = useDatePickerProps();
  const [day, setDay] = useState<string | null>(() => initialDay(order));
  const mutation = useSetDueDate();
  const today = dayjs().format(DAY_FORMAT);

  const save = () => {
    if (!day) return;
    mutation.mutate(
      { orderId: order._id, clientId: site.client_id, dueDate: day },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            icon: <IconCircleCheck size={18} />,
            message: t('dueDate.success'),
            autoClose: TIMINGS.dueDateAlertMs,
          });
          onClose();
        },
      },
    );
  };

  return (
    <DatesProvider settings={{ locale }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dueDate.intro', { number: order.number, product: order.package.packageName })}
        </Text>
        {mutation.error && <ServerErrorAlert error={mutation.error} />}
        <DatePickerInput
          label={t('dueDate.label')}
          placeholder={t('dueDate.placeholder')}
          leftSection={<IconCalendar size={18} aria-hidden />}
          value={day}
          onChange={(value) => {
            setDay(value);
            mutation.reset();
          }}
          minDate={today}
          valueFormat={TABLE_DATE_FORMAT}
          required
          {...picker}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('dueDate.cancel')}
          </Button>
          <Button onClick={save} disabled={!day} loading={mutation.isPending}>
            {t('dueDate.save')}
          </Button>
        </Group>
      </Stack>
    </DatesProvider>
  );
}
