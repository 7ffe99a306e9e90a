import { useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Path } from 'react-hook-form';
import type { TrainingDetailsWire } from '../../api/cart/training-details.schema';
import { coreMessages } from '../../core/i18n/core.messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { TIME_ZONE_BY_BASE_SITE } from '../../core/locale/site-time-zones';
import { useSite } from '../../core/react/use-store';
import type { TrainingDetails, TrainingDetailsInput } from '../../rules/training/training-details';
import {
  EMPTY_PARTICIPANT,
  TRAINING_DETAILS_MESSAGE_PARAMS,
  TRAINING_PARTICIPANTS_MAX,
  isTrainingDetailsMessageKey,
  trainingDetailsMessages,
} from '../../rules/training/training-details-values';
import { TRAINING_LEAD_WEEKS, earliestTrainingDate } from '../../rules/training/training-dates';
import { FormField } from '../forms/form-field';
import formsCss from '../forms/forms.css?inline';
import { ModalDialog } from '../dialog/modal-dialog';
import { useComponentSheet } from '../styles/use-component-sheet';
import { firstDayOfWeekFor } from './calendar-month';
import { DatePickerDialog } from './date-picker-dialog';
import css from './training-dialog.css?inline';
import { trainingDialogMessages } from './training-dialog.messages';
import { formValuesOf, trainingSaveFailure } from './training-form-values';
import { RULES_NOT_LOADED, prefetchTrainingRules, trainingResolver } from './training-rules';
import { usePhoneCountries } from './use-phone-countries';
import { dateTimeFormat } from '../../rules/format/intl-formats';

export type TrainingSaveResult = { saved: true } | { saved: false; error: unknown };

export interface TrainingDialogProps {
  open: boolean;
  productName: string;
  /** `add`: the submit adds the product with its details; `edit`: it saves the entry's details. */
  mode: 'add' | 'edit';
  details?: TrainingDetailsWire | undefined;
  /** A failure keeps the dialog open with what was typed. */
  onSave: (details: TrainingDetails) => Promise<TrainingSaveResult>;
  onClose: () => void;
}

type DateName = 'firstDate' | 'secondDate';

/**
 * The online training dialog (spec sections 2, 3, 5): preferred dates, contact and participants,
 * checked by trainingDetailsSchema, whose rules load when the shopper starts (./training-rules.ts).
 */
