import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COUPONS_PER_PAGE, type CatalogCoupon, type CatalogPackage } from '@portal/domain/catalog/calls';
import { formatTableDate } from '@portal/domain/dates/format';
import { formatMoney } from '@portal/domain/money/rules';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { useArchiveCoupon, useCoupons } from '../api';
import { CouponModal } from './coupon-modal';
import { ListPages } from './list-pages';

/** The catalog's coupons tab: a page of coupons at a time, newest first; create, edit, archive. */
export function CouponsPanel({ packages, currency }: { packages: CatalogPackage[]; currency: string }) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const coupons = useCoupons(page);
  const archive = useArchiveCoupon();
  const [editing, setEditing] = useState<CatalogCoupon | 'new' | null>(null);
  const focus = useReturnFocus();
  const open = (what: CatalogCoupon | 'new') => (event: { currentTarget: Element }) => {
    focus.opened(event.currentTarget);
    setEditing(what);
  };
  const close = () => {
    setEditing(null);
    focus.closed();
  };
  const packageName = new Map(packages.map((p) => [p._id, p.name]));

  const toggle = (c: CatalogCoupon) =>
    archive.mutate(
      { id: c._id, archived: !c.archived },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t(c.archived ? 'catalog.restoredDone' : 'catalog.archivedDone', { name: c.code }) }),
        onError: (err) => notifications.show({ color: 'red', message: errorText(err) }),
      },
    );

  return (
    <Stack gap="md">
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open('new')} style={{ alignSelf: 'flex-start' }}>
        {t('catalog.coupon.new')}
      </Button>
      {coupons.isPending ? (
        <ListLoading />
      ) : coupons.isError ? (
        <ListError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.data.length === 0 ? (
        <ListEmpty text={t('catalog.coupon.none')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={820} type="native">
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalog.coupon.code')}</Table.Th>
                  <Table.Th>{t('catalog.coupon.discount')}</Table.Th>
                  <Table.Th>{t('catalog.coupon.used')}</Table.Th>
                  <Table.Th>{t('catalog.coupon.perCustomerLimit')}</Table.Th>
                  <Table.Th>{t('catalog.coupon.expires')}</Table.Th>
                  <Table.Th>{t('catalog.coupon.packages')}</Table.Th>
                  <Table.Th>{t('catalog.status')}</Table.Th>
                  <Table.Th ta="right">{t('people.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {coupons.data.data.map((c) => (
                  <Table.Tr key={c._id}>
                    <Table.Td fw={500}>{c.code}</Table.Td>
                    <Table.Td>{c.kind === 'percent' ? `${c.value} %` : formatMoney(c.value, currency, i18n.language)}</Table.Td>
                    <Table.Td>{c.maxUses === null ? t('catalog.coupon.usesUnlimited', { used: c.usedCount }) : t('catalog.coupon.uses', { used: c.usedCount, max: c.maxUses })}</Table.Td>
                    <Table.Td>{c.perCustomerLimit ?? t('catalog.coupon.unlimited')}</Table.Td>
                    <Table.Td>{c.expiresAt ? formatTableDate(c.expiresAt, i18n.language) : t('catalog.coupon.never')}</Table.Td>
                    <Table.Td>{c.packageIds.length ? c.packageIds.map((id) => packageName.get(id) ?? '?').join(', ') : t('catalog.coupon.allPackages')}</Table.Td>
                    <Table.Td>
                      <Badge color={c.archived ? 'gray' : 'teal'} variant="light">
                        {c.archived ? t('catalog.archivedBadge') : t('catalog.offered')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={open(c)} aria-label={t('catalog.editWhat', { name: c.code })}>
                          {t('catalog.edit')}
                        </Button>
                        <Button size="xs" variant="default" leftSection={c.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />} onClick={() => toggle(c)} aria-label={t(c.archived ? 'catalog.restoreWhat' : 'catalog.archiveWhat', { name: c.code })}>
                          {c.archived ? t('catalog.restore') : t('catalog.archive')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPages total={coupons.data.total} perPage={COUPONS_PER_PAGE} page={page} setPage={setPage} />
        </>
      )}
      {editing !== null && <CouponModal key={editing === 'new' ? 'new' : editing._id} packages={packages} editing={editing} currency={currency} onClose={close} />}
    </Stack>
  );
}
