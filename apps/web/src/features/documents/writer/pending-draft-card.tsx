import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { PendingDraft } from '@portal/domain/documents/approval-calls';
import { TIMINGS } from '@portal/domain/limits';
import { orderPaths } from '@portal/domain/orders/rules';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusLater } from '../../../ui/focus-later';
import { FileCard } from '../components/file-card';
import { longDateTime } from '../dates';
import { useApproveDraft, useRejectDraft } from '../writer-api';
import { RejectDraftModal } from './reject-draft-modal';
import { staffDocumentPaths } from './staff-paths';
import { useWriterMessage } from './writer-messages';

const fullName = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');

/**
 * One draft awaiting approval: where it belongs, who wrote it, its files; approve or reject. Done is
 * said from the call's promise, not a per-call callback: the card leaves the queue as soon as the
 * queue is read again, and the callbacks of an unmounted component never run. `onDecided` then moves
 * the focus on (the card and its buttons are gone); a failed call is shown from the mutation's own
 * error state, and the focus goes back to the button that made it (disabled while it ran).
 */
export function PendingDraftCard({ item, onDecided }: { item: PendingDraft; onDecided: () => void }) {
  const { t, i18n } = useTranslation('writer-documents');
  const message = useWriterMessage();
  const approve = useApproveDraft();
  const reject = useRejectDraft();
  const [rejecting, rejectModal] = useDisclosure(false);
  const { draft, order, service } = item;
  const done = (text: string) => notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: message(text), autoClose: TIMINGS.successAlertMs });
  const busy = approve.isPending || reject.isPending;
  const approveButton = useRef<HTMLButtonElement>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const decided = (text: string) => {
    done(text);
    onDecided();
  };

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`pending-${draft._id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="h4" id={`pending-${draft._id}`} tabIndex={-1}>
              {t('approvals.cardTitle', { number: order.number, service: service.serviceName })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('approvals.sentBy', { writer: fullName(item.writer) || t('approvals.noWriter'), date: longDateTime(draft.createdAt, i18n.language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('approvals.forCustomer', { customer: fullName(item.customer), packageName: order.packageName })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Anchor component={Link} to={orderPaths.view(order._id)} size="sm">
              {t('approvals.openOrder')}
            </Anchor>
            <Anchor component={Link} to={staffDocumentPaths.revisionFiles(service._id, order._id)} size="sm">
              {t('approvals.openHistory')}
            </Anchor>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {draft.data.dataPdf && <FileCard file={draft.data.dataPdf} label={t('form.pdfShort')} />}
          {draft.data.dataWord && <FileCard file={draft.data.dataWord} label={t('form.wordShort')} />}
          {draft.data.dataOther && <FileCard file={draft.data.dataOther} label={t('form.otherFile')} />}
          {(draft.data.additionalFiles ?? []).map((file) => (
            <FileCard key={file.key} file={file} label={t('form.additionalShort')} />
          ))}
        </SimpleGrid>
        {draft.data.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {t('history.notes', { notes: draft.data.notes })}
          </Text>
        )}
        {approve.error && (
          <Text size="sm" c="red" role="alert">
            {message(approve.error)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={rejectModal.open} disabled={busy}>
            {t('approvals.rejectOpen')}
          </Button>
          <Button
            color="teal"
            leftSection={<IconCheck size={16} />}
            loading={approve.isPending}
            disabled={busy}
            ref={approveButton}
            onClick={() => void approve.mutateAsync(draft._id).then((res) => decided(res.message), () => focusLater(() => approveButton.current, { onlyIfLost: true }))}
          >
            {t('approvals.approve')}
          </Button>
        </Group>
      </Stack>
      <RejectDraftModal
        opened={rejecting}
        onClose={rejectModal.close}
        pending={reject.isPending}
        error={reject.error}
        submitRef={rejectButton}
        onReject={({ reason, files }) =>
          void reject.mutateAsync({ draftId: draft._id, reason, files }).then(
            (res) => {
              rejectModal.close();
              decided(res.message);
            },
            () => focusLater(() => rejectButton.current, { onlyIfLost: true }),
          )
        }
      />
    </Card>
  );
}
