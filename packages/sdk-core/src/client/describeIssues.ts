import type * as z from 'zod/mini';

/**
 * Why a value failed, in words. Schemas here are `zod/mini`, which loads no locale, so a plain
 * "Invalid input" is spelled out from the issue itself; custom or localised messages are kept.
 */
function issueReason(issue: z.core.$ZodIssue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_format':
      return `not a valid ${issue.format}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`;
    case 'too_big':
      return `must be at most ${issue.maximum}`;
    case 'too_small':
      return `must be at least ${issue.minimum}`;
    default:
      return issue.message;
  }
}

/** The first three issues as `path: reason`, e.g. `0.latitude: expected number`. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issueReason(issue)}`)
    .join('; ');
}
