import { useLayoutEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The form kit's link between react-hook-form and the contracts' zod schemas: a form is checked
 * with the very schema its request is checked with on the server. Only the lazy pages with long
 * forms import this module, so react-hook-form and zod stay out of the first page's bundle.
 *
 * The schemas' messages are English and technical; each failure is reduced to a kind that names
 * a translated message (`${namespace}:${field}_${kind}`).
 */
export type ErrorKind = 'required' | 'too_short' | 'too_long' | 'invalid';

function kindOf(code: string, raw: unknown): ErrorKind {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return 'required';
  if (code === 'too_small') return 'too_short';
  if (code === 'too_big') return 'too_long';
  return 'invalid';
}

/**
 * A resolver running `schema` on what the form would send: `toInput` turns the form's values
 * into the request body (only the changed fields, a blank as null, a known id added…). On
 * success the submit handler receives the parsed body, normalised as the server will store it.
 * Each failing field gets an error whose type is its ErrorKind; a failure outside the form's
 * own fields becomes the form's root error.
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toInput: (values: TValues) => unknown = (values) => values,
): Resolver<TValues, unknown, z.output<TSchema>> {
  // The contracts have no async checks; parsing synchronously spares a round of waiting on submit.
  const resolve = zodResolver(schema as never, undefined, { mode: 'sync' }) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  return async (values, context, options) => {
    const input = toInput(values) as Record<string, unknown>;
    const result = await resolve(input, context, options as never);
    const found = Object.entries(result.errors as Record<string, FieldError | undefined>);
    if (found.length === 0) return { values: result.values as z.output<TSchema>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, error] of found) {
      if (!error || typeof error.type !== 'string') continue;
      const kind = kindOf(error.type, input[field]);
      const name = field in values ? field : 'root';
      errors[name] ??= { ...error, type: kind, message: kind };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** Translation keys to try in turn, so a field without a message for its kind still gets one. */
export const errorKeys = (namespace: string, field: string, kind: string | undefined): string[] | undefined =>
  kind ? [`${namespace}:${field}_${kind}`, `${namespace}:${field}_invalid`, 'common:field_invalid'] : undefined;

/** The translated message of a field's error, or undefined while the field is valid. */
export function useFieldMessages<TValues extends FieldValues>(errors: FieldErrors<TValues>, namespace: string) {
  const { t } = useTranslation(namespace);
  return (field: Path<TValues>): string | undefined => {
    const keys = errorKeys(namespace, field, errors[field]?.type as string | undefined);
    return keys && t(keys);
  };
}

export interface SchemaFormOptions<TValues extends FieldValues, TSchema extends z.ZodType> {
  schema: TSchema;
  defaultValues: DefaultValues<TValues>;
  /** The request body the form's values make; the values themselves by default. */
  toInput?: (values: TValues) => unknown;
}

/**
 * A react-hook-form form checked with a contract schema (see schemaResolver). After a rejected
 * submit, focus goes to the first invalid field in page order (react-hook-form's own focusing
 * follows registration order, which differs for controlled fields); put `formRef` on the <form>.
 */
export function useSchemaForm<TValues extends FieldValues, TSchema extends z.ZodType>({ schema, defaultValues, toInput }: SchemaFormOptions<TValues, TSchema>) {
  const form = useForm<TValues, unknown, z.output<TSchema>>({ defaultValues, resolver: schemaResolver(schema, toInput), shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount } = form.formState;
  useLayoutEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  return { form, formRef };
}
