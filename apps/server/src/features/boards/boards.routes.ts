import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/boards/calls';
import { addRoute } from '../../platform/http/route';
import { trackerFields, type BoardsService } from './boards.service';

// Writer boards are the writer's own (reviewers and admins have none); the tracker is the customer's.
const WRITER = ['writer'] as const;
const CUSTOMER = ['user'] as const;

export function registerBoardRoutes(app: FastifyInstance, boards: BoardsService): void {
  addRoute(app, calls.listWriterBoards, WRITER, async (a) => ({ status: true, boards: await boards.list(a) }));
  addRoute(app, calls.createWriterBoard, WRITER, async (a) => ({ status: true, board: await boards.create(a, a.body.boardTitle, a.body.boardDescription ?? '') }));
  addRoute(app, calls.getWriterBoard, WRITER, async (a) => {
    return { status: true, ...(await boards.read(a, 'writer', a.params.id, a.query.cards)) };
  });
  for (const call of [calls.deleteWriterBoard, calls.deleteWriterBoardHttp]) {
    addRoute(app, call, WRITER, async (a) => {
      await boards.remove(a, a.params.id);
      return { status: true };
    });
  }

  addRoute(app, calls.getCustomerBoard, CUSTOMER, async (a) => {
    return { status: true, ...(await boards.read(a, 'tracker', null, a.query.cards)) };
  });

  for (const [kind, roles, c] of [
    ['writer', WRITER, { newColumn: calls.createWriterColumn, rename: calls.renameWriterColumn, delColumn: [calls.deleteWriterColumn, calls.deleteWriterColumnHttp], move: calls.moveWriterCard }],
    ['tracker', CUSTOMER, { newColumn: calls.createCustomerColumn, rename: calls.renameCustomerColumn, delColumn: [calls.deleteCustomerColumn, calls.deleteCustomerColumnHttp], move: calls.moveCustomerCard }],
  ] as const) {
    addRoute(app, c.newColumn, roles, async (a) => {
      const column = await boards.addColumn(a, kind, a.params.boardId, a.query.title);
      return { status: true, _id: column._id, column };
    });
    addRoute(app, c.rename, roles, async (a) => ({ status: true, column: await boards.renameColumn(a, kind, a.body.id, a.body.title) }));
    for (const call of c.delColumn) {
      addRoute(app, call, roles, async (a) => {
        await boards.removeColumn(a, kind, a.params.id);
        return { status: true };
      });
    }
    addRoute(app, c.move, roles, async (a) => {
      const moved = await boards.move(a, kind, { board: a.body.board, card: a.body.card, column: a.body.toPosition.column, index: a.body.toPosition.index });
      return { status: true, card: { _id: moved.card._id, columnId: moved.card.columnId, position: moved.card.position }, renumbered: moved.renumbered };
    });
  }

  // Writer cards
  addRoute(app, calls.getWriterCard, WRITER, async (a) => ({ status: true, card: await boards.card(a, 'writer', a.params.id) }));
  addRoute(app, calls.createWriterCard, WRITER, async (a) => {
    const { boardId, column, cardTitle, ...rest } = a.body;
    const card = await boards.createCard(a, 'writer', boardId, column, { ...rest, title: cardTitle });
    return { status: true, _id: card._id, description: card.description, createdAt: card.createdAt, card };
  });
  addRoute(app, calls.placeWriterCard, WRITER, async (a) => {
    await boards.move(a, 'writer', { card: a.body.card, column: a.body.column, index: 'end' });
    return { status: true, card: await boards.card(a, 'writer', a.body.card) };
  });
  addRoute(app, calls.updateWriterCard, WRITER, async (a) => {
    const { id, ...fields } = a.body;
    return { status: true, card: await boards.updateCard(a, 'writer', id, fields) };
  });
  for (const call of [calls.deleteWriterCard, calls.deleteWriterCardHttp]) {
    addRoute(app, call, WRITER, async (a) => {
      await boards.removeCard(a, 'writer', a.params.id);
      return { status: true };
    });
  }

  // Tracker cards
  addRoute(app, calls.getCustomerCard, CUSTOMER, async (a) => ({ status: true, card: await boards.card(a, 'tracker', a.params.id) }));
  addRoute(app, calls.createCustomerCard, CUSTOMER, async (a) => {
    const { boardId, column, ...rest } = a.body;
    const card = await boards.createCard(a, 'tracker', boardId, column, { ...trackerFields(rest), title: rest.title });
    return { status: true, _id: card._id, description: card.company, createdAt: card.createdAt, card };
  });
  addRoute(app, calls.placeCustomerCard, CUSTOMER, async (a) => {
    await boards.move(a, 'tracker', { card: a.body.card, column: a.body.column, index: 'end' });
    return { status: true, card: await boards.card(a, 'tracker', a.body.card) };
  });
  addRoute(app, calls.updateCustomerCard, CUSTOMER, async (a) => {
    const { id, ...fields } = a.body;
    return { status: true, card: await boards.updateCard(a, 'tracker', id, trackerFields(fields)) };
  });
  for (const call of [calls.deleteCustomerCard, calls.deleteCustomerCardHttp]) {
    addRoute(app, call, CUSTOMER, async (a) => {
      await boards.removeCard(a, 'tracker', a.params.id);
      return { status: true };
    });
  }
}
