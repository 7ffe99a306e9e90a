import { useRef, useState, type ChangeEvent } from 'react';
import * as v from 'valibot';

// A form of text fields, text areas, selects, radio groups and checkboxes checked by a valibot
// schema, as react-hook-form's `useForm` with the valibot resolver does it: the same names
// (`register` with `deps` and `onChange`, `handleSubmit`, `setError`, `clearErrors`, `setValue`,
// `getValues`, `setFocus`, `reset`, `watch`, `formState.errors`, `isDirty`, `isSubmitted`,
// `isSubmitting`) and the same behaviour (checked on submit, each field checked again as it
// changes once the form was submitted, the first wrong field focused), without the library. The
// account pages' forms, the address form, the checkout's steps and the save cart dialog use it;
// the training dialog, whose participants are a field array, uses react-hook-form.

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** A radio group's or a text field's value is its text; a checkbox's is whether it is ticked. */
type FieldValue = string | boolean;
type FormValues<V> = Record<keyof V, FieldValue>;

/** Shows a value in its field: a radio checked when it is its value, a checkbox when true. */
function show(element: FieldElement, value: FieldValue) {
  if (element.type === 'radio' || element.type === 'checkbox') {
    const checked = element.type === 'radio' ? element.value === value : value === true;
    (element as HTMLInputElement).checked = checked;
  } else if (element.value !== value) element.value = String(value);
}

/** The value a field holds once the shopper changed it. */
const valueOf = (element: FieldElement): FieldValue =>
  element.type === 'checkbox' ? (element as HTMLInputElement).checked : element.value;

/** As react-hook-form's FieldError: the schema's message key (or a text set by setError). */
export interface SimpleFieldError {
  type?: string;
  message?: string;
}

export type SimpleFormErrors<V> = Partial<Record<keyof V & string, SimpleFieldError>>;

export interface SimpleFormOptions<V extends FormValues<V>, Out> {
  /** The form's rules, or the rules for the values as they are (a choice that asks for more). */
  schema: v.GenericSchema<unknown, Out> | ((values: V) => v.GenericSchema<unknown, Out>);
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
    if (path && !errors[path]) errors[path] = { message: issue.message };
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

export function useSimpleForm<V extends FormValues<V>, Out = V>({
  schema,
  defaultValues,
}: SimpleFormOptions<V, Out>) {
  type Name = keyof V & string;
  const values = useRef<V>({ ...defaultValues });
  const defaults = useRef<V>({ ...defaultValues });
  // A field's elements: one, or a radio group's several.
  const elements = useRef(new Map<Name, Set<FieldElement>>());
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

  const check = () => {
    const rules = latestSchema.current;
    const schema = typeof rules === 'function' ? rules(values.current) : rules;
    return v.safeParse(schema, values.current, { abortPipeEarly: true });
  };

  /** The field's elements still in the page, in the page's order. */
  const elementsOf = (name: Name): FieldElement[] => {
    const own = elements.current.get(name);
    if (!own) return [];
    for (const element of own) if (!element.isConnected) own.delete(element);
    return [...own].sort(before);
  };

  /** Where the shopper lands: a group's ticked radio, else its first that can take focus. */
  const focusTarget = (name: Name): FieldElement | undefined => {
    const usable = elementsOf(name).filter((element) => !element.disabled);
    // Only a radio or a checkbox is ever checked; a field with one element is its own target.
    return usable.find((element) => (element as HTMLInputElement).checked) ?? usable[0];
  };

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

  const changed = (name: Name, value: FieldValue) => {
    values.current = { ...values.current, [name]: value };
    const now = values.current;
    setDirty((Object.keys(now) as Name[]).some((key) => now[key] !== defaults.current[key]));
    if (watched.current.has(name)) setWatchedChange((count) => count + 1);
  };

  const focus = (name: Name) => focusTarget(name)?.focus();

  /** The first wrong field in the page's order, whatever order the fields mounted in. */
  const focusFirst = (found: SimpleFormErrors<V>) =>
    [...elements.current.keys()]
      .flatMap((name) => (found[name] && focusTarget(name)) || [])
      .sort(before)[0]
      ?.focus();

  const refOf = (name: Name) => {
    let ref = refs.current.get(name);
    if (!ref) {
      // A detached element is dropped as the field's elements are next read (elementsOf): the
      // detach call does not say which of a radio group's elements went.
      ref = (element) => {
        if (!element) return;
        const own = elements.current.get(name) ?? new Set<FieldElement>();
        elements.current.set(name, own.add(element));
        // Uncontrolled, as react-hook-form's: the value is written once, typing keeps it.
        show(element, values.current[name] ?? '');
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  const register = (name: Name, options: RegisterOptions<Name> = {}): SimpleFieldRegistration => ({
    name,
    ref: refOf(name),
    onChange: (event: ChangeEvent<FieldElement>) => {
      changed(name, valueOf(event.target));
      options.onChange?.(event);
      if (submitted.current) recheck([name, ...(options.deps ?? [])]);
    },
  });

  const handleSubmit =
    (onValid: (values: Out) => unknown, onInvalid?: (errors: SimpleFormErrors<V>) => unknown) =>
    async (event?: { preventDefault(): void }) => {
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
          await onInvalid?.(found);
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

  /** The field's error gone. */
  const clearErrors = (name: Name) => setErrors((now) => ({ ...now, [name]: undefined }));

  /** As the shopper typing or choosing it: shown in its field, checked again when asked. */
  const setValue = <N extends Name>(
    name: N,
    value: V[N],
    options?: { shouldValidate?: boolean },
  ) => {
    for (const element of elementsOf(name)) show(element, value);
    changed(name, value);
    if (options?.shouldValidate) recheck([name]);
  };

  function getValues(): V;
  function getValues<N extends Name>(name: N): V[N];
  function getValues(name?: Name): V | V[Name] {
    return name === undefined ? { ...values.current } : values.current[name];
  }

  /** The field's value, this component rendering again when it changes. */
  const watch = <N extends Name>(name: N): V[N] => {
    watched.current.add(name);
    return values.current[name];
  };

  /** `next` (or the defaults) as the new starting point: not dirty, no errors, not submitted. */
  const reset = (next: V = defaults.current) => {
    values.current = { ...next };
    defaults.current = { ...next };
    for (const name of elements.current.keys())
      for (const element of elementsOf(name)) show(element, next[name] ?? '');
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
    clearErrors,
    setValue,
    getValues,
    setFocus: focus,
    watch,
    reset,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
  };
}

export type SimpleForm<V extends FormValues<V>, Out = V> = ReturnType<typeof useSimpleForm<V, Out>>;
