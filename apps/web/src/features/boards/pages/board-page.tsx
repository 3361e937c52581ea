import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { BOARD_CARDS_SHOWN, BOARD_CARDS_STEP } from '@portal/domain/boards/rules';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PagePrefetch } from '../../../platform/web-feature';
import { ListError, ListLoading } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { boardQuery, isGone, useBoard, type Kind } from '../api';
import { BoardView } from '../components/board-view';

/**
 * One board: the writer's `/board/:id`, or the customer's job-search tracker `/board`. The board is
 * read with the first cards of each column; a column scrolled near the last of its cards read asks
 * for BOARD_CARDS_STEP more of every column.
 */
export function BoardScreen({ kind, id }: { kind: Kind; id: string | null }) {
  const { t } = useTranslation('boards');
  const [perColumn, setPerColumn] = useState(BOARD_CARDS_SHOWN);
  const query = useBoard(kind, id, perColumn);
  const needMore = useCallback((shown: number) => setPerColumn((now) => Math.max(now, shown + BOARD_CARDS_STEP)), []);
  // A board that does not exist or is not the writer's (404) will not appear by trying again: the
  // page says so and leads back to the list, without the board's intro.
  const notFound = kind === 'writer' && query.isError && isGone(query.error);
  const title = kind === 'tracker' ? t('tracker.title') : notFound ? t('board.notFound') : (query.data?.boardTitle ?? t('boards.title'));
  return (
    <Stack gap="lg" w="100%">
      <PageHeader
        title={title}
        aside={
          kind === 'writer' ? (
            <Button component={Link} to="/boards" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('boards.back')}
            </Button>
          ) : null
        }
      >
        {!notFound && (
          <Text c="dimmed" size="sm">
            {kind === 'tracker' ? t('tracker.intro') : query.data?.boardDescription || t('board.intro')}
          </Text>
        )}
      </PageHeader>
      {query.isPending && <ListLoading />}
      {notFound && (
        <Text>
          {t('board.notFoundText')}{' '}
          <Anchor component={Link} to="/boards">
            {t('board.toList')}
          </Anchor>
        </Text>
      )}
      {query.isError && !notFound && <ListError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && <BoardView kind={kind} boardId={id} board={query.data} perColumn={perColumn} onNeedMore={needMore} />}
    </Stack>
  );
}

/** The board is asked for while the shell renders, not after the page has drawn its header. */
export const prefetch: PagePrefetch = ({ params, client }) => {
  if (params.id) void client.prefetchQuery(boardQuery('writer', params.id, BOARD_CARDS_SHOWN));
};

export default function WriterBoardPage() {
  const { id } = useParams();
  return <BoardScreen kind="writer" id={id ?? ''} />;
}
