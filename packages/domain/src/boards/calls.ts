import { z } from 'zod/mini';
import { defineCall, idParam, okResponse } from '../call';
import { boardDescription, boardTitle, cardTitle, columnTitle, customerCardFields, deadline, description, MAX_CARDS_PER_COLUMN, priority } from './rules';

/**
 * The board calls of spec 001 section 7 and spec 002 section 7.5: the writer's task boards under
 * /api/writer and the customer's job-search tracker (one board per customer) under /api/customer.
 * The spec's GET deletions are kept (they need the CSRF header); DELETE is offered beside them.
 */

export const writerCardView = z.object({
  _id: z.string(),
  id: z.string(),
  columnId: z.string(),
  position: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionContent: z.string(),
  priority: z.nullable(priority),
  deadline: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WriterCardView = z.infer<typeof writerCardView>;

export const customerCardView = z.object({
  _id: z.string(),
  id: z.string(),
  columnId: z.string(),
  position: z.string(),
  title: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  postURL: z.string(),
  salary: z.string(),
  deadline: z.nullable(z.string()),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerCardView = z.infer<typeof customerCardView>;

/**
 * A card as the board's read shows it: what the card on the board displays, with its long text cut
 * to BOARD_TEXT_PREVIEW characters (the card's own read, for the edit dialog, has every field).
 * A 5,000-card board stays near 1 MB.
 */
export const writerBoardCard = z.object({
  _id: z.string(),
  position: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.nullable(priority),
  deadline: z.nullable(z.string()),
});
export const customerBoardCard = z.object({ _id: z.string(), position: z.string(), title: z.string(), company: z.string(), jobTitle: z.string(), deadline: z.nullable(z.string()) });
export type WriterBoardCard = z.infer<typeof writerBoardCard>;
export type CustomerBoardCard = z.infer<typeof customerBoardCard>;

/** A column with its first cards in order (`cards`, as many as asked for) and how many it holds in all. */
const columnView = <C extends z.ZodMiniType>(card: C) => z.object({ _id: z.string(), id: z.string(), title: z.string(), cardCount: z.number().check(z.int()), cards: z.array(card) });

const boardView = <C extends z.ZodMiniType>(card: C) => z.object({ _id: z.string(), boardTitle: z.string(), boardDescription: z.string(), createdAt: z.string(), columns: z.array(columnView(card)) });

/** A board as its read answers it: every column with its first cards in order (BOARD_CARDS_SHOWN unless `cards` asks for more). */
export const writerBoardView = boardView(writerBoardCard);
export type WriterBoardView = z.infer<typeof writerBoardView>;
export const customerBoardView = boardView(customerBoardCard);
export type CustomerBoardView = z.infer<typeof customerBoardView>;

export const boardSummary = z.object({ _id: z.string(), boardTitle: z.string(), boardDescription: z.string(), createdAt: z.string(), cardCount: z.number().check(z.int()) });
export type BoardSummary = z.infer<typeof boardSummary>;

const idParams = z.strictObject({ id: idParam });
/** How many cards of each column the board's read carries (BOARD_CARDS_SHOWN when absent). */
const boardReadQuery = z.strictObject({ cards: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_CARDS_PER_COLUMN))) });

/** Where a card goes: a column and its index among that column's other cards (0 = the top). */
export const position = z.strictObject({ column: idParam, index: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)) });
export const moveBody = z.strictObject({ board: idParam, card: idParam, fromPosition: z.optional(position), toPosition: position });
export const moveResponse = z.object({ status: z.boolean(), card: z.object({ _id: z.string(), columnId: z.string(), position: z.string() }), renumbered: z.boolean() });

const columnResponse = z.object({
  status: z.boolean(),
  _id: z.string(),
  column: z.object({ _id: z.string(), id: z.string(), title: z.string(), cardCount: z.number().check(z.int()), cards: z.array(z.never()) }),
});
const placeBody = z.strictObject({ column: idParam, card: idParam });

// ---------------------------------------------------------------- writer boards

export const listWriterBoards = defineCall({
  method: 'GET',
  path: '/api/writer/boards',
  response: z.object({ status: z.boolean(), boards: z.array(boardSummary) }),
});

export const createWriterBoard = defineCall({
  method: 'POST',
  path: '/api/writer/board/new',
  body: z.strictObject({ boardTitle, boardDescription: z.optional(boardDescription) }),
  response: z.object({ status: z.boolean(), board: boardSummary }),
});

export const getWriterBoard = defineCall({
  method: 'GET',
  path: '/api/writer/board/:id',
  params: idParams,
  query: boardReadQuery,
  response: z.extend(writerBoardView, { status: z.boolean() }),
});

export const deleteWriterBoard = defineCall({ method: 'GET', path: '/api/writer/board/:id/delete', params: idParams, response: okResponse, mutates: true });
export const deleteWriterBoardHttp = defineCall({ method: 'DELETE', path: '/api/writer/board/:id', params: idParams, response: okResponse });

export const createWriterColumn = defineCall({
  method: 'GET',
  path: '/api/writer/list/new/:boardId',
  params: z.strictObject({ boardId: idParam }),
  query: z.strictObject({ title: z.optional(columnTitle) }),
  response: columnResponse,
  mutates: true,
});

