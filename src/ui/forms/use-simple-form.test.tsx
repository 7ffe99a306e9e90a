// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { useSimpleForm, type SimpleFormErrors } from './use-simple-form';

const Schema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty('codeRequired'), v.regex(/^\d+$/, 'codeDigits')),
  level: v.picklist(['A', 'B'], 'levelRequired'),
});
type Values = { code: string; level: string };

interface Probe {
  submitted: v.InferOutput<typeof Schema>[];
  errors?: SimpleFormErrors<Values>;
  form?: ReturnType<typeof useSimpleForm<Values, v.InferOutput<typeof Schema>>>;
}

/** The level select comes first in the page; `levelLater` mounts it after the code field. */
function Form({
  probe,
  onValid,
  levelLater = false,
}: {
  probe: Probe;
  onValid?: () => Promise<void>;
  levelLater?: boolean;
}) {
  const form = useSimpleForm({ schema: Schema, defaultValues: { code: ' 12 ', level: '' } });
  probe.form = form;
  probe.errors = form.formState.errors;
  const code = <input aria-label="Code" {...form.register('code')} />;
  const level = (
    <select aria-label="Level" {...form.register('level')}>
      <option value="">Choose</option>
      <option value="A">A</option>
      <option value="B">B</option>
    </select>
  );
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(async (values) => {
          probe.submitted.push(values);
          await onValid?.();
        })(event)
      }
    >
      {levelLater ? null : level}
      {code}
      <output>{form.formState.isSubmitting ? 'submitting' : 'idle'}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const submit = () => act(async () => void fireEvent.click(screen.getByText('Save')));
