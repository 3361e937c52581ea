import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { z } from 'zod/mini';

/**
 * Board rules shared by server and web.
 *
 * A card's place in its column is a sortable key (fractional indexing): a string between its
 * neighbours' keys, compared bytewise (the column is `COLLATE "C"`). A move writes one key, the
 * moved card's, so nothing else in the column is rewritten; keys grow a character now and then when
 * cards are dropped again and again between the same two neighbours, and a column whose keys grow
 * past RENUMBER_KEY_LENGTH is given fresh short keys (renumbered) under the same lock.
 */
export const PRIORITIES = ['Highest', 'High', 'Medium', 'Low', 'Lowest'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const TITLE_MIN = 2;
export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 20_000;
/** A key longer than this makes the move renumber its column. */
export const RENUMBER_KEY_LENGTH = 48;
/** Bounds that keep one board's read small: columns per board, cards per column. */
export const MAX_COLUMNS = 50;
export const MAX_CARDS_PER_COLUMN = 10_000;
export const MAX_BOARDS = 200;
/**
 * How many cards of each column the board's read carries unless asked for more (`?cards=`): the
 * read stays near 200 KB whatever the board's size, and the web asks for more as a column scrolls.
 */
export const BOARD_CARDS_SHOWN = 100;
/** How many more cards per column the web asks for when a column is scrolled near its end. */
export const BOARD_CARDS_STEP = 200;
/** How much of a card's long texts the board's read carries. */
export const BOARD_TEXT_PREVIEW = 160;

export const COLUMN_TITLE_REQUIRED = 'Enter Column Title';
export const MIN_TWO = 'Min 2 chars.';
export const BOARD_NAME_REQUIRED = 'Board name is required';
export const CARD_TITLE_REQUIRED = 'Card title is required';
export const TITLE_TOO_LONG = `At most ${TITLE_MAX} characters`;

/** What is wrong with a column's or card's title, as the forms say it: by kind, not by English text. */
export type TitleProblem = 'required' | 'short' | 'long';

/**
 * The same checks as `columnTitle` and `cardTitle`, answered as a kind: a form that told every
 * problem but "required" as "too short" said "Min 2 chars." to a title of 300 characters.
 */
export function titleProblem(title: string): TitleProblem | null {
  const length = title.trim().length;
  if (length === 0) return 'required';
  if (length < TITLE_MIN) return 'short';
  return length > TITLE_MAX ? 'long' : null;
}

/** Bytewise comparison, as PostgreSQL's `COLLATE "C"` compares the keys. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A key between two neighbours (null: the start or the end of the column). */
export function keyBetween(before: string | null, after: string | null): string {
  return generateKeyBetween(before, after);
}

/** `n` evenly spread fresh keys, for a new column order or a renumbering. */
export function freshKeys(n: number): string[] {
  return n === 0 ? [] : generateNKeysBetween(null, null, n);
}

export function needsRenumbering(key: string): boolean {
  return key.length > RENUMBER_KEY_LENGTH;
}

/**
 * Where a card lands: the keys of the cards of the target column *without the moved card*, in
 * order, and the index it should take among them. Answers the new key of the moved card.
 */
export function keyForIndex(keysInOrder: readonly string[], index: number): string {
  const at = Math.max(0, Math.min(index, keysInOrder.length));
  return keyBetween(keysInOrder[at - 1] ?? null, keysInOrder[at] ?? null);
}

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));

export const columnTitle = z.string().check(z.trim(), z.minLength(1, COLUMN_TITLE_REQUIRED), z.minLength(TITLE_MIN, MIN_TWO), z.maxLength(TITLE_MAX, TITLE_TOO_LONG));
export const cardTitle = z.string().check(z.trim(), z.minLength(1, CARD_TITLE_REQUIRED), z.minLength(TITLE_MIN, MIN_TWO), z.maxLength(TITLE_MAX, TITLE_TOO_LONG));
export const boardTitle = z.string().check(z.trim(), z.minLength(1, BOARD_NAME_REQUIRED), z.maxLength(TITLE_MAX, TITLE_TOO_LONG));
export const boardDescription = trimmed(2_000);
export const description = trimmed(DESCRIPTION_MAX);
/** A calendar day, YYYY-MM-DD; null clears it. */
export const deadline = z.nullable(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD'),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Not a date'),
  ),
);
export const priority = z.enum(PRIORITIES);
const shortText = trimmed(255);
export const postUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Enter a web address (http or https)' }).check(z.maxLength(2_000))]);

/** The job-search tracker's card fields (spec 002 2.11); `company` is kept as the card's description. */
export const customerCardFields = {
  title: cardTitle,
  company: z.optional(shortText),
  jobTitle: z.optional(shortText),
  postURL: z.optional(postUrl),
  salary: z.optional(shortText),
  deadline: z.optional(deadline),
  address: z.optional(shortText),
  city: z.optional(shortText),
  state: z.optional(shortText),
  zip: z.optional(trimmed(32)),
  description: z.optional(description),
};

/** The default columns of a customer's tracker, made with it on first read. */
export const TRACKER_COLUMNS = ['Wishlist', 'Applied', 'Interview', 'Offer'] as const;
