import { ActionIcon, Badge, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CatalogPackage, CatalogService } from '@portal/domain/catalog/calls';
import { formatMoney } from '@portal/domain/money/rules';
import { moveField } from '@portal/domain/questionnaire-editor/rules';
import { IconArchive, IconArchiveOff, IconArrowDown, IconArrowUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { useArchive, useCatalog, useReorderPackages } from '../api';
import { CouponsPanel } from '../components/coupons-panel';
import { PackageModal } from '../components/package-modal';
import { ServiceModal } from '../components/service-modal';

/** /admin/catalog: packages, services and coupons; archived rather than deleted (orders keep their snapshot). */
export default function CatalogPage() {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const catalog = useCatalog();
  const archive = useArchive();
  const reorder = useReorderPackages();
  const [tab, setTab] = useState<string | null>('packages');
  const [pkg, setPkg] = useState<CatalogPackage | 'new' | null>(null);
  const [service, setService] = useState<CatalogService | 'new' | null>(null);
  // A dialog gives the focus back to the button that opened it when it closes.
  const focus = useReturnFocus();
  const open =
    <T,>(set: (what: T) => void, what: T) =>
    (event: { currentTarget: Element }) => {
      focus.opened(event.currentTarget);
      set(what);
    };
  const closePackage = () => {
    setPkg(null);
    focus.closed();
  };
  const closeService = () => {
    setService(null);
    focus.closed();
  };

  if (catalog.isPending) return <ListLoading />;
  if (catalog.isError) return <ListError error={catalog.error} onRetry={() => void catalog.refetch()} />;
  const data = catalog.data;
  const serviceName = new Map(data.services.map((s) => [s._id, s.name]));
  const toggle = (kind: 'package' | 'service', id: string, name: string, archived: boolean) =>
    archive.mutate(
      { kind, id, archived },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t(archived ? 'catalog.archivedDone' : 'catalog.restoredDone', { name }) }),
        onError: (err) => notifications.show({ color: 'red', message: errorText(err) }),
      },
    );
  // The order customers see the packages in: one package a place up or down, saved at once.
  const move = (index: number, direction: -1 | 1) =>
    !reorder.isPending &&
    reorder.mutate(
      moveField(data.packages, index, direction).map((p) => p._id),
      { onError: (err) => notifications.show({ color: 'red', message: errorText(err) }) },
    );
  const archiveButton = (kind: 'package' | 'service', item: { _id: string; name: string; archived: boolean }) => (
    <Button size="xs" variant="default" leftSection={item.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />} onClick={() => toggle(kind, item._id, item.name, !item.archived)} aria-label={t(item.archived ? 'catalog.restoreWhat' : 'catalog.archiveWhat', { name: item.name })}>
      {item.archived ? t('catalog.restore') : t('catalog.archive')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('catalog.title')}
        </Title>
        <Text c="dimmed">{t('catalog.intro')}</Text>
      </Stack>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="packages">{t('catalog.tabs.packages')}</Tabs.Tab>
          <Tabs.Tab value="services">{t('catalog.tabs.services')}</Tabs.Tab>
          <Tabs.Tab value="coupons">{t('catalog.tabs.coupons')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="packages" pt="md">
          <Stack gap="md">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open(setPkg, 'new' as const)} style={{ alignSelf: 'flex-start' }}>
              {t('catalog.package.new')}
            </Button>
            {data.packages.length === 0 ? (
              <ListEmpty text={t('catalog.package.none')} />
            ) : (
              <Table.ScrollContainer minWidth={760} type="native">
                <Table striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={90}>{t('catalog.package.order')}</Table.Th>
                      <Table.Th>{t('catalog.package.name')}</Table.Th>
                      <Table.Th>{t('catalog.package.prices')}</Table.Th>
                      <Table.Th>{t('catalog.package.services')}</Table.Th>
                      <Table.Th>{t('catalog.status')}</Table.Th>
                      <Table.Th ta="right">{t('people.columns.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.packages.map((p, index) => (
                      <Table.Tr key={p._id}>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <ActionIcon variant="subtle" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('catalog.package.up', { name: p.name })}>
                              <IconArrowUp size={18} aria-hidden />
                            </ActionIcon>
                            <ActionIcon variant="subtle" disabled={index === data.packages.length - 1} onClick={() => move(index, 1)} aria-label={t('catalog.package.down', { name: p.name })}>
                              <IconArrowDown size={18} aria-hidden />
                            </ActionIcon>
                          </Group>
                        </Table.Td>
                        <Table.Td fw={500}>{p.name}</Table.Td>
                        <Table.Td>
                          {Object.entries(p.prices)
                            .map(([currency, minor]) => formatMoney(minor, currency, i18n.language))
                            .join(' · ')}
                        </Table.Td>
                        <Table.Td>{p.serviceIds.map((id) => serviceName.get(id) ?? '?').join(', ')}</Table.Td>
                        <Table.Td>
                          <Group gap={6}>
                            {p.archived ? (
                              <Badge color="gray" variant="light">
                                {t('catalog.archivedBadge')}
                              </Badge>
                            ) : (
                              <Badge color={p.purchasable ? 'teal' : 'gray'} variant="light">
                                {p.purchasable ? t('catalog.onSale') : t('catalog.notOnSale')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button size="xs" variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={open(setPkg, p)} aria-label={t('catalog.editWhat', { name: p.name })}>
                              {t('catalog.edit')}
                            </Button>
                            {archiveButton('package', p)}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="services" pt="md">
          <Stack gap="md">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open(setService, 'new' as const)} style={{ alignSelf: 'flex-start' }}>
              {t('catalog.service.new')}
            </Button>
            {data.services.length === 0 ? (
              <ListEmpty text={t('catalog.service.none')} />
            ) : (
              <Table.ScrollContainer minWidth={640} type="native">
                <Table striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('catalog.service.name')}</Table.Th>
                      <Table.Th>{t('catalog.service.modules')}</Table.Th>
                      <Table.Th>{t('catalog.status')}</Table.Th>
                      <Table.Th ta="right">{t('people.columns.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.services.map((s) => (
                      <Table.Tr key={s._id}>
                        <Table.Td fw={500}>{s.name}</Table.Td>
                        <Table.Td>{s.modules.map((m) => m.title).join(' → ')}</Table.Td>
                        <Table.Td>
                          {s.archived ? (
                            <Badge color="gray" variant="light">
                              {t('catalog.archivedBadge')}
                            </Badge>
                          ) : (
                            <Badge color="teal" variant="light">
                              {t('catalog.offered')}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button size="xs" variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={open(setService, s)} aria-label={t('catalog.editWhat', { name: s.name })}>
                              {t('catalog.edit')}
                            </Button>
                            {archiveButton('service', s)}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="coupons" pt="md">
          {tab === 'coupons' && <CouponsPanel packages={data.packages} currency={data.currency} />}
        </Tabs.Panel>
      </Tabs>
      {pkg !== null && <PackageModal key={pkg === 'new' ? 'new' : pkg._id} catalog={data} editing={pkg} onClose={closePackage} />}
      {service !== null && <ServiceModal key={service === 'new' ? 'new' : service._id} catalog={data} editing={service} onClose={closeService} />}
    </Stack>
  );
}
