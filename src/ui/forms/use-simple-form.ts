import { useRef, useState, type ChangeEvent } from 'react';
import * as v from 'valibot';

// A form of text fields and selects checked by one valibot schema, as react-hook-form's `useForm`
// with the valibot resolver does it: the same names (`register` with `deps` and `onChange`,
// `handleSubmit`, `setError`, `setValue`, `getValues`, `setFocus`, `reset`, `watch`,
// `formState.errors`, `isDirty`, `isSubmitted`, `isSubmitting`) and the same behaviour (checked on
// submit, each field checked again as it changes once the form was submitted, the first wrong
// field focused), without the library. The account pages' forms and the address form use it; the
// checkout's steps and the dialogs that need field arrays use react-hook-form.

type FieldElement = HTMLInputElement | HTMLSelectElement;

/** As react-hook-form's FieldError: the schema's message key (or a text set by setError). */
export interface SimpleFieldError {
  type?: string;
  message?: string;
}

export type SimpleFormErrors<V> = Partial<Record<keyof V & string, SimpleFieldError>>;

export interface SimpleFormOptions<V extends Record<keyof V, string>, Out> {
  schema: v.GenericSchema<unknown, Out>;
  defaultValues: V;
}

export interface RegisterOptions<Name extends string> {
  /** Fields checked again with this one once the form was submitted (their rules read it). */
  deps?: readonly Name[];
  onChange?: (event: ChangeEvent<FieldElement>) => void;
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

/** What `register` gives a field: spread on its input or select. */
export interface SimpleFieldRegistration {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

const before = (a: Node, b: Node) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

export function useSimpleForm<V extends Record<keyof V, string>, Out = V>({
  schema,
  defaultValues,
}: SimpleFormOptions<V, Out>) {
  type Name = keyof V & string;
  const values = useRef<V>({ ...defaultValues });
  const defaults = useRef<V>({ ...defaultValues });
  const elements = useRef(new Map<Name, FieldElement>());
  // One ref callback per field, so a render does not detach and attach it again.
  const refs = useRef(new Map<Name, (element: FieldElement | null) => void>());
  const watched = useRef(new Set<Name>());
  const submitted = useRef(false);
  const latestSchema = useRef(schema);
  latestSchema.current = schema;
  const [errors, setErrors] = useState<SimpleFormErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const [, setWatchedChange] = useState(0);

  const check = () => v.safeParse(latestSchema.current, values.current, { abortPipeEarly: true });

  /** These fields' errors as the schema gives them now; the others' as they were. */
  const recheck = (names: readonly Name[]) => {
    const result = check();
    const found: SimpleFormErrors<V> = result.success ? {} : errorsOf<V>(result.issues);
    setErrors((now) => {
      const next = { ...now };
      for (const name of names) next[name] = found[name];
      return next;
    });
  };

  const changed = (name: Name, value: string) => {
    values.current = { ...values.current, [name]: value };
    const now = values.current;
    setDirty((Object.keys(now) as Name[]).some((key) => now[key] !== defaults.current[key]));
    if (watched.current.has(name)) setWatchedChange((count) => count + 1);
  };

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

  const register = (name: Name, options: RegisterOptions<Name> = {}): SimpleFieldRegistration => ({
    name,
    ref: refOf(name),
    onChange: (event: ChangeEvent<FieldElement>) => {
      changed(name, event.target.value);
      options.onChange?.(event);
      if (submitted.current) recheck([name, ...(options.deps ?? [])]);
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
        setSubmitted(submitted.current);
      }
    };

  const setError = (name: Name, error: SimpleFieldError, options?: { shouldFocus?: boolean }) => {
    setErrors((now) => ({ ...now, [name]: error }));
    if (options?.shouldFocus) focus(name);
  };

  /** As the shopper typing it: shown in its field, checked again when asked. */
  const setValue = (name: Name, value: string, options?: { shouldValidate?: boolean }) => {
    const element = elements.current.get(name);
    if (element && element.value !== value) element.value = value;
    changed(name, value);
    if (options?.shouldValidate) recheck([name]);
  };

  function getValues(): V;
  function getValues(name: Name): string;
  function getValues(name?: Name): V | string {
    return name === undefined ? { ...values.current } : (values.current[name] ?? '');
  }

  /** The field's value, this component rendering again when it changes. */
  const watch = (name: Name): string => {
    watched.current.add(name);
    return values.current[name] ?? '';
  };

  /** `next` (or the defaults) as the new starting point: not dirty, no errors, not submitted. */
  const reset = (next: V = defaults.current) => {
    values.current = { ...next };
    defaults.current = { ...next };
    for (const [name, element] of elements.current) element.value = next[name] ?? '';
    submitted.current = false;
    setSubmitted(false);
    setDirty(false);
    setErrors({});
    setWatchedChange((count) => count + 1);
  };

  return {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus: focus,
    watch,
    reset,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
  };
}

export type SimpleForm<V extends Record<keyof V, string>, Out = V> = ReturnType<
  typeof useSimpleForm<V, Out>
>;
