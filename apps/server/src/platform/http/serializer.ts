import { serializerCompiler } from 'fastify-type-provider-zod';
import { isKeptAnswer } from '../db/read-cache';

/**
 * Every answer is checked against its call's contract and written as JSON (fastify-type-provider-zod).
 * An answer kept by the read cache is one frozen object shared by every request that reads it, so
 * its text is made once and kept beside it (dropped with it): the check still runs, once per answer.
 */
export const answerSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (data) => {
    if (!isKeptAnswer(data)) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) texts.set(data, (text = serialize(data)));
    return text;
  };
};
