import { ActionIcon, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { boardTitle } from '@portal/domain/boards/rules';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatTableDate } from '@portal/domain/dates/format';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byData, focusLater } from '../../../ui/focus-later';
import { ListEmpty, ListLoading } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useCreateWriterBoard, useDeleteWriterBoard, useWriterBoards } from '../api';
import { ConfirmDelete } from '../components/confirm-delete';
import { LoadFailed } from '../components/load-failed';

/** A name of 255 letters without a space wraps anywhere rather than widening the table off the screen. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** The writer's boards (Tasks Manager): a create form (name required), links to each board, delete after confirming. */
export default function BoardsListPage() {
  const { t, i18n } = useTranslation('boards');
  const query = useWriterBoards();
  const create = useCreateWriterBoard();
  const remove = useDeleteWriterBoard();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = boardTitle.safeParse(name);
    if (!parsed.success) {
      setProblem(t('boards.nameRequired'));
      // The focus goes to the field to correct, not left on the button.
      nameInput.current?.focus();
      return;
    }
    setProblem(null);
    create.mutate({ boardTitle: parsed.data, boardDescription: description.trim() }, { onSuccess: () => (setName(''), setDescription('')) });
  };

  // After a delete the focus goes to the next board's link (else the one before); with no board
  // left, to the name field of the form that makes the first one (as the empty list says).
  const focusAfterBoard = (id: string) => {
    const boards = query.data?.boards ?? [];
    const at = boards.findIndex((b) => b._id === id);
    const next = boards[at + 1] ?? boards[at - 1];
    focusLater(() => (next ? (byData(document, 'data-board-id', next._id)?.querySelector('a') ?? null) : nameInput.current));
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <PageHeader title={t('boards.title')} aside={null}>
        <Text c="dimmed" size="sm">
          {t('boards.intro')}
        </Text>
      </PageHeader>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {create.error ? <ServerErrorAlert error={create.error} /> : null}
            <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
              <TextInput ref={nameInput} label={t('boards.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={problem} maxLength={255} />
              <TextInput label={t('boards.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={2000} />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
                {t('boards.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending && <ListLoading />}
        {query.isError && (
          <Stack p="md">
            <LoadFailed text={t('boards.listFailed')} onRetry={() => void query.refetch()} />
          </Stack>
        )}
        {query.isSuccess && query.data.boards.length === 0 && <ListEmpty text={t('boards.empty')} />}
        {query.isSuccess && query.data.boards.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('boards.name')}</Table.Th>
                  <Table.Th>{t('boards.cards')}</Table.Th>
                  {/* On a phone the date gives way, so that the name, the count and the delete button fit. */}
                  <Table.Th visibleFrom="sm">{t('boards.created')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('boards.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.boards.map((board) => (
                  <Table.Tr key={board._id} data-board-id={board._id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/board/${encodeURIComponent(board._id)}`} fw={500} style={WRAP_ANYWHERE}>
                        {board.boardTitle}
                      </Anchor>
                      {board.boardDescription && (
                        <Text size="xs" c="dimmed" style={WRAP_ANYWHERE}>
                          {board.boardDescription}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{board.cardCount}</Table.Td>
                    <Table.Td visibleFrom="sm">{formatTableDate(board.createdAt, i18n.language)}</Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t('boards.delete', { title: board.boardTitle })} onClick={() => setDeleting({ id: board._id, title: board.boardTitle })}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <ConfirmDelete
        opened={deleting !== null}
        title={t('boards.deleteTitle')}
        text={t('boards.deleteText', { title: deleting?.title ?? '' })}
        busy={remove.isPending}
        error={remove.error ? t('boards.deleteFailed') : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => (setDeleting(null), focusAfterBoard(deleting.id)) })}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
