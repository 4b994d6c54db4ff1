import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '#web/lib/utils.ts';
import { fieldDescribedBy, FormField } from './form-field.tsx';
import { Input } from './input.tsx';

/*
 * The one form pattern: react-hook-form validated by a zod schema (from `common/` where the
 * server has one, so both sides refuse the same input with the same words).
 *
 *   const form = useZodForm(SaveWorkoutFormSchema, { defaultValues: { name: '' } });
 *   <Form form={form} onSubmit={(values) => save.mutate(values)}>
 *     <TextField name="name" label="Workout Name" />
 *   </Form>
 *
 * `onSubmit` receives the schema's output (trimmed, coerced). Fields read their error from the
 * form, with `aria-invalid` and `aria-describedby` set; other controls use `useFieldError`.
 */

type Schema = z.ZodType<FieldValues, FieldValues>;

/** `useForm` with `schema` as its resolver; values are the schema's input, submit gets its output. */
export function useZodForm<TSchema extends Schema>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    ...options,
    resolver: zodResolver(schema),
  });
}

/** A `<form noValidate>` that submits through the form's validation and shares it with fields. */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  /** Called instead of `onSubmit` when the schema refuses the values (e.g. to toast why). */
  onInvalid?: SubmitErrorHandler<TIn>;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...props}
        onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The common schemas speak in fragments ("is required", "must be at least 8 characters") so the
 * UI can name the field: `formatFieldError('Password', 'must be at least 8 characters')`. A
 * message that is already a sentence is kept.
 */
export function formatFieldError(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/**
 * Per field, the first message `schema` gives for `values` (named by its label in `labels` when it
 * is a fragment); an empty object when the values pass. For checks outside a form's submit: the
 * onboarding wizard's current step, shown live as the member fills it.
 */
export function fieldErrors<T extends object>(
  schema: z.ZodType,
  values: T,
  labels: Partial<Record<keyof T, string>> = {},
): Partial<Record<keyof T, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<keyof T, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field === undefined || errors[field] !== undefined) continue;
    const label = labels[field];
    errors[field] = label ? formatFieldError(label, issue.message) : issue.message;
  }
  return errors;
}

/** The message to show under field `name` (named by `label` when it is a fragment), or undefined. */
export function useFieldError(name: string, label?: ReactNode): string | undefined {
  const { getFieldState, formState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  if (!message) return undefined;
  return typeof label === 'string' ? formatFieldError(label, message) : message;
}

type FieldProps<TIn extends FieldValues> = {
  name: FieldPath<TIn>;
  label: ReactNode;
  hint?: ReactNode;
  /** Classes of the field's wrapper (label, control, hint and error). */
  className?: string;
  /** Classes added to the control itself. */
  controlClassName?: string;
};

/**
 * Splits a field's props into what the frame (label, hint, error) needs and the control's own
 * attributes, and ties the control to the form: its id, its registration, and the accessibility
 * attributes that point at its hint and error.
 */
function useField<TIn extends FieldValues, TRest extends object>(
  props: FieldProps<TIn> & { id?: string } & TRest,
) {
  const { name, label, hint, className, controlClassName, id, ...rest } = props;
  const { register } = useFormContext<TIn>();
  const error = useFieldError(name, label);
  const fieldId = id ?? `field-${name}`;
  const frame = { id: fieldId, label, hint, error, className };
  const control = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(fieldId, { hint, error }),
    ...rest,
    ...register(name),
  };
  return { frame, control, controlClassName };
}

/** A text input bound to `name`, with its label, hint and error. */
export function TextField<TIn extends FieldValues = FieldValues>(
  props: FieldProps<TIn> & Omit<ComponentProps<'input'>, 'name'>,
) {
  const { frame, control, controlClassName } = useField(props);
  return (
    <FormField {...frame}>
      <Input {...control} className={controlClassName} />
    </FormField>
  );
}

const textareaClass =
  'flex w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary aria-invalid:border-destructive sm:text-sm';

/** A multi-line text field bound to `name`. */
export function TextAreaField<TIn extends FieldValues = FieldValues>(
  props: FieldProps<TIn> & Omit<ComponentProps<'textarea'>, 'name'>,
) {
  const { frame, control, controlClassName } = useField(props);
  return (
    <FormField {...frame}>
      <textarea {...control} className={cn(textareaClass, controlClassName)} />
    </FormField>
  );
}