export function TrainingDialog({
  open,
  productName,
  mode,
  details,
  onSave,
  onClose,
}: TrainingDialogProps) {
  useComponentSheet(formsCss);
  useComponentSheet(css);
  const ids = useId();
  const site = useSite();
  const t = useTranslate(trainingDialogMessages);
  const tr = useTranslate(trainingDetailsMessages);
  const tc = useTranslate(coreMessages);
  const countries = usePhoneCountries(site.locale);
  // "Today" is on the site's clock, as the platform counts it.
  const [context] = useState(() => ({ timeZone: TIME_ZONE_BY_BASE_SITE[site.baseSite] }));
  const earliest = useMemo(() => earliestTrainingDate(context), [context]);
  const resolver = useMemo(() => trainingResolver(context), [context]);
  const [picking, setPicking] = useState<DateName | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saveFailed, setSaveFailed] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<TrainingDetailsInput, unknown, TrainingDetails>({
    resolver,
    defaultValues: formValuesOf(details),
  });
  const participants = useFieldArray({ control, name: 'participants' });

  const say = (message: string | undefined) =>
    message === undefined
      ? undefined
      : isTrainingDetailsMessageKey(message)
        ? tr(message, TRAINING_DETAILS_MESSAGE_PARAMS)
        : message;

  const submit = async (values: TrainingDetails) => {
    setSaveFailed(false);
    const result = await onSave(values);
    if (result.saved) return;
    const failure = trainingSaveFailure(result.error);
    if (failure.field === undefined) setSaveFailed(true);
    else
      setError(
        failure.field as Path<TrainingDetailsInput>,
        { type: 'server', message: failure.key },
        { shouldFocus: true },
      );
  };
  // react-hook-form focuses the first invalid field; an empty participants list has no field.
  const invalid = (found: FieldErrors<TrainingDetailsInput>) => {
    if (Object.keys(found).length === 1 && found.participants?.root) addRef.current?.focus();
  };

  const dateField = (name: DateName) => {
    const field = `dates.${name}` as const;
    const id = `${ids}-${name}`;
    return (
      <FormField
        id={id}
        label={t(name)}
        hint={t('dateFormat')}
        error={say(errors.dates?.[name]?.message)}
        required
        className="date-field"
      >
        {(aria) => (
          <div className="date-input">
            <input
              {...aria}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('dateFormat')}
              {...register(field)}
            />
            <button type="button" className="button-secondary" onClick={() => setPicking(name)}>
              {t('chooseDate')}
              <span className="visually-hidden">, {t(name)}</span>
            </button>
          </div>
        )}
      </FormField>
    );
  };

  const textField = (
    name: Path<TrainingDetailsInput>,
    label: string,
    error: string | undefined,
    autoComplete: string,
    type = 'text',
  ) => (
    <FormField id={`${ids}-${name}`} label={label} error={say(error)} required>
      {(aria) => <input {...aria} type={type} autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  );

  const listError = say(errors.participants?.root?.message ?? errors.participants?.message);
  const busy = isSubmitting;
  const longDate = dateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <ModalDialog open={open} title={t('title')} onClose={onClose} className="training-dialog">
      <p className="training-product">{t('product', { name: productName })}</p>
      <p className="field-hint">{t('intro')}</p>
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => void handleSubmit(submit, invalid)(event)}
        onInput={prefetchTrainingRules}
        onPointerDown={prefetchTrainingRules}
      >
        <fieldset>
          <legend>{t('datesLegend')}</legend>
          <p className="field-hint">
            {t('datesHint', {
              leadWeeks: TRAINING_LEAD_WEEKS,
              earliest: `${longDate.format(new Date(`${earliest}T00:00:00Z`))} (${earliest})`,
            })}
          </p>
          <div className="form-row">
            {dateField('firstDate')}
            {dateField('secondDate')}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('contactLegend')}</legend>
          <div className="form-row">
            {textField(
              'contact.firstName',
              t('firstName'),
              errors.contact?.firstName?.message,
              'given-name',
            )}
            {textField(
              'contact.lastName',
              t('lastName'),
              errors.contact?.lastName?.message,
              'family-name',
            )}
          </div>
          {textField('contact.email', t('email'), errors.contact?.email?.message, 'email', 'email')}
          <div className="form-row">
            <FormField id={`${ids}-phone-country`} label={t('phoneCountry')} required>
              {(aria) => (
                <select
                  {...aria}
                  autoComplete="tel-country-code"
                  {...register('contact.phone.countryIso')}
                >
                  {countries.map((country) => (
                    <option key={country.iso} value={country.iso}>
                      {country.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {textField(
              'contact.phone.number',
              t('phoneNumber'),
              errors.contact?.phone?.number?.message,
              'tel-national',
              'tel',
            )}
          </div>
        </fieldset>

        <fieldset className="participants">
          <legend>{t('participantsLegend')}</legend>
          {participants.fields.length === 0 && <p className="field-hint">{t('noParticipants')}</p>}
          <ol className="participant-list">
            {participants.fields.map((item, index) => {
              const number = index + 1;
              const found = errors.participants?.[index];
              return (
                <li key={item.id}>
                  <fieldset className="participant">
                    <legend>{t('participant', { number })}</legend>
                    <div className="form-row">
                      {textField(
                        `participants.${index}.firstName`,
                        t('firstName'),
                        found?.firstName?.message,
                        'off',
                      )}
                      {textField(
                        `participants.${index}.lastName`,
                        t('lastName'),
                        found?.lastName?.message,
                        'off',
                      )}
                    </div>
                    {textField(
                      `participants.${index}.email`,
                      t('email'),
                      found?.email?.message,
                      'off',
                      'email',
                    )}
                    <button
                      type="button"
                      className="button-link remove-participant"
                      onClick={() => {
                        participants.remove(index);
                        setAnnouncement(t('participantRemoved', { number }));
                        // The removed fields are gone: keep the keyboard in the list.
                        addRef.current?.focus();
                      }}
                    >
                      {t('removeParticipant', { number })}
                    </button>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {listError && (
            <p id={`${ids}-participants-error`} className="field-error" role="alert">
              {listError}
            </p>
          )}
          <button
            ref={addRef}
            type="button"
            className="button-secondary"
            aria-describedby={listError ? `${ids}-participants-error` : undefined}
            disabled={participants.fields.length >= TRAINING_PARTICIPANTS_MAX}
            onClick={() => {
              const number = getValues('participants').length + 1;
              participants.append({ ...EMPTY_PARTICIPANT });
              setAnnouncement(t('participantAdded', { number }));
            }}
          >
            {t('addParticipant')}
          </button>
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </fieldset>

        {errors.root?.type === RULES_NOT_LOADED && (
          <p className="form-error" role="alert">
            {tc('partNotLoaded')}
          </p>
        )}
        {saveFailed && (
          <p className="form-error" role="alert">
            {t('saveFailed')}
          </p>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t('saving') : mode === 'add' ? t('add') : t('save')}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>

      <DatePickerDialog
        open={picking !== null}
        title={picking ? `${t('chooseDate')}: ${t(picking)}` : t('chooseDate')}
        value={picking ? getValues(`dates.${picking}`) : ''}
        earliest={earliest}
        locale={site.locale}
        firstDayOfWeek={firstDayOfWeekFor(site.locale)}
        t={t}
        onSelect={(date) => {
          if (picking)
            setValue(`dates.${picking}`, date, { shouldDirty: true, shouldValidate: isSubmitted });
          setPicking(null);
        }}
        onClose={() => setPicking(null)}
      />
    </ModalDialog>
  );
}

export default TrainingDialog;
