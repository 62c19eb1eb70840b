/** The answer of a validation rule: fine, or not with the text to show. */
export type ValidationResult = { ok: true } | { ok: false; message: string };

/** The passing result, shared so that callers may compare by identity. */
export const VALID: ValidationResult = Object.freeze({ ok: true });

/** A failing result with the text to show. */
export function invalid(message: string): ValidationResult {
  return { ok: false, message };
}
