import { PaymentRefused } from './PaymentRefused';

/** The fields of eSewa's signed answer, as the text it signed (numbers keep their written form). */
export type EsewaResponseFields = Record<string, string>;

const MAX_DATA_LENGTH = 4096;

/**
 * Decodes the `data` query value eSewa appends to the success URL: base64 of a flat JSON object.
 * Values are kept as they were written, because the signature covers the written text: eSewa sends
 * `"total_amount":1000.0`, which `JSON.parse` would turn into `1000`.
 */
export function decodeEsewaResponse(data: string): EsewaResponseFields {
  if (data.length === 0 || data.length > MAX_DATA_LENGTH || !/^[A-Za-z0-9+/=_-]+$/.test(data)) {
    throw new PaymentRefused('malformed', 'The payment response is not valid base64');
  }
  const text = Buffer.from(data.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PaymentRefused('malformed', 'The payment response is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new PaymentRefused('malformed', 'The payment response is not a JSON object');
  }
  const fields: EsewaResponseFields = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number') fields[key] = writtenNumber(text, key) ?? String(value);
    else throw new PaymentRefused('malformed', `The payment response field ${key} is not text or a number`);
  }
  return fields;
}

/** The number as written after `"key":` in the JSON text. */
function writtenNumber(text: string, key: string): string | undefined {
  const escaped = JSON.stringify(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}\\s*:\\s*(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)`).exec(text)?.[1];
}

/** Encodes fields the way eSewa does (base64 JSON), for the sandbox gateway. */
export function encodeEsewaResponse(fields: EsewaResponseFields): string {
  return Buffer.from(JSON.stringify(fields), 'utf8').toString('base64');
}
