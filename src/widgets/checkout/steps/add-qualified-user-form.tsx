import { useCore } from '../../../core/react/core-context';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import type { QualifiedUser } from '../../../api/accounts/account.schema';
import {
  addQualifiedUser,
  qualifiedUsersQueryOptions,
} from '../../../api/accounts/qualified-users';
import { checkoutErrorOf } from '../../../api/checkout/checkout-errors';
import { useTranslate } from '../../../core/i18n/use-translate';
import { QualifiedUserEmailSchema } from '../../../rules/email/email';
import {
  EMAIL_MESSAGE_PARAMS,
  emailMessages,
  type EmailMessageKey,
} from '../../../rules/email/email.messages';
import { useSimpleForm } from '../../../ui/forms/use-simple-form';
import { TextField } from './text-field';
import { laterStepMessages } from './later-step.messages';

const Schema = v.object({ email: QualifiedUserEmailSchema });

interface AddQualifiedUserFormProps {
  id: string;
  userId: string;
  accountId: string;
  onAdded: (user: QualifiedUser) => void;
}

/**
 * The "Add qualified user" form (spec section 5): a retry of the same email reuses its request id.
 * A part of its own, loaded when the shopper opens it: most buyers never add one.
 */
export default function AddQualifiedUserForm({
  id,
  userId,
  accountId,
  onAdded,
}: AddQualifiedUserFormProps) {
  const te = useTranslate(emailMessages);
  const tl = useTranslate(laterStepMessages);
  const { queries } = useCore();
  const [busy, setBusy] = useState(false);
  const retry = useRef<{ email: string; requestId: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useSimpleForm({ schema: Schema, defaultValues: { email: '' } });

  const submit = async ({ email }: { email: string }) => {
    if (busy) return;
    if (retry.current?.email !== email) retry.current = { email, requestId: crypto.randomUUID() };
    setBusy(true);
    try {
      const user = await addQualifiedUser(accountId, email, retry.current.requestId);
      retry.current = null;
      queries.setData<QualifiedUser[]>(
        qualifiedUsersQueryOptions(userId, accountId).queryKey,
        (users) => (users?.some((u) => u.id === user.id) ? users : [...(users ?? []), user]),
      );
      reset();
      onAdded(user);
    } catch (error) {
      const reason = checkoutErrorOf(error);
      const key: EmailMessageKey =
        reason === 'userNotFound' || reason === 'accountNotFound'
          ? 'email.qualifiedUserNotFound'
          : reason === 'invalid'
            ? 'email.invalid'
            : 'email.technicalError';
      setError('email', { message: key }, { shouldFocus: true });
    } finally {
      setBusy(false);
    }
  };

  const message = errors.email?.message;
  return (
    <form
      className="add-user-form"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <TextField
        id={`${id}-email`}
        label={tl('qualifiedUserEmail')}
        type="email"
        autoComplete="off"
        error={
          message === undefined ? undefined : te(message as EmailMessageKey, EMAIL_MESSAGE_PARAMS)
        }
        {...register('email')}
      />
      <button type="submit" className="button-secondary" aria-disabled={busy}>
        {busy ? tl('adding') : tl('add')}
      </button>
    </form>
  );
}
