import { Alert, Box, Button, Group, Image, Stack } from '@mantine/core';
import { downloadContract, type ContractView } from '@portal/domain/contracts/calls';
import { IconArrowLeft, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callUrl } from '../../../platform/api-client';
import { fileUrl } from '../../../platform/file-url';
import { normalizeLanguage } from '../../../platform/languages';

dayjs.extend(localizedFormat);

/** What a signed contract shows instead of the pad: who signed when, the signature, the PDF. */
export function SignedContract({ orderId, view }: { orderId: string; view: ContractView }) {
  const { t, i18n } = useTranslation('contracts');
  // The spec's long format with time ("March 3, 2025 2:05 PM") in the interface language.
  const date = view.signedAt ? dayjs(view.signedAt).locale(normalizeLanguage(i18n.language) ?? 'en').format('LLL') : null;
  let summary = t('signedNoDetails');
  if (date && view.signerName) summary = t('signedBy', { name: view.signerName, date });
  else if (date) summary = t('signedOn', { date });
  const image = fileUrl(view.signatureKey);

  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('signedTitle')}>
        {summary}
      </Alert>
      {image && (
        <Box maw={350} bd="1px solid var(--mantine-color-gray-3)" bg="white" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <Image src={image} alt={t('signatureAlt')} />
        </Box>
      )}
      <Group>
        <Button component="a" href={callUrl(downloadContract, { params: { id: orderId } })} download leftSection={<IconDownload size={18} />}>
          {t('download')}
        </Button>
        <Button component={Link} to={`/orders/view/${orderId}`} variant="default" leftSection={<IconArrowLeft size={18} />}>
          {t('backToOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
