import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminOrder, AdminWriter } from '@portal/domain/admin-orders/calls';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useAdminWriters, useAssignWriter } from '../api';

const limit = (n: number | null) => (n === null ? '∞' : String(n));

/** Whether the writer offers every service of the order (case and spacing aside), as automatic assignment asks. */
function offersAll(writer: AdminWriter, order: AdminOrder): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  const offered = new Set(writer.services.map(norm));
  return order.services.every((s) => offered.has(norm(s)));
}

/** The admin picks the writer of an order (overriding automatic assignment), seeing each writer's load. */
export function AssignModal({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const writers = useAdminWriters();
  const assign = useAssignWriter();
  const [writerId, setWriterId] = useState<string | null>(null);

  const close = () => {
    setWriterId(null);
    assign.reset();
    onClose();
  };

  const options = (writers.data?.data ?? [])
    .filter((w) => w._id !== order?.writer?._id)
    .map((w) => ({
      value: w._id,
      label: t('assign.option', {
        name: `${w.firstName} ${w.lastName}`.trim(),
        open: w.openJobs,
        maxOpen: limit(w.maxOpenJobs),
        week: w.jobsThisWeek,
        maxWeek: limit(w.maxJobsPerWeek),
      }),
    }));
  const chosen = writers.data?.data.find((w) => w._id === writerId);
  const full = chosen && ((chosen.maxOpenJobs !== null && chosen.openJobs >= chosen.maxOpenJobs) || (chosen.maxJobsPerWeek !== null && chosen.jobsThisWeek >= chosen.maxJobsPerWeek));

  const submit = () => {
    if (!order || !writerId) return;
    assign.mutate(
      { orderId: order._id, writerId },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', icon: <IconCircleCheck size={18} />, message: t('assign.done', { number: order.number }) });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={order !== null} onClose={close} title={order ? t(order.writer ? 'assign.titleReassign' : 'assign.title', { number: order.number }) : ''} centered>
      <Stack gap="md">
        {order?.writer && <Text size="sm">{t('assign.current', { name: `${order.writer.firstName} ${order.writer.lastName}`.trim() })}</Text>}
        <Select
          label={t('assign.writer')}
          placeholder={writers.isPending ? t('assign.loading') : t('assign.pick')}
          data={options}
          value={writerId}
          onChange={setWriterId}
          searchable
          nothingFoundMessage={t('assign.noWriters')}
          disabled={writers.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        {writers.isError && <ServerErrorAlert error={writers.error} />}
        {chosen && order && !offersAll(chosen, order) && (
          <Alert color="yellow" variant="light">
            {t('assign.notOffered')}
          </Alert>
        )}
        {full && (
          <Alert color="yellow" variant="light">
            {t('assign.overLimit')}
          </Alert>
        )}
        <ServerErrorAlert error={assign.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} disabled={!writerId} loading={assign.isPending}>
            {t('assign.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
