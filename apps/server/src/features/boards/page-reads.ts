import { BOARD_CARDS_SHOWN } from '@portal/domain/boards/rules';
import * as calls from '@portal/domain/boards/calls';
import { callUrl } from '@portal/domain/call';
import type { PageReads } from '../../platform/http/page-answers';

/** A board's page carries the board's first read, as the screen asks for it (`boardQuery` on the web). */
export const boardPageReads: PageReads[] = [
  { page: '/board/:id', reads: ({ params, user }) => (user.role === 'writer' ? [callUrl(calls.getWriterBoard, { params: { id: params.id! }, query: { cards: BOARD_CARDS_SHOWN } })] : []) },
  { page: '/board', reads: ({ user }) => (user.role === 'user' ? [callUrl(calls.getCustomerBoard, { query: { cards: BOARD_CARDS_SHOWN } })] : []) },
];
