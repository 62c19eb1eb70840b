import type { DecodedAttributes, DecodedFrame, DecodedMessage } from './types';

/** Text PostgreSQL refuses in `text` and `jsonb`: NUL, and any surrogate (lone ones are refused). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character looked for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character removed
const NUL = /\u0000/g;
/** A high surrogate without its low half, or a low surrogate without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Attribute values nested deeper than this are left out (decoders produce flat attributes). */
const MAX_DEPTH = 8;

/**
 * Text as PostgreSQL stores it in `text` and `jsonb`: NUL characters removed, lone UTF-16
 * surrogates replaced by U+FFFD. Text without them is returned as it is.
 * @example storableText('Relay\u0000 done') // 'Relay done'
 */
export function storableText(text: string): string {
  if (!SUSPECT.test(text)) return text;
  return text.replace(NUL, '').replace(LONE_SURROGATE, '\ufffd');
}

function storableValue(value: unknown, depth: number): unknown {
  switch (typeof value) {
    case 'string':
      return storableText(value);
    case 'number':
      // JSON has no NaN or Infinity.
      return Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return value;
    case 'bigint': {
      const number = Number(value);
      return Number.isSafeInteger(number) ? number : value.toString();
    }
    case 'object':
      if (value === null) return null;
      if (depth >= MAX_DEPTH) return undefined;
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
      if (ArrayBuffer.isView(value)) {
        return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex');
      }
      if (Array.isArray(value)) {
        let copy: unknown[] | undefined;
        value.forEach((item, index) => {
          const clean = storableValue(item, depth + 1) ?? null;
          if (clean !== item) copy ??= value.slice(0, index);
          copy?.push(clean);
        });
        return copy ?? value;
      }
      return storableObject(value as Record<string, unknown>, depth + 1);
    default:
      // Functions, symbols and undefined have no JSON form.
      return undefined;
  }
}

function storableObject(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  const keys = Object.keys(object);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const value = object[key];
    const clean = storableValue(value, depth);
    const cleanKey = storableText(key);
    if (!copy && (clean !== value || cleanKey !== key || key === '__proto__')) {
      copy = {};
      for (let kept = 0; kept < index; kept++) copy[keys[kept] as string] = object[keys[kept] as string];
    }
    if (copy && clean !== undefined && cleanKey !== '__proto__') copy[cleanKey] = clean;
  }
  return copy ?? object;
}

/**
 * Attributes as the database stores them: every text (keys included, at any depth) made storable,
 * numbers that JSON cannot hold (NaN, ±Infinity) and values without a JSON form left out, 64-bit
 * integers as numbers when exact and as text otherwise, bytes as hex. Unchanged attributes are
 * returned as they are.
 */
export function storableAttributes(attributes: DecodedAttributes): DecodedAttributes {
  return storableObject(attributes, 0);
}

/**
 * A decoded message whose every text — the device identifier, attributes at any depth, a
 * command's result — PostgreSQL accepts, so one device's odd bytes can never fail a commit that
 * other devices' frames share. Applied by every protocol where it hands out what it decoded.
 */
export function storableMessage<T extends DecodedMessage>(message: T): T {
  let changed: Record<string, unknown> | undefined;
  if (message.uniqueId !== undefined) {
    const uniqueId = storableText(message.uniqueId);
    if (uniqueId !== message.uniqueId) changed = { uniqueId };
  }
  if (message.kind === 'commandResult') {
    const result = storableText(message.result);
    if (result !== message.result) changed = { ...changed, result };
  } else if (message.kind !== 'login' && message.attributes !== undefined) {
    const attributes = storableAttributes(message.attributes);
    if (attributes !== message.attributes) changed = { ...changed, attributes };
  }
  return changed ? ({ ...message, ...changed } as T) : message;
}

/** Frames whose messages are all {@link storableMessage}s (the same frames when nothing changes). */
export function storableFrames(frames: DecodedFrame[]): DecodedFrame[] {
  for (let i = 0; i < frames.length; i++) {
    const frame = frames[i] as DecodedFrame;
    let messages: DecodedMessage[] | undefined;
    frame.messages.forEach((message, index) => {
      const clean = storableMessage(message);
      if (clean !== message) messages ??= frame.messages.slice(0, index);
      messages?.push(clean);
    });
    if (messages) frames[i] = { ...frame, messages };
  }
  return frames;
}