export const renameWriterColumn = defineCall({
  method: 'POST',
  path: '/api/writer/list/update/title',
  body: z.strictObject({ id: idParam, title: columnTitle }),
  response: z.object({ status: z.boolean(), column: z.object({ _id: z.string(), title: z.string() }) }),
});

export const deleteWriterColumn = defineCall({ method: 'GET', path: '/api/writer/list/:id/delete', params: idParams, response: okResponse, mutates: true });
export const deleteWriterColumnHttp = defineCall({ method: 'DELETE', path: '/api/writer/list/:id', params: idParams, response: okResponse });

export const writerCardBody = {
  cardTitle,
  description: z.optional(description),
  priority: z.optional(z.nullable(priority)),
  deadline: z.optional(deadline),
  descriptionContent: z.optional(description),
};

/** Creates a card at the end of a column (the board's first column when none is named). */
export const createWriterCard = defineCall({
  method: 'POST',
  path: '/api/writer/card/new/confirm',
  body: z.strictObject({ boardId: idParam, column: z.optional(idParam), ...writerCardBody }),
  response: z.object({ status: z.boolean(), _id: z.string(), description: z.string(), createdAt: z.string(), card: writerCardView }),
});

/** Puts a card at the end of a column of its board. */
export const placeWriterCard = defineCall({
  method: 'POST',
  path: '/api/writer/card/new',
  body: placeBody,
  response: z.object({ status: z.boolean(), card: writerCardView }),
});

export const getWriterCard = defineCall({ method: 'GET', path: '/api/writer/card/:id', params: idParams, response: z.object({ status: z.boolean(), card: writerCardView }) });

export const updateWriterCard = defineCall({
  method: 'POST',
  path: '/api/writer/card/update',
  body: z.strictObject({
    id: idParam,
    title: cardTitle,
    descriptionContent: z.optional(description),
    priority: z.optional(z.nullable(priority)),
    deadline: z.optional(deadline),
    description: z.optional(description),
  }),
  response: z.object({ status: z.boolean(), card: writerCardView }),
});

export const deleteWriterCard = defineCall({ method: 'GET', path: '/api/writer/card/:id/delete', params: idParams, response: okResponse, mutates: true });
export const deleteWriterCardHttp = defineCall({ method: 'DELETE', path: '/api/writer/card/:id', params: idParams, response: okResponse });

export const moveWriterCard = defineCall({ method: 'POST', path: '/api/writer/card/position/update', body: moveBody, response: moveResponse });

// ---------------------------------------------------------------- the customer's job-search tracker

/** The customer's tracker, made with its default columns on the first read. */
export const getCustomerBoard = defineCall({
  method: 'GET',
  path: '/api/customer/board',
  query: boardReadQuery,
  response: z.extend(customerBoardView, { status: z.boolean() }),
});

export const createCustomerColumn = defineCall({
  method: 'GET',
  path: '/api/customer/list/new/:boardId',
  params: z.strictObject({ boardId: idParam }),
  query: z.strictObject({ title: z.optional(columnTitle) }),
  response: columnResponse,
  mutates: true,
});

export const renameCustomerColumn = defineCall({
  method: 'POST',
  path: '/api/customer/list/update/title',
  body: z.strictObject({ id: idParam, title: columnTitle }),
  response: z.object({ status: z.boolean(), column: z.object({ _id: z.string(), title: z.string() }) }),
});

export const deleteCustomerColumn = defineCall({ method: 'GET', path: '/api/customer/list/:id/delete', params: idParams, response: okResponse, mutates: true });
export const deleteCustomerColumnHttp = defineCall({ method: 'DELETE', path: '/api/customer/list/:id', params: idParams, response: okResponse });

export const getCustomerCard = defineCall({ method: 'GET', path: '/api/customer/card/:id', params: idParams, response: z.object({ status: z.boolean(), card: customerCardView }) });
export const deleteCustomerCard = defineCall({ method: 'GET', path: '/api/customer/card/:id/delete', params: idParams, response: okResponse, mutates: true });
export const deleteCustomerCardHttp = defineCall({ method: 'DELETE', path: '/api/customer/card/:id', params: idParams, response: okResponse });

export const createCustomerCard = defineCall({
  method: 'POST',
  path: '/api/customer/card/new/confirm',
  body: z.strictObject({ boardId: idParam, column: z.optional(idParam), ...customerCardFields }),
  response: z.object({ status: z.boolean(), _id: z.string(), description: z.string(), createdAt: z.string(), card: customerCardView }),
});

export const placeCustomerCard = defineCall({ method: 'POST', path: '/api/customer/card/new', body: placeBody, response: z.object({ status: z.boolean(), card: customerCardView }) });

export const updateCustomerCard = defineCall({
  method: 'POST',
  path: '/api/customer/card/update',
  body: z.strictObject({ id: idParam, ...customerCardFields }),
  response: z.object({ status: z.boolean(), card: customerCardView }),
});

export const moveCustomerCard = defineCall({ method: 'POST', path: '/api/customer/card/position/update', body: moveBody, response: moveResponse });
