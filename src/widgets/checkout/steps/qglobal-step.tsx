import { useCore } from '../../../core/react/core-context';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import type { QglobalAccount, QglobalLookup } from '../../../api/accounts/account.schema';
import {
  addQglobalAccountToProfile,
  lookupQglobalAccount,
  qglobalAccountsQueryOptions,
  useQglobalAccounts,
} from '../../../api/accounts/qglobal-accounts';
import { checkoutErrorOf } from '../../../api/checkout/checkout-errors';
import { useTranslate } from '../../../core/i18n/use-translate';
import { QglobalAccountNumberSchema } from '../../../rules/account/account-numbers';
import { accountMessages, type AccountMessageKey } from '../../../rules/account/account.messages';
import { StepActions, StepError, WhenLoaded, saveFailureMessage } from './step-parts';
import { ChoiceOption } from '../../../ui/forms/choice-option';
import { useSimpleForm } from '../../../ui/forms/use-simple-form';
import type { StepProps } from './step-props';
import { TextField } from './text-field';
import { laterStepMessages } from './later-step.messages';

const ADD_INVENTORY = '__add-inventory__';
const NEW = '__new__';

interface Values {
  choice: string;
  number: string;
}

// Nothing to check as a whole: a missing choice is the submit's to say, a number find's.
const Schema = v.object({ choice: v.string(), number: v.string() });

type Lookup =
  | { status: 'idle' }
  | { status: 'pending'; number: string }
  | { status: 'found'; number: string; result: QglobalLookup }
  | { status: 'notFound' | 'noAccess' | 'failed'; number: string };

/**
 * Choose Q-global account (spec sections 2 and 4): the shopper's, one found by number, or new. An
 * account linked to another customer account switches the order to it, and the checkout says so.
 */
export function QglobalStep(props: StepProps) {
  const { userId, t } = props;
  const accounts = useQglobalAccounts(userId);
  return (
    <WhenLoaded query={accounts} rows={3} t={t}>
      {(data) => <QglobalForm {...props} accounts={data} />}
    </WhenLoaded>
  );
}

