import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import type { QualifiedUser } from '../../../api/accounts/account.schema';
import { useQualifiedUsers } from '../../../api/accounts/qualified-users';
import { useSite } from '../../../core/react/use-store';
import { storeRoutes } from '../../../core/routes/routes';
import { coversEntries } from '../../../rules/cart/qualification';
import { AddQualifiedUser } from './add-qualified-user';
import { StepActions, StepError, WhenLoaded, saveFailureMessage } from './step-parts';
import { ChoiceOption } from '../../../ui/forms/choice-option';
import { useSimpleForm } from '../../../ui/forms/use-simple-form';
import type { StepProps } from './step-props';
import { useTranslate } from '../../../core/i18n/use-translate';
import { laterStepMessages } from './later-step.messages';

// No choice is the submit's to say (with nobody qualified, the page says so already).
const Schema = v.object({ user: v.string() });

const fullName = (user: QualifiedUser) => `${user.firstName} ${user.lastName}`;

/** Choose qualified user: those whose level covers every entry (spec sections 2 and 6). */
export function QualifiedUserStep(props: StepProps) {
  const { checkout, userId, t } = props;
  const users = useQualifiedUsers(userId, checkout.customerAccount?.id);
  return (
    <WhenLoaded query={users} rows={2} t={t}>
      {(data) => <QualifiedUserForm {...props} users={data} />}
    </WhenLoaded>
  );
}

function QualifiedUserForm({
  checkout,
  cart,
  userId,
  saver,
  onSaved,
  onDirtyChange,
  onBack,
  t,
  text,
  users,
}: StepProps & { users: readonly QualifiedUser[] }) {
  const tl = useTranslate(laterStepMessages);
  const ids = useId();
  const formId = `${ids}-form`;
  const site = useSite();
  const account = checkout.customerAccount;
  const [banner, setBanner] = useState<string | undefined>();
  const [status, setStatus] = useState('');

  const qualifying = users.filter((user) => coversEntries(user.qualificationLevel, cart.entries));
  const others = users.length - qualifying.length;
  const [initial] = useState(() => {
    const saved = checkout.qualifiedUser;
    if (saved && qualifying.some((u) => u.id === saved.id)) return saved.id;
    return qualifying.length === 1 ? (qualifying[0]?.id ?? '') : '';
  });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { isDirty },
  } = useSimpleForm({ schema: Schema, defaultValues: { user: initial } });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = async ({ user }: { user: string }) => {
    setBanner(undefined);
    if (!user) {
      // With nobody qualified the alert is on screen already.
      if (qualifying.length > 0) setBanner(tl('qualifiedUserRequired'));
      return;
    }
    const outcome = await saver.save('qualified-user', { userId: user });
    if (outcome.ok) onSaved(outcome.state);
    else if (outcome.reason === 'userNotQualified') setBanner(tl('noQualifiedUser'));
    else setBanner(saveFailureMessage(outcome, t));
  };

  const onAdded = (user: QualifiedUser) => {
    if (coversEntries(user.qualificationLevel, cart.entries)) {
      setStatus(tl('userAdded', { name: fullName(user) }));
      setValue('user', user.id);
    } else {
      setStatus(t('userNotQualified', { name: fullName(user), level: user.qualificationLevel }));
    }
  };

  return (
    <>
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <StepError>{banner}</StepError>
        {qualifying.length === 0 ? (
          <div className="no-qualified-user" role="alert">
            <p>{tl('noQualifiedUser')}</p>
            <a href={storeRoutes(site).account.qualifications}>{tl('updateQualifications')}</a>
          </div>
        ) : (
          <fieldset className="choice-list">
            <legend className="visually-hidden">{text('chooseQualifiedUserTitle')}</legend>
            {qualifying.map((user) => (
              <ChoiceOption
                key={user.id}
                value={user.id}
                title={fullName(user)}
                detail={`${user.email} · ${t('levelLong', { level: user.qualificationLevel })}`}
                {...register('user')}
              />
            ))}
          </fieldset>
        )}
        {others > 0 && <p className="step-hint">{tl('usersNotQualified', { count: others })}</p>}
        <p className="step-hint" role="status">
          {status}
        </p>
      </form>
      {account?.type === 'ORGANIZATION' && (
        <AddQualifiedUser userId={userId} accountId={account.id} onAdded={onAdded} t={t} />
      )}
      <StepActions form={formId} saver={saver} onBack={onBack} t={t} />
    </>
  );
}
