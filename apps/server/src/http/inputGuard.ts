import type { FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';

/** Deepest nesting of arrays and objects a request may send. */
export const MAX_INPUT_DEPTH = 32;

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be stored: PostgreSQL refuses NUL in text (22021) and a lone UTF-16 surrogate cannot
 * be written as UTF-8 (22P05). Undefined when the text is fine.
 */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain unpaired UTF-16 surrogates';
  return undefined;
}

/**
 * Refuses, with a 400 that names the field, any text in the path, query or body (JSON or form, keys and
 * values) that the database could not store, and nesting deeper than {@link MAX_INPUT_DEPTH}. It runs
 * after parsing and before every route's own validation, so no route can forget it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    inspect(request.params, 'path');
    inspect(request.query, 'query');
    inspect(request.body, 'body');
  });
}

function inspect(root: unknown, name: string): void {
  // An explicit stack, not recursion: a deeply nested body must not exhaust the call stack.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: name, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as (typeof stack)[number];
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) throw new HttpError(400, 'invalid_text', `${path} ${problem}`, { field: path });
      continue;
    }
    if (typeof value !== 'object' || value === null || value instanceof Uint8Array) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      throw new HttpError(400, 'too_deep', `${name} is nested more than ${MAX_INPUT_DEPTH} levels deep`);
    }
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem)
        throw new HttpError(400, 'invalid_text', `A key in ${path} ${keyProblem}`, { field: path });
      stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
}
