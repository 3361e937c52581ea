import { Alert, Anchor, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { useErrorText } from '../../../platform/error-text';
import { PageLoader } from '../../../ui/page-loader';
import { useContract } from '../api';
import { ContractText } from '../components/contract-text';
import { SignForm } from '../components/sign-form';
import { SignedContract } from '../components/signed-contract';

/** /contract/fill/:id: the order's contract to read and sign, or the signed contract to download. */
export default function ContractPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('contracts');
  const errorText = useErrorText();
  const contract = useContract(id);

  if (contract.isPending) return <PageLoader />;
  if (contract.isError) {
    const final = contract.error instanceof ApiError && contract.error.status < 500;
    return (
      <Stack gap="md" maw={700}>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('loadError')} role="alert">
          {errorText(contract.error)}
        </Alert>
        <Group>
          {!final && <Button onClick={() => void contract.refetch()}>{t('retry')}</Button>}
          <Anchor component={Link} to="/orders/list">
            {t('toOrders')}
          </Anchor>
        </Group>
      </Stack>
    );
  }

  const view = contract.data;
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} fz="h2">
          {view.title}
        </Title>
        <Text c="dimmed">{view.signed ? t('introSigned') : t('intro')}</Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {/* A scrolling box must take focus, so the contract can be read with the keyboard alone. */}
        <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': view.title }}>
          {view.content.trim() ? <ContractText html={view.content} /> : <Text c="dimmed">{t('noText')}</Text>}
        </ScrollArea.Autosize>
      </Paper>
      {view.signed ? <SignedContract orderId={id} view={view} /> : <SignForm orderId={id} />}
    </Stack>
  );
}
