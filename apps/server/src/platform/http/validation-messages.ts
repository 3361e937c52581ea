import { en } from 'zod/locales';
import { z } from 'zod/mini';

/**
 * zod's English messages for the checks written without a message of their own ("Too big: expected
 * string to have <=200 characters"), sent as a 400's field errors. The contracts are written with
 * `zod/mini`, which keeps the web's download small and sets no locale; the server sets English once.
 * The web shows its own words, by each issue's code.
 */
z.config(en());
