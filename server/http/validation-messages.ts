import { z } from 'zod';

/**
 * Human messages for the checks a schema did not word itself (zod's own say things like
 * "Invalid input: expected object, received null" or "Too big: expected int to be
 * <=9007199254740991"). The error handler puts the field's name in front: "body.sets must be at
 * most 10". A message a schema gives keeps precedence.
 */
export function validationMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const count = (n: number | bigint, unit: string) => `${n} ${unit}${Number(n) === 1 ? '' : 's'}`;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'is required';
      const expected = String(issue.expected);
      if (expected === 'object') return 'must be a JSON object';
      if (expected === 'array') return 'must be a list';
      if (expected === 'string') return 'must be text';
      if (expected === 'int') return 'must be a whole number';
      return `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return `must be at most ${count(max, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `must have at most ${count(max, 'item')}`;
      }
      if (Number(max) >= Number.MAX_SAFE_INTEGER) return 'is too large';
      return issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`;
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') {
        return Number(min) === 1 ? 'is required' : `must be at least ${count(min, 'character')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `must have at least ${count(min, 'item')}`;
      }
      if (Number(min) <= Number.MIN_SAFE_INTEGER) return 'is too small';
      return issue.inclusive === false ? `must be more than ${min}` : `must be at least ${min}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'must be a valid email address';
      if (issue.format === 'regex') return 'has the wrong format';
      return `must be a valid ${issue.format}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'has the wrong type or format';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    default:
      return undefined;
  }
}

/** Installs `validationMessage` for every zod schema of the process (once, at start). */
export function useHumanValidationMessages(): void {
  z.config({ customError: validationMessage });
}
