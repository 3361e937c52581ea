import { Alert, Anchor, Center, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../../platform/site-context';
import { focusLater } from '../../../ui/focus-later';
import { LoadError, SectionLoader } from '../components/document-page';
import { PendingDraftCard } from '../writer/pending-draft-card';
import { APPROVALS_PER_PAGE, usePendingDrafts } from '../writer-api';

/**
 * /revisions/approvals: the admin's queue of drafts awaiting approval across the site, oldest
 * first (spec 001 section 4, only with enable_revisions_approval_feature).
 */
export default function RevisionApprovalsPage() {
  const { t } = useTranslation('writer-documents');
  const [page, setPage] = useState(1);
  // Where the site does not approve drafts (an old link, or the feature just switched off) there is
  // no queue to ask for: the page says so and where to switch it on, instead of a "not found".
  const on = useSite().website_settings.enable_revisions_approval_feature === true;
  const pending = usePendingDrafts(page, on);
  const pages = pending.data ? Math.max(1, Math.ceil(pending.data.total / APPROVALS_PER_PAGE)) : 1;

  // A decided draft leaves the queue with its buttons: once its card is gone the focus goes to the
  // next draft's title (else the one before), or to the message that nothing waits any more.
  const count = useRef<HTMLParagraphElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  const title = (id: string) => document.getElementById(`pending-${id}`);
  const focusAfterDecision = (id: string) => {
    const items = pending.data?.data ?? [];
    const at = items.findIndex((item) => item.draft._id === id);
    const next = items[at + 1] ?? items[at - 1];
    focusLater(() => (title(id) ? null : next ? title(next.draft._id) : empty.current), { fallback: () => count.current ?? empty.current });
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('approvals.title')}
        </Title>
        <Text c="dimmed">{t('approvals.intro')}</Text>
      </Stack>
      {!on ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          <Stack gap={4}>
            <Text size="sm">{t('approvals.off')}</Text>
            <Anchor component={Link} to="/admin/settings" size="sm" fw={500}>
              {t('approvals.openSettings')}
            </Anchor>
          </Stack>
        </Alert>
      ) : pending.isPending ? (
        <SectionLoader />
      ) : pending.isError ? (
        <LoadError error={pending.error} onRetry={() => void pending.refetch()} />
      ) : pending.data.data.length === 0 ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} ref={empty} tabIndex={-1}>
          {t('approvals.empty')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite" ref={count} tabIndex={-1}>
            {t('approvals.count', { count: pending.data.total })}
          </Text>
          {pending.data.data.map((item) => (
            <PendingDraftCard key={item.draft._id} item={item} onDecided={() => focusAfterDecision(item.draft._id)} />
          ))}
          {pages > 1 && (
            <Center>
              <Pagination value={page} onChange={setPage} total={pages} getControlProps={(control) => ({ 'aria-label': t(`approvals.page.${control}`) })} getItemProps={(n) => ({ 'aria-label': t('approvals.page.number', { number: n }) })} />
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
