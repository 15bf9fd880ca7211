import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CodeField, type CodeFieldProps } from './code-field';

type Props<TValues extends FieldValues, TOutput> = Pick<CodeFieldProps, 'length' | 'error' | 'hint' | 'describedBy'> & {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
};

/** The one-time code of a react-hook-form form (see schema-form.ts): digits only, kept in `name`. */
export function FormCodeField<TValues extends FieldValues, TOutput>({ control, name, ...props }: Props<TValues, TOutput>) {
  // The ref apart: react-hooks treats an object holding a ref as a ref, not to be read while rendering.
  const { ref, ...field } = useController({ control, name }).field;
  return <CodeField {...props} ref={ref} value={field.value as string} onValueChange={field.onChange} onBlur={field.onBlur} />;
}
