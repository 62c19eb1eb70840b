/** SQLSTATE classes whose messages and details quote the values of the statement: data and integrity errors. */
const QUOTING_CLASSES = ['22', '23'];
/** Fields of a database error that name things (tables, constraints), never values. */
const NAMING_FIELDS = ['code', 'severity', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Error & Record<string, unknown>;

/** An error as the log shows it. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The SQLSTATE of a database error, looked for on the error and its causes (drizzle wraps the driver's). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as ErrorLike).code;
    if (typeof code === 'string' && SQLSTATE.test(code) && 'severity' in current) return code;
    current = (current as ErrorLike).cause;
  }
  return undefined;
}

/**
 * The logger's serializer of errors: type, message, stack, code and cause, as pino's own, but without
 * the values of a failed statement. drizzle writes `params: …` into its message (positions, emails,
 * names), and the drivers keep them on the error (`params`, `parameters`, `detail`, `where`); none of that
 * may reach the log. The SQL text, with its `$1` placeholders, stays.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const e = error as ErrorLike;
  const state = sqlStateOf(e) === e.code ? (e.code as string) : undefined;
  let message = e.message.split('\nparams:')[0] ?? '';
  if (state && QUOTING_CLASSES.includes(state.slice(0, 2))) message = `database error ${state}`;
  const out: SerializedError = { type: e.name, message, stack: e.stack?.replace(e.message, message) ?? '' };
  if (typeof e.query === 'string') out.query = e.query;
  for (const field of NAMING_FIELDS)
    if (e[field] !== undefined && typeof e[field] !== 'object') out[field] = e[field];
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
