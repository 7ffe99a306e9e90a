import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import type { AimswebAccount } from '../../../api/accounts/account.schema';
import { useAimswebAccounts } from '../../../api/accounts/aimsweb-accounts';
import { useTranslate } from '../../../core/i18n/use-translate';
import { AimswebAccountNumberSchema } from '../../../rules/account/account-numbers';
import { accountMessages, type AccountMessageKey } from '../../../rules/account/account.messages';
import { termsSchema } from '../../../rules/account/terms';
import { StepActions, StepError, WhenLoaded, saveFailureMessage } from './step-parts';
import { ChoiceOption } from '../../../ui/forms/choice-option';
import { useSimpleForm } from '../../../ui/forms/use-simple-form';
import type { StepProps } from './step-props';
import { CheckboxField, TextField } from './text-field';
import { laterStepMessages } from './later-step.messages';

const ANOTHER = '__another__';
const NEW = '__new__';

interface Values {
  choice: string;
  number: string;
  terms: boolean;
}

const terms = termsSchema({ accountNotListed: false });
const AnotherSchema = v.object({
  choice: v.literal(ANOTHER),
  number: AimswebAccountNumberSchema,
  terms,
});
const OtherSchema = v.object({
  choice: v.pipe(v.string(), v.nonEmpty('aimswebRequired')),
  number: v.string(),
  terms,
});
/** An account number is needed only when the shopper types one; the terms always. */
const schema = (values: Values) => (values.choice === ANOTHER ? AnotherSchema : OtherSchema);

/** Enter aimswebPlus account (spec sections 2, 5 and 6): an existing one, one by number, or new. */
export function AimswebStep(props: StepProps) {
  const { checkout, userId, t } = props;
  const accounts = useAimswebAccounts(userId, checkout.customerAccount?.id);
  return (
    <WhenLoaded query={accounts} rows={2} t={t}>
      {(data) => <AimswebForm {...props} accounts={data} />}
    </WhenLoaded>
  );
}

function AimswebForm({
  checkout,
  saver,
  onSaved,
  onDirtyChange,
  onBack,
  t,
  accounts,
}: StepProps & { accounts: readonly AimswebAccount[] }) {
  const tl = useTranslate(laterStepMessages);
  const ids = useId();
  const formId = `${ids}-form`;
  const tr = useTranslate(accountMessages);
  const [banner, setBanner] = useState<string | undefined>();
  const [initial] = useState((): Values => {
    const saved = checkout.aimswebAccount;
    if (saved?.mode === 'NEW') return { choice: NEW, number: '', terms: false };
    if (saved?.mode === 'EXISTING') {
      const known = accounts.some((a) => a.accountNumber === saved.accountNumber);
      return known
        ? { choice: saved.accountNumber, number: '', terms: false }
        : { choice: ANOTHER, number: saved.accountNumber, terms: false };
    }
    return {
      choice: accounts.length === 1 ? (accounts[0]?.accountNumber ?? '') : '',
      number: '',
      terms: false,
    };
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
  } = useSimpleForm<Values>({ schema, defaultValues: initial });
  const choice = watch('choice');
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const say = (key: string | undefined) =>
    key === undefined
      ? undefined
      : key in accountMessages.en
        ? tr(key as AccountMessageKey)
        : tl('aimswebRequired');

  const submit = async (values: Values) => {
    setBanner(undefined);
    const outcome =
      values.choice === NEW
        ? await saver.save('aimsweb-account', { mode: 'NEW', termsAccepted: values.terms })
        : await saver.save('aimsweb-account', {
            mode: 'EXISTING',
            accountNumber: values.choice === ANOTHER ? values.number.trim() : values.choice,
            termsAccepted: values.terms,
          });
    if (outcome.ok) onSaved(outcome.state);
    else if (outcome.reason === 'aimswebNotFound' && values.choice === ANOTHER) {
      setError('number', { message: 'notFound' }, { shouldFocus: true });
    } else if (outcome.reason === 'termsNotAccepted') {
      setError('terms', { message: 'terms.required' }, { shouldFocus: true });
    } else setBanner(saveFailureMessage(outcome, t));
  };

  const accountName = checkout.customerAccount?.name ?? '';
  const numberError =
    errors.number?.message === 'notFound'
      ? t('aimswebNotFound', { account: accountName })
      : say(errors.number?.message);
  return (
    <>
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <p className="step-intro">{tl('aimswebIntro')}</p>
        <StepError>{banner ?? say(errors.choice?.message)}</StepError>
        <fieldset className="choice-list">
          <legend className="visually-hidden">{t('aimswebTitle')}</legend>
          {accounts.map((account) => (
            <ChoiceOption
              key={account.accountNumber}
              value={account.accountNumber}
              title={`${account.name} (${account.accountNumber})`}
              {...register('choice')}
            />
          ))}
          <ChoiceOption value={ANOTHER} title={tl('aimswebAnother')} {...register('choice')} />
          <ChoiceOption value={NEW} title={tl('aimswebNew')} {...register('choice')} />
        </fieldset>
        {choice === ANOTHER && (
          <div className="choice-extra">
            <TextField
              id={`${ids}-number`}
              label={tl('aimswebNumberLabel')}
              autoComplete="off"
              error={numberError}
              {...register('number')}
            />
          </div>
        )}
        <CheckboxField
          id={`${ids}-terms`}
          label={tl('aimswebTerms')}
          error={say(errors.terms?.message)}
          {...register('terms')}
        />
      </form>
      <StepActions form={formId} saver={saver} onBack={onBack} t={t} />
    </>
  );
}