const type = (label: string, value: string) =>
  act(() => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('a simple form', () => {
  it('shows its defaults in uncontrolled fields and checks nothing before the first submit', async () => {
    const probe: Probe = { submitted: [] };
    render(<Form probe={probe} />);
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe(' 12 ');
    await type('Code', 'x');
    expect(probe.errors).toEqual({});
  });

  it('on submit, gives each wrong field its first message and focuses the first in the page', async () => {
    const probe: Probe = { submitted: [] };
    const { rerender } = render(<Form probe={probe} levelLater />);
    rerender(<Form probe={probe} />);
    await type('Code', '');
    await submit();
    expect(probe.submitted).toEqual([]);
    expect(probe.errors?.code?.message).toBe('codeRequired');
    expect(probe.errors?.level?.message).toBe('levelRequired');
    // Both wrong: the level select comes first in the document, though it mounted second.
    expect(document.activeElement).toBe(screen.getByLabelText('Level'));
  });

  it('once submitted, checks a field again as it changes, and only that field', async () => {
    const probe: Probe = { submitted: [] };
    render(<Form probe={probe} />);
    await type('Code', 'ab');
    await submit();
    expect(probe.errors?.code?.message).toBe('codeDigits');
    await type('Code', '42');
    expect(probe.errors?.code).toBeUndefined();
    expect(probe.errors?.level?.message).toBe('levelRequired');
    await type('Code', '');
    expect(probe.errors?.code?.message).toBe('codeRequired');
  });

  it('hands the schema’s output (trimmed) to the submit, busy while it runs', async () => {
    const probe: Probe = { submitted: [] };
    let finish: () => void = () => undefined;
    const onValid = () => new Promise<void>((resolve) => (finish = resolve));
    render(<Form probe={probe} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'B' } });
    await submit();
    expect(probe.submitted).toEqual([{ code: '12', level: 'B' }]);
    expect(screen.getByRole('status').textContent).toBe('submitting');
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('idle');
  });

  it('shows a refusal set after the submit on its field and can focus it', async () => {
    const probe: Probe = { submitted: [] };
    render(<Form probe={probe} />);
    act(() => probe.form?.setError('code', { message: 'Taken' }, { shouldFocus: true }));
    expect(probe.errors?.code).toEqual({ message: 'Taken' });
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it('resets to new values, without errors and without checking as the shopper types', async () => {
    const probe: Probe = { submitted: [] };
    render(<Form probe={probe} />);
    await submit();
    expect(probe.errors?.level).toBeDefined();
    act(() => probe.form?.reset({ code: '', level: 'A' }));
    expect(probe.errors).toEqual({});
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Level').value).toBe('A');
    await type('Code', 'x');
    expect(probe.errors).toEqual({});
  });

  it('keeps what was typed when the form renders again', async () => {
    const probe: Probe = { submitted: [] };
    const onValid = vi.fn(async () => undefined);
    const { rerender } = render(<Form probe={probe} onValid={onValid} />);
    await type('Code', '77');
    rerender(<Form probe={probe} onValid={onValid} />);
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('77');
  });
});

/** Two fields where the second's rule reads the first (`deps`), with the first watched. */
const PairSchema = v.pipe(
  v.object({ country: v.string(), postal: v.string() }),
  v.forward(
    v.check(({ country, postal }) => country !== 'US' || /^\d{5}$/.test(postal), 'postalUs'),
    ['postal'],
  ),
);
type Pair = { country: string; postal: string };

function PairForm({ probe }: { probe: { form?: ReturnType<typeof useSimpleForm<Pair>> } }) {
  const form = useSimpleForm<Pair>({
    schema: PairSchema,
    defaultValues: { country: 'GB', postal: 'SW1A 1AA' },
  });
  probe.form = form;
  const country = form.watch('country');
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <input aria-label="Country" {...form.register('country', { deps: ['postal'] })} />
      <input aria-label="Postal code" {...form.register('postal')} />
      <output>{`${country} ${form.formState.isDirty ? 'dirty' : 'clean'}`}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('a simple form with watched and dependent fields', () => {
  it('renders again as a watched field changes, and knows when it differs from its start', async () => {
    const probe: { form?: ReturnType<typeof useSimpleForm<Pair>> } = {};
    render(<PairForm probe={probe} />);
    expect(screen.getByRole('status').textContent).toBe('GB clean');
    await type('Country', 'US');
    expect(screen.getByRole('status').textContent).toBe('US dirty');
    await type('Country', 'GB');
    expect(screen.getByRole('status').textContent).toBe('GB clean');
  });

  it('checks the fields a change depends on once submitted; setValue checks when asked', async () => {
    const probe: { form?: ReturnType<typeof useSimpleForm<Pair>> } = {};
    render(<PairForm probe={probe} />);
    await submit();
    expect(probe.form?.formState.errors.postal).toBeUndefined();
    await type('Country', 'US');
    expect(probe.form?.formState.errors.postal?.message).toBe('postalUs');
    act(() => probe.form?.setValue('postal', '94105', { shouldValidate: true }));
    expect(probe.form?.formState.errors.postal).toBeUndefined();
    expect(screen.getByLabelText<HTMLInputElement>('Postal code').value).toBe('94105');
    expect(probe.form?.getValues()).toEqual({ country: 'US', postal: '94105' });
    expect(probe.form?.getValues('country')).toBe('US');
  });

  it('makes what is shown the new start on reset: clean, not submitted', async () => {
    const probe: { form?: ReturnType<typeof useSimpleForm<Pair>> } = {};
    render(<PairForm probe={probe} />);
    await type('Country', 'US');
    await submit();
    expect(probe.form?.formState.isSubmitted).toBe(true);
    act(() => probe.form?.reset(probe.form.getValues()));
    expect(screen.getByRole('status').textContent).toBe('US clean');
    expect(probe.form?.formState.isSubmitted).toBe(false);
    await type('Postal code', 'x');
    expect(probe.form?.formState.errors).toEqual({});
  });
});

/** A radio group whose last choice asks for a number and the terms (a checkbox). */
const OTHER = 'other';
const ChoiceSchema = v.object({
  choice: v.pipe(v.string(), v.nonEmpty('choiceRequired')),
  number: v.string(),
  terms: v.boolean(),
});
const OtherSchema = v.object({
  choice: v.literal(OTHER),
  number: v.pipe(v.string(), v.regex(/^\d{4}$/, 'numberFormat')),
  terms: v.literal(true, 'termsRequired'),
});
type Choice = { choice: string; number: string; terms: boolean };
type ChoiceProbe = { form?: ReturnType<typeof useSimpleForm<Choice>>; invalid: number };

function ChoiceForm({ probe, initial }: { probe: ChoiceProbe; initial: Choice }) {
  const form = useSimpleForm<Choice>({
    schema: (values) => (values.choice === OTHER ? OtherSchema : ChoiceSchema),
    defaultValues: initial,
  });
  probe.form = form;
  const choice = form.watch('choice');
  const onInvalid = () => void (probe.invalid += 1);
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(() => undefined, onInvalid)(event)}
    >
      <input
        type="radio"
        aria-label="Closed"
        value="closed"
        disabled
        {...form.register('choice')}
      />
      <input type="radio" aria-label="First" value="first" {...form.register('choice')} />
      <input type="radio" aria-label="Other" value={OTHER} {...form.register('choice')} />
      {choice === OTHER && (
        <>
          <input aria-label="Number" {...form.register('number')} />
          <input type="checkbox" aria-label="Terms" {...form.register('terms')} />
        </>
      )}
      <output>{`${choice} ${form.formState.isDirty ? 'dirty' : 'clean'}`}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const radio = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const choose = (label: string) => act(() => void fireEvent.click(radio(label)));

describe('a simple form with a radio group and a checkbox', () => {
  it('shows its default choice ticked and renders again as the choice changes', async () => {
    const probe: ChoiceProbe = { invalid: 0 };
    render(<ChoiceForm probe={probe} initial={{ choice: 'first', number: '', terms: false }} />);
    expect(radio('First').checked).toBe(true);
    expect(radio('Other').checked).toBe(false);
    await choose('Other');
    expect(screen.getByRole('status').textContent).toBe('other dirty');
    expect(radio('Terms').checked).toBe(false);
    await choose('First');
    expect(screen.getByRole('status').textContent).toBe('first clean');
  });

  it('focuses a group with no choice on its first radio that can take focus, and calls onInvalid', async () => {
    const probe: ChoiceProbe = { invalid: 0 };
    render(<ChoiceForm probe={probe} initial={{ choice: '', number: '', terms: false }} />);
    await submit();
    expect(probe.form?.formState.errors.choice?.message).toBe('choiceRequired');
    expect(document.activeElement).toBe(radio('First'));
    expect(probe.invalid).toBe(1);
  });

  it('checks the rules of the choice made: a number and the ticked terms for the other', async () => {
    const probe: ChoiceProbe = { invalid: 0 };
    render(<ChoiceForm probe={probe} initial={{ choice: 'first', number: '', terms: false }} />);
    await choose('Other');
    await submit();
    expect(probe.form?.formState.errors.number?.message).toBe('numberFormat');
    expect(probe.form?.formState.errors.terms?.message).toBe('termsRequired');
    expect(document.activeElement).toBe(radio('Number'));
    await act(() => void fireEvent.click(radio('Terms')));
    expect(probe.form?.getValues('terms')).toBe(true);
    expect(probe.form?.formState.errors.terms).toBeUndefined();
    act(() => probe.form?.clearErrors('number'));
    expect(probe.form?.formState.errors).toEqual({});
  });

  it('ticks the radio setValue chooses, and reset ticks the starting one again', async () => {
    const probe: ChoiceProbe = { invalid: 0 };
    render(<ChoiceForm probe={probe} initial={{ choice: '', number: '', terms: false }} />);
    act(() => probe.form?.setValue('choice', 'first'));
    expect(radio('First').checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('first dirty');
    act(() => probe.form?.reset());
    expect(radio('First').checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(' clean');
  });
});
