import { Alert, Blockquote, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FinalDocument, LinkedinDocument } from '@portal/domain/documents/calls';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSite } from '../../../platform/site-context';
import { useDocumentsOrder, useFinalDocument, useLinkedinDocument } from '../api';
import { DocumentPage, LoadError, SectionLoader } from '../components/document-page';
import { CritiqueImprovements } from '../components/critique-improvements';
import { FileCard } from '../components/file-card';
import { longDateTime } from '../dates';

/**
 * The delivered files of one service. A LinkedIn service (asked for with ?linkedin=1, or known
 * from its module) shows the LinkedIn document from its own call instead.
 */
export default function FinalDocumentPage() {
  const { serviceId = '', id: orderId = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('documents');
  const order = useDocumentsOrder(orderId);
  const service = order.data?.order.package.packageServices.find((s) => s._id === serviceId);
  const modules = service?.serviceModules.map((m) => m.id) ?? [];
  const flagged = search.get('linkedin') === '1';
  const linkedin = flagged || (modules.includes(MODULE_IDS.finalLinkedin) && !modules.includes(MODULE_IDS.finalDocument));
  // Without the flag, the order's modules decide, so wait for it (a failed lookup falls back to the final files).
  const decided = flagged || !order.isPending;
  const finals = useFinalDocument(orderId, serviceId, decided && !linkedin);
  const linked = useLinkedinDocument(orderId, decided && linkedin);
  const query = linkedin ? linked : finals;

  return (
    <DocumentPage orderId={orderId} title={linkedin ? t('linkedin.title') : t('finals.title')} serviceName={service?.serviceName}>
      {!decided || query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.data ? (
        <Alert color="gray" variant="light" icon={<IconClockHour4 size={20} />}>
          {t('finals.empty')}
        </Alert>
      ) : linkedin ? (
        <LinkedinFiles document={query.data.data as LinkedinDocument} />
      ) : (
        <FinalFiles document={query.data.data as FinalDocument} orderId={orderId} serviceId={serviceId} />
      )}
    </DocumentPage>
  );
}

function Delivered({ at }: { at: string }) {
  const { t, i18n } = useTranslation('documents');
  return (
    <Text size="sm" c="dimmed">
      {t('finals.deliveredAt', { date: longDateTime(at, i18n.language) })}
    </Text>
  );
}

function FinalFiles({ document, orderId, serviceId }: { document: FinalDocument; orderId: string; serviceId: string }) {
  const { t } = useTranslation('documents');
  const settings = useSite().website_settings;
  const word = settings.hide_ms_word_document ? null : document.dataWord;
  const notes = settings.enable_writer_notes ? document.writerNotes : undefined;
  return (
    <Stack gap="lg">
      <Delivered at={document.updatedAt} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {word && <FileCard file={word} label={t('file.wordVersion')} />}
        {document.dataPdf && <FileCard file={document.dataPdf} label={t('file.pdfVersion')} />}
      </SimpleGrid>
      {document.otherFiles.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="h5">
            {t('finals.otherFiles')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {document.otherFiles.map((file) => (
              <FileCard key={file.key} file={file} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {notes && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} fz="h5">
              {t('finals.writerNotes')}
            </Title>
            <Blockquote p="sm" color="gray" style={{ whiteSpace: 'pre-wrap' }}>
              {notes}
            </Blockquote>
          </Stack>
        </Paper>
      )}
      <CritiqueImprovements orderId={orderId} serviceId={serviceId} />
    </Stack>
  );
}

function LinkedinFiles({ document }: { document: LinkedinDocument }) {
  const { t } = useTranslation('documents');
  return (
    <Stack gap="lg">
      <Delivered at={document.updatedAt} />
      <FileCard file={document.file.file} label={t('linkedin.document')} />
    </Stack>
  );
}