function QglobalForm({
  checkout,
  userId,
  saver,
  onSaved,
  onDirtyChange,
  onBack,
  t,
  accounts,
}: StepProps & { accounts: readonly QglobalAccount[] }) {
  const tl = useTranslate(laterStepMessages);
  const ids = useId();
  const formId = `${ids}-form`;
  const tr = useTranslate(accountMessages);
  const { queries } = useCore();
  const [banner, setBanner] = useState<string | undefined>();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const addRequest = useRef<{ number: string; requestId: string } | null>(null);

  const [initial] = useState((): Values => {
    const saved = checkout.qglobalAccount;
    if (saved?.mode === 'NEW') return { choice: NEW, number: '' };
    if (saved?.mode === 'ADD_INVENTORY')
      return { choice: ADD_INVENTORY, number: saved.account.accountNumber };
    if (saved?.mode === 'EXISTING') return { choice: saved.account.accountNumber, number: '' };
    return { choice: accounts.length === 1 ? (accounts[0]?.accountNumber ?? '') : '', number: '' };
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isDirty },
  } = useSimpleForm<Values>({ schema: Schema, defaultValues: initial });
  const choice = watch('choice');
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const find = async (): Promise<QglobalLookup | undefined> => {
    const parsed = v.safeParse(QglobalAccountNumberSchema, getValues('number'));
    if (!parsed.success) {
      setError('number', { message: parsed.issues[0].message }, { shouldFocus: true });
      return undefined;
    }
    clearErrors('number');
    const number = parsed.output;
    if (lookup.status === 'found' && lookup.number === number) return lookup.result;
    setLookup({ status: 'pending', number });
    try {
      const result = await lookupQglobalAccount(number);
      setLookup({ status: 'found', number, result });
      return result;
    } catch (error) {
      const reason = checkoutErrorOf(error);
      setLookup({
        status:
          reason === 'qglobalNotFound'
            ? 'notFound'
            : reason === 'qglobalNoAccess'
              ? 'noAccess'
              : 'failed',
        number,
      });
      return undefined;
    }
  };

  const addToProfile = async (account: QglobalAccount) => {
    if (adding) return;
    if (addRequest.current?.number !== account.accountNumber) {
      addRequest.current = { number: account.accountNumber, requestId: crypto.randomUUID() };
    }
    setAdding(true);
    try {
      const added = await addQglobalAccountToProfile(
        account.accountNumber,
        addRequest.current.requestId,
      );
      addRequest.current = null;
      queries.setData<QglobalAccount[]>(qglobalAccountsQueryOptions(userId).queryKey, (list) =>
        list?.some((a) => a.accountNumber === added.accountNumber)
          ? list
          : [...(list ?? []), added],
      );
      setLookup((old) =>
        old.status === 'found' ? { ...old, result: { ...old.result, inProfile: true } } : old,
      );
      setStatus(tl('qglobalAddedToProfile', { number: added.accountNumber }));
    } catch {
      setBanner(t('saveFailed'));
    } finally {
      setAdding(false);
    }
  };

  const submit = async (values: Values) => {
    setBanner(undefined);
    let outcome;
    if (values.choice === ADD_INVENTORY) {
      const found = await find();
      if (!found) return;
      outcome = await saver.save('qglobal-account', {
        mode: 'ADD_INVENTORY',
        accountNumber: found.account.accountNumber,
      });
    } else if (values.choice === NEW) {
      outcome = await saver.save('qglobal-account', { mode: 'NEW' });
    } else if (values.choice) {
      outcome = await saver.save('qglobal-account', {
        mode: 'EXISTING',
        accountNumber: values.choice,
      });
    } else {
      setBanner(tl('qglobalRequired'));
      return;
    }
    if (outcome.ok) {
      const before = checkout.customerAccount?.id;
      const after = outcome.state.customerAccount;
      onSaved(
        outcome.state,
        after && before !== undefined && after.id !== before
          ? { kind: 'accountSwitched', account: after.name }
          : undefined,
      );
    } else if (outcome.reason === 'qglobalNotFound')
      setLookup({ status: 'notFound', number: values.number });
    else if (outcome.reason === 'qglobalNoAccess')
      setLookup({ status: 'noAccess', number: values.number });
    else if (outcome.reason === 'qualifiedUserMissing') setBanner(tl('noQualifiedUser'));
    else setBanner(saveFailureMessage(outcome, t));
  };

  const owner = checkout.qualifiedUser;
  const numberError = errors.number?.message;
  return (
    <>
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <p className="step-intro">{tl('qglobalIntro')}</p>
        <StepError>{banner}</StepError>
        <fieldset className="choice-list">
          <legend className="visually-hidden">{t('qglobalTitle')}</legend>
          {accounts.length > 0 && <p className="choice-group">{tl('qglobalExisting')}</p>}
          {accounts.map((account) => (
            <ChoiceOption
              key={account.accountNumber}
              value={account.accountNumber}
              title={`${account.name} (${account.accountNumber})`}
              detail={tl('qglobalLinkedTo', { account: account.customerAccountName })}
              {...register('choice')}
            />
          ))}
          <ChoiceOption
            value={ADD_INVENTORY}
            title={tl('qglobalAddInventory')}
            {...register('choice')}
          />
          <ChoiceOption
            value={NEW}
            title={tl('qglobalNew')}
            detail={
              owner && tl('qglobalNewOwner', { name: `${owner.firstName} ${owner.lastName}` })
            }
            {...register('choice')}
          />
        </fieldset>
        {choice === ADD_INVENTORY && (
          <div className="choice-extra">
            <div className="inline-field">
              <TextField
                id={`${ids}-number`}
                label={tl('qglobalNumberLabel')}
                autoComplete="off"
                error={numberError === undefined ? undefined : tr(numberError as AccountMessageKey)}
                {...register('number')}
              />
              <button
                type="button"
                className="button-secondary"
                aria-disabled={lookup.status === 'pending'}
                onClick={() => void find()}
              >
                {lookup.status === 'pending' ? tl('qglobalFinding') : tl('qglobalFind')}
              </button>
            </div>
            <LookupOutcome lookup={lookup} adding={adding} onAdd={addToProfile} t={t} />
            <p className="step-hint" role="status">
              {status}
            </p>
          </div>
        )}
      </form>
      <StepActions
        form={formId}
        saver={saver}
        busy={lookup.status === 'pending'}
        onBack={onBack}
        t={t}
      />
    </>
  );
}

function LookupOutcome({
  lookup,
  adding,
  onAdd,
  t,
}: {
  lookup: Lookup;
  adding: boolean;
  onAdd: (account: QglobalAccount) => Promise<void>;
  t: StepProps['t'];
}) {
  const tl = useTranslate(laterStepMessages);
  if (lookup.status === 'notFound') return <StepError>{t('qglobalNotFound')}</StepError>;
  if (lookup.status === 'noAccess') return <StepError>{t('qglobalNoAccess')}</StepError>;
  if (lookup.status === 'failed') return <StepError>{tl('qglobalLookupFailed')}</StepError>;
  if (lookup.status !== 'found') return null;
  const { account, inProfile } = lookup.result;
  return (
    <div className="lookup-found" role="status">
      <p>
        {tl('qglobalFound', {
          name: account.name,
          number: account.accountNumber,
          account: account.customerAccountName,
        })}
      </p>
      {!inProfile && (
        <button
          type="button"
          className="button-secondary"
          aria-disabled={adding}
          onClick={() => void onAdd(account)}
        >
          {tl('qglobalAddToProfile')}
        </button>
      )}
    </div>
  );
}
