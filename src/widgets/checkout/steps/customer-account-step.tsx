import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import type { CustomerAccount } from '../../../api/accounts/account.schema';
import { useCustomerAccounts } from '../../../api/accounts/get-customer-accounts';
import { useTranslate } from '../../../core/i18n/use-translate';
import { CustomerAccountNumberSchema } from '../../../rules/account/account-numbers';
import { accountMessages, type AccountMessageKey } from '../../../rules/account/account.messages';
import { termsSchema } from '../../../rules/account/terms';
import { StepActions, StepError, WhenLoaded, saveFailureMessage } from './step-parts';
import { ChoiceOption } from '../../../ui/forms/choice-option';
import { useSimpleForm } from '../../../ui/forms/use-simple-form';
import type { StepProps } from './step-props';
import { CheckboxField, TextField } from './text-field';

const NOT_LISTED = '__not-listed__';

interface Values {
  account: string;
  accountNumber: string;
  terms: boolean;
}

const ListedSchema = v.object({
  account: v.pipe(v.string(), v.nonEmpty('accountRequired')),
  accountNumber: v.string(),
  terms: v.boolean(),
});
const NotListedSchema = v.object({
  account: v.literal(NOT_LISTED),
  accountNumber: CustomerAccountNumberSchema,
  terms: termsSchema({ accountNotListed: true }),
});
/** "Account not listed" needs a number and the terms. */
const schema = (values: Values) => (values.account === NOT_LISTED ? NotListedSchema : ListedSchema);

function ineligibility(account: CustomerAccount, needsOrganisation: boolean) {
  if (!account.valid) return 'accountNotValid' as const;
  if (needsOrganisation && account.type === 'PERSONAL') return 'accountPersonalAimsweb' as const;
  return undefined;
}

/**
 * Choose customer account (spec section 2). An account without a billing address is shown but
 * cannot be chosen, nor a personal one for aimswebPlus products (spec section 6).
 */
export function CustomerAccountStep(props: StepProps) {
  const { userId, t } = props;
  const accounts = useCustomerAccounts(userId);
  return (
    <WhenLoaded query={accounts} rows={3} t={t}>
      {(data) => <CustomerAccountForm {...props} accounts={data} />}
    </WhenLoaded>
  );
}

function CustomerAccountForm({
  checkout,
  saver,
  onSaved,
  onDirtyChange,
  onBack,
  t,
  text,
  accounts,
}: StepProps & { accounts: readonly CustomerAccount[] }) {
  const ids = useId();
  const formId = `${ids}-form`;
  const tr = useTranslate(accountMessages);
  const [banner, setBanner] = useState<string | undefined>();
  const needsOrganisation = checkout.requires.aimswebAccount;
  const [initial] = useState((): Values => {
    const current = checkout.customerAccount;
    if (checkout.customerAccountNotListed) {
      return { account: NOT_LISTED, accountNumber: current?.accountNumber ?? '', terms: false };
    }
    const eligible = accounts.filter((a) => !ineligibility(a, needsOrganisation));
    const chosen = current?.id ?? (eligible.length === 1 ? eligible[0]?.id : undefined);
    return { account: chosen ?? '', accountNumber: '', terms: false };
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
  } = useSimpleForm<Values>({ schema, defaultValues: initial });
  const choice = watch('account');
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const say = (key: string | undefined) =>
    key === undefined
      ? undefined
      : key in accountMessages.en
        ? tr(key as AccountMessageKey)
        : t('accountRequired');

  const submit = async (values: Values) => {
    setBanner(undefined);
    const outcome =
      values.account === NOT_LISTED
        ? await saver.save('customer-account', {
            accountNumber: values.accountNumber,
            termsAccepted: values.terms,
          })
        : await saver.save('customer-account', { accountId: values.account });
    if (outcome.ok) {
      onSaved(outcome.state);
      return;
    }
    if (outcome.reason === 'accountNotFound' && values.account === NOT_LISTED) {
      setError('accountNumber', { message: 'account.customerNotFound' }, { shouldFocus: true });
    } else if (outcome.reason === 'invalid' && values.account === NOT_LISTED) {
      setError('accountNumber', { message: 'account.customerFormat' }, { shouldFocus: true });
    } else if (outcome.reason === 'termsNotAccepted') {
      setError('terms', { message: 'terms.agreeAccountNotListed' }, { shouldFocus: true });
    } else {
      setBanner(saveFailureMessage(outcome, t));
    }
  };

  return (
    <>
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <StepError>{banner ?? say(errors.account?.message)}</StepError>
        <fieldset className="choice-list">
          <legend className="visually-hidden">{text('chooseAccountTitle')}</legend>
          {accounts.length === 0 && <p className="choice-empty">{t('accountsEmpty')}</p>}
          {accounts.map((account) => {
            const reason = ineligibility(account, needsOrganisation);
            return (
              <ChoiceOption
                key={account.id}
                value={account.id}
                title={account.name}
                detail={[
                  account.type === 'PERSONAL' ? t('personalAccount') : t('organisationAccount'),
                  account.accountNumber && t('accountNumber', { number: account.accountNumber }),
                  account.taxExempt && t('taxExempt'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                reason={reason && t(reason)}
                {...register('account')}
              />
            );
          })}
          <ChoiceOption value={NOT_LISTED} title={t('accountNotListed')} {...register('account')} />
        </fieldset>
        {choice === NOT_LISTED && (
          <div className="choice-extra">
            <TextField
              id={`${ids}-number`}
              label={t('accountNumberLabel')}
              hint={t('accountNumberHint')}
              error={say(errors.accountNumber?.message)}
              autoComplete="off"
              {...register('accountNumber')}
            />
            <CheckboxField
              id={`${ids}-terms`}
              label={t('agreeTerms')}
              error={say(errors.terms?.message)}
              {...register('terms')}
            />
          </div>
        )}
      </form>
      <StepActions form={formId} saver={saver} onBack={onBack} t={t} />
    </>
  );
}
