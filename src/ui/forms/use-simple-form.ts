import { useRef, useState, type ChangeEvent } from 'react';
import * as v from 'valibot';

// A form of a few text fields and selects, checked by one valibot schema, as react-hook-form's
// `useForm` with the valibot resolver does it: the same names (`register`, `handleSubmit`,
// `setError`, `reset`, `formState.errors`) and the same behaviour (checked on submit, each field
// checked again as it changes once the form was submitted, the first wrong field focused), without
// its 13 kB. The account pages' small forms use it; the address form, the checkout and the
// training dialog, which need watched fields, field arrays and dirty state, use react-hook-form.

type FieldElement = HTMLInputElement | HTMLSelectElement;

/** As react-hook-form's FieldError: the schema's message key (or a text set by setError). */
export interface SimpleFieldError {
  type?: string;
  message?: string;
}

export type SimpleFormErrors<V> = Partial<Record<keyof V & string, SimpleFieldError>>;

export interface SimpleFormOptions<V extends Record<string, string>, Out> {
  schema: v.GenericSchema<unknown, Out>;
  defaultValues: V;
}

/** The first issue of each field, by its dot path (the resolver's `abortPipeEarly`). */
function errorsOf<V>(issues: readonly v.BaseIssue<unknown>[]): SimpleFormErrors<V> {
  const errors: Record<string, SimpleFieldError> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    if (path && !errors[path]) errors[path] = { type: issue.type, message: issue.message };
  }
  return errors as SimpleFormErrors<V>;
}

const before = (a: Node, b: Node) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

export function useSimpleForm<V extends Record<string, string>, Out = V>({
  schema,
  defaultValues,
}: SimpleFormOptions<V, Out>) {
  type Name = keyof V & string;
  const values = useRef<V>({ ...defaultValues });
  const elements = useRef(new Map<Name, FieldElement>());
  // One ref callback per field, so a render does not detach and attach it again.
  const refs = useRef(new Map<Name, (element: FieldElement | null) => void>());
  const submitted = useRef(false);
  const latestSchema = useRef(schema);
  latestSchema.current = schema;
  const [errors, setErrors] = useState<SimpleFormErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const check = () => v.safeParse(latestSchema.current, values.current, { abortPipeEarly: true });

  const focus = (name: Name) => elements.current.get(name)?.focus();

  /** The first wrong field in the page's order, whatever order the fields mounted in. */
  const focusFirst = (found: SimpleFormErrors<V>) =>
    [...elements.current]
      .filter(([name]) => found[name])
      .map(([, element]) => element)
      .sort(before)[0]
      ?.focus();

  const refOf = (name: Name) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (!element) {
          elements.current.delete(name);
          return;
        }
        elements.current.set(name, element);
        // Uncontrolled, as react-hook-form's: the value is written once, typing keeps it.
        const value = values.current[name] ?? '';
        if (element.value !== value) element.value = value;
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  const register = (name: Name) => ({
    name,
    ref: refOf(name),
    onChange: (event: ChangeEvent<FieldElement>) => {
      values.current = { ...values.current, [name]: event.target.value };
      if (!submitted.current) return;
      const result = check();
      const error = result.success ? undefined : errorsOf<V>(result.issues)[name];
      setErrors((now) => ({ ...now, [name]: error }));
    },
  });

  const handleSubmit =
    (onValid: (values: Out) => unknown) => async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      setSubmitting(true);
      submitted.current = true;
      const result = check();
      try {
        if (result.success) {
          setErrors({});
          await onValid(result.output);
        } else {
          const found = errorsOf<V>(result.issues);
          setErrors(found);
          focusFirst(found);
        }
      } finally {
        setSubmitting(false);
      }
    };

  const setError = (name: Name, error: SimpleFieldError, options?: { shouldFocus?: boolean }) => {
    setErrors((now) => ({ ...now, [name]: error }));
    if (options?.shouldFocus) focus(name);
  };

  /** Back to `next` (or the defaults), without errors, as if never submitted. */
  const reset = (next: V = defaultValues) => {
    values.current = { ...next };
    for (const [name, element] of elements.current) element.value = next[name] ?? '';
    submitted.current = false;
    setErrors({});
  };

  return {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  };
}
