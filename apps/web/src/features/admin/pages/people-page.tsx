import { Badge, Button, Center, Group, Pagination, Select, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLES, type Invitation, type PersonRow, type StaffRole } from '@portal/domain/people/calls';
import { formatTableDate } from '@portal/domain/dates/format';
import { IconMailForward, IconSearch, IconUserOff, IconUserPlus, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { useSession } from '../../../platform/session-context';
import { refocus } from '../../../ui/focus-later';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { usePageParam } from '../../../ui/use-page-param';
import { PEOPLE_PER_PAGE, useInvitations, usePeople, useResendInvitation, useSetDeactivated } from '../api';
import { DeactivateWriterModal } from '../components/deactivate-writer-modal';
import { InviteModal } from '../components/invite-modal';

type Tab = 'customers' | 'staff' | 'invitations';
const isTab = (value: string | null): value is Tab => value === 'customers' || value === 'staff' || value === 'invitations';
const isRole = (value: string | null): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value ?? '');

/**
 * Deactivate and Reactivate wait for their call (the button is disabled meanwhile: the browser drops
 * the focus to the body); the focus then goes back to the person's button, now the other one, or to
 * the list's count when the person left the list.
 */
function PeopleTable({ people, count }: { people: PersonRow[]; count: RefObject<HTMLParagraphElement | null> }) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const { user } = useSession();
  const toggle = useSetDeactivated();
  // A writer with open orders is deactivated only once the admin has read how many stay theirs.
  const [confirming, setConfirming] = useState<PersonRow | null>(null);
  const press = (person: PersonRow) => (!person.deactivated && (person.openOrders ?? 0) > 0 ? setConfirming(person) : flip(person));
  const flip = (person: PersonRow) =>
    void toggle
      .mutateAsync({ userId: person._id, deactivated: !person.deactivated })
      .then(
        () => notifications.show({ color: 'teal', message: t(person.deactivated ? 'people.reactivatedDone' : 'people.deactivatedDone', { email: person.email }) }),
        (err: unknown) => notifications.show({ color: 'red', message: errorText(err) }),
      )
      .finally(refocus('data-deactivate', person._id, () => count.current));
  return (
    <>
    <DeactivateWriterModal
      writer={confirming}
      onCancel={() => setConfirming(null)}
      onConfirm={(writer) => {
        setConfirming(null);
        flip(writer);
      }}
    />
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.columns.name')}</Table.Th>
            <Table.Th>{t('people.columns.role')}</Table.Th>
            <Table.Th>{t('people.columns.status')}</Table.Th>
            <Table.Th>{t('people.columns.since')}</Table.Th>
            <Table.Th ta="right">{t('people.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person._id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {`${person.firstName} ${person.lastName}`.trim()}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {person.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{t(`people.roles.${person.role}`)}</Text>
                  {person.openOrders !== null && (
                    <Text size="xs" c="dimmed">
                      {t('people.openOrders', { count: person.openOrders })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge color={person.deactivated ? 'gray' : 'teal'} variant="light">
                  {person.deactivated ? t('people.deactivated') : t('people.active')}
                </Badge>
              </Table.Td>
              <Table.Td>{formatTableDate(person.createdAt, i18n.language)}</Table.Td>
              <Table.Td ta="right">
                {person._id !== user._id && (
                  <Button
                    size="xs"
                    variant={person.deactivated ? 'light' : 'default'}
                    color={person.deactivated ? undefined : 'red'}
                    leftSection={person.deactivated ? <IconUserCheck size={16} aria-hidden /> : <IconUserOff size={16} aria-hidden />}
                    loading={toggle.isPending && toggle.variables?.userId === person._id}
                    onClick={() => press(person)}
                    data-deactivate={person._id}
                    aria-label={t(person.deactivated ? 'people.reactivateWho' : 'people.deactivateWho', { email: person.email })}
                  >
                    {person.deactivated ? t('people.reactivate') : t('people.deactivate')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
    </>
  );
}

function PeopleList({ kind }: { kind: 'customers' | 'staff' }) {
  const { t } = useTranslation('admin');
  const { page, setPage, params, setParams } = usePageParam();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const role = kind === 'staff' && isRole(params.get('role')) ? (params.get('role') as StaffRole) : undefined;
  useEffect(() => {
    if ((params.get('q') ?? '') === q) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (q) next.set('q', q);
      else next.delete('q');
      next.delete('page');
      return next;
    });
    // Only the typed text drives this; the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const list = usePeople({ kind, page, ...(params.get('q') ? { q: params.get('q')! } : {}), ...(role ? { role } : {}) });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PEOPLE_PER_PAGE)) : 1;
  const count = useRef<HTMLParagraphElement>(null);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <TextInput label={t('filters.search')} placeholder={t('people.searchPlaceholder')} leftSection={<IconSearch size={16} aria-hidden />} value={search} maxLength={100} onChange={(e) => setSearch(e.currentTarget.value)} w={{ base: '100%', sm: 280 }} />
        {kind === 'staff' && (
          <Select
            label={t('people.columns.role')}
            placeholder={t('people.anyRole')}
            data={STAFF_ROLES.map((value) => ({ value, label: t(`people.roles.${value}`) }))}
            value={role ?? null}
            onChange={(value) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (value) next.set('role', value);
                else next.delete('role');
                next.delete('page');
                return next;
              })
            }
            clearable
            w={{ base: '100%', sm: 200 }}
          />
        )}
      </Group>
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty text={t('people.empty')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" ref={count} tabIndex={-1}>
            {t('people.count', { count: list.data.total })}
          </Text>
          <PeopleTable people={list.data.data} count={count} />
          {pages > 1 && (
            <Center>
              <Pagination value={page} onChange={setPage} total={pages} getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })} getItemProps={(n) => ({ 'aria-label': t('page.number', { number: n }) })} />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * "Send again" waits for its call (the button is disabled meanwhile: the browser drops the focus to
 * the body); the focus then goes back to it, or to the tab of the invitations when the invitation is
 * no longer listed (accepted meanwhile).
 */
function Invitations() {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const list = useInvitations();
  const resend = useResendInvitation();
  const again = (invitation: Invitation) =>
    void resend
      .mutateAsync(invitation._id)
      .then(
        () => notifications.show({ color: 'teal', message: t('people.invite.resent', { email: invitation.email }) }),
        (err: unknown) => notifications.show({ color: 'red', message: errorText(err) }),
      )
      .finally(refocus('data-resend', invitation._id, () => document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')));
  if (list.isPending) return <ListLoading />;
  if (list.isError) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) return <ListEmpty text={t('people.invite.none')} />;
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.invite.email')}</Table.Th>
            <Table.Th>{t('people.columns.role')}</Table.Th>
            <Table.Th>{t('people.invite.expires')}</Table.Th>
            <Table.Th ta="right">{t('people.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.data.map((invitation) => (
            <Table.Tr key={invitation._id}>
              <Table.Td>{invitation.email}</Table.Td>
              <Table.Td>{t(`people.roles.${invitation.role}`)}</Table.Td>
              <Table.Td>
                {invitation.expired ? (
                  <Badge color="red" variant="light">
                    {t('people.invite.expired')}
                  </Badge>
                ) : (
                  formatTableDate(invitation.expiresAt, i18n.language)
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Button size="xs" variant="light" leftSection={<IconMailForward size={16} aria-hidden />} loading={resend.isPending && resend.variables === invitation._id} onClick={() => again(invitation)} data-resend={invitation._id} aria-label={`${t('people.invite.resend')}: ${invitation.email}`}>
                  {t('people.invite.resend')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/people: customers and staff (searched, paged), invitations, deactivation. */
export default function PeoplePage() {
  const { t } = useTranslation('admin');
  const { params, setParams } = usePageParam();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'customers';
  const [inviting, setInviting] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('people.title')}
          </Title>
          <Text c="dimmed">{t('people.intro')}</Text>
        </Stack>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
          {t('people.invite.open')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setParams(new URLSearchParams(value && value !== 'customers' ? { tab: value } : {}))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="customers">{t('people.tabs.customers')}</Tabs.Tab>
          <Tabs.Tab value="staff">{t('people.tabs.staff')}</Tabs.Tab>
          <Tabs.Tab value="invitations">{t('people.tabs.invitations')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="customers" pt="md">
          <PeopleList kind="customers" />
        </Tabs.Panel>
        <Tabs.Panel value="staff" pt="md">
          <PeopleList kind="staff" />
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <Invitations />
        </Tabs.Panel>
      </Tabs>
      <InviteModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
