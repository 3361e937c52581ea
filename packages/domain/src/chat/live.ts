import { z } from 'zod/mini';
import { idParam } from '../call';

/**
 * The live connection `/ws`: JSON frames `{ event, data }` with the spec's event names and fields
 * (spec 000 section 7, spec 001 section 7). Our own fields extend them and never rename them:
 * `clientId` (a send's own id, answered by `ack`, so a retried send stores one message), `after`
 * (the last sequence number a client has: it receives exactly what followed) and `seq` on every
 * message (its place in its conversation, assigned at commit). Every frame in both directions is
 * parsed with these schemas.
 */
export const CHAT_TYPES = ['writerToCustomer', 'writerToAdmin'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** The longest text message, in characters; a frame is bounded by it and the file data. */
export const CHAT_TEXT_MAX = 5000;
/** The most messages one `all_messages` frame carries; a longer history arrives in several frames. */
export const CHAT_BATCH_MAX = 500;
/** A frame larger than this is refused before it is parsed. */
export const LIVE_FRAME_MAX_BYTES = 64 * 1024;

const seq = z.number().check(z.int(), z.gte(0), z.lte(2 ** 31 - 1));
const clientId = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid client id'));

/** Which conversation: an order's (customer, writer, admins) or a writer's with the site's admins. */
export const conversationRef = z.discriminatedUnion('chatType', [
  z.object({ chatType: z.literal('writerToCustomer'), order_id: idParam }),
  z.object({ chatType: z.literal('writerToAdmin'), userId: idParam }),
]);
export type ConversationRef = z.infer<typeof conversationRef>;

const withRef = <T extends z.core.$ZodShape>(shape: T) =>
  z.discriminatedUnion('chatType', [
    z.object({ chatType: z.literal('writerToCustomer'), order_id: idParam, sent_by: z.optional(z.string().check(z.maxLength(64))), ...shape }),
    z.object({ chatType: z.literal('writerToAdmin'), userId: idParam, sent_by: z.optional(z.string().check(z.maxLength(64))), ...shape }),
  ]);

export const chatFileData = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(128)),
  mimetype: z.optional(z.string().check(z.maxLength(200))),
  originalname: z.optional(z.string().check(z.maxLength(255))),
});

export const clientFrame = z.discriminatedUnion('event', [
  z.object({ event: z.literal('subscribe'), data: withRef({ after: z.optional(seq) }) }),
  z.object({
    event: z.literal('new_message'),
    data: withRef({
      message_type: z.enum(['text', 'file']),
      content: z.optional(z.string().check(z.maxLength(CHAT_TEXT_MAX))),
      data: z.optional(chatFileData),
      clientId,
    }),
  }),
  z.object({ event: z.literal('request_all_messages'), data: withRef({ after: z.optional(seq) }) }),
  /** Our own: the reader has seen the conversation up to `seq` (unread counts, chat mail). */
  z.object({ event: z.literal('read'), data: withRef({ seq }) }),
  z.object({ event: z.literal('ping'), data: z.optional(z.unknown()) }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  type: z.enum(['text', 'file']),
  sent_by: z.string(),
  content: z.string(),
  data: z.nullable(z.object({ key: z.string(), mimetype: z.string(), originalname: z.string() })),
  createdAt: z.string(),
  writerName: z.string(),
  order_id: z.nullable(z.string()),
  /** Our own fields. */
  chatType: z.enum(CHAT_TYPES),
  userId: z.nullable(z.string()),
  seq,
  clientId: z.nullable(z.string()),
  senderRole: z.enum(['user', 'writer', 'reviewer', 'admin']),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatPersonSchema = z.object({ _id: z.string(), name: z.string(), role: z.enum(['user', 'writer', 'reviewer', 'admin']), profileImg: z.nullable(z.string()) });

export const serverFrame = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('all_messages'),
    data: z.object({
      messages: z.array(chatMessageSchema),
      writers: z.array(chatPersonSchema),
      chatType: z.enum(CHAT_TYPES),
      order_id: z.nullable(z.string()),
      userId: z.nullable(z.string()),
      /** The conversation's last sequence number when this frame was read. */
      lastSeq: seq,
      /** Where the reader had read up to. */
      readSeq: seq,
      /** False while more frames of the same history follow. */
      complete: z.boolean(),
      /** Whether this reader may send (reviewers never; nobody once the chat is closed). */
      canSend: z.boolean(),
    }),
  }),
  z.object({ event: z.literal('new_message'), data: z.object({ message: chatMessageSchema }) }),
  z.object({ event: z.literal('ack'), data: z.object({ clientId, _id: z.string(), seq }) }),
  z.object({ event: z.literal('pong'), data: z.optional(z.object({})) }),
  /** Something changed in the reader's notifications: read them again. */
  z.object({ event: z.literal('notification'), data: z.optional(z.object({})) }),
  /** Our own: the reader's read marker moved (a `read` of theirs was stored): read the unread counts again. */
  z.object({ event: z.literal('unread'), data: z.optional(z.object({})) }),
  z.object({ event: z.literal('error'), data: z.object({ code: z.string(), message: z.string(), clientId: z.optional(z.string()) }) }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;
export type ServerEvent = ServerFrame['event'];
export type ServerFrameOf<E extends ServerEvent> = Extract<ServerFrame, { event: E }>;
