import i18next from 'i18next';
import type { FastifySchemaValidationError } from 'fastify';
import en from '../i18n/en.json' with { type: 'json' };
import { AppError } from './errors.js';

/**
 * Schema validation failures as people read them (issue 21): one message per field from the
 * catalogue's `validation.*` texts, never the validator's own wording. Both services use this;
 * the engine lists them as JSON:API errors, the accounts API as `errors: { field: [messages] }`.
 */

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Where a failing value was: a body field (`pointer`) or a query/path parameter (`parameter`). */
export interface FieldFailure {
  field: string;
  message: string;
  part: string;
}

/** body, querystring, params or headers. */
type Part = string;

function label(field: string): string {
  // Own keys only: a field may be named after an object method ("constructor", "valueOf").
  if (Object.hasOwn(en.validation.fields, field)) return i18n.t(`validation.fields.${field}`);
  const words = field.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldOf(error: FastifySchemaValidationError, part: Part): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    path.push(params.additionalProperty);
  return path.length ? path.join('.') : part;
}

function messageOf(error: FastifySchemaValidationError, field: string): string {
  const params = error.params;
  const name = label(field.split('.').at(-1)!);
  switch (error.keyword) {
    case 'required':
      return i18n.t('validation.required', { field: name });
    case 'type': {
      const type = String([params.type].flat()[0]);
      const typeLabel = Object.hasOwn(en.validation.types, type) ? i18n.t(`validation.types.${type}`) : type;
      return i18n.t('validation.type', { field: name, type: typeLabel });
    }
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return i18n.t(`validation.${error.keyword}`, { field: name, limit: params.limit });
    case 'pattern':
    case 'format':
      return i18n.t('validation.pattern', { field: name });
    case 'enum':
      return i18n.t('validation.enum', { field: name, values: [params.allowedValues].flat().join(', ') });
    case 'const':
      return i18n.t('validation.enum', { field: name, values: String(params.allowedValue) });
    case 'additionalProperties':
      return i18n.t('validation.unknownField', { field: name });
    default:
      return i18n.t('validation.invalid', { field: name });
  }
}

/** The failures of one request part, the first message of each field (alternatives collapse). */
export function fieldFailures(validation: FastifySchemaValidationError[], part: Part): FieldFailure[] {
  const seen = new Set<string>();
  const failures: FieldFailure[] = [];
  for (const error of validation) {
    const field = fieldOf(error, part);
    if (seen.has(field)) continue;
    seen.add(field);
    failures.push({ field, message: messageOf(error, field), part });
  }
  return failures;
}

/** A 400 `validation_failed` carrying every field's message; the first is the `message`. */
export function validationError(failures: FieldFailure[]): AppError {
  const first = failures[0] ?? { field: 'body', message: i18n.t('validation.invalid', { field: label('body') }) };
  // A Map, not an object: a field may be called "valueOf" or "__proto__".
  const byField = new Map<string, string[]>();
  for (const f of failures) byField.set(f.field, [...(byField.get(f.field) ?? []), f.message]);
  const errors = Object.fromEntries(byField);
  return new AppError(400, 'validation_failed', 'Invalid input', first.message, { errors, failures });
}

/** One message for a value the schemas cannot express (a query parameter of the compatibility layer). */
export function invalidField(field: string, part: Part, keyword: 'pattern' | 'enum', values?: string[]): AppError {
  const name = label(field);
  const message =
    keyword === 'enum'
      ? i18n.t('validation.enum', { field: name, values: (values ?? []).join(', ') })
      : i18n.t('validation.pattern', { field: name });
  return validationError([{ field, message, part }]);
}
