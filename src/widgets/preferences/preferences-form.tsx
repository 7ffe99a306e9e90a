import { useCore } from '../../core/react/core-context';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { savePreferences, preferencesQueryOptions } from '../../api/preferences/preferences';
import {
  CONTACT_METHODS,
  SUBSCRIPTIONS,
  type Preferences,
} from '../../api/preferences/preferences.schema';
import type { Translate } from '../../core/i18n/messages';
import { LANGUAGES, LOCALES } from '../../core/locale/locales';
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import type { PreferencesMessageKey } from './preferences.messages';

const byValues = (preferences: Preferences) => JSON.stringify(preferences);

/** Every control offers only what the platform takes: nothing to refuse field by field. */
export function PreferencesForm({
  userId,
  preferences,
  t,
}: {
  userId: string;
  preferences: Preferences;
  t: Translate<PreferencesMessageKey>;
}) {
  const ids = useId();
  const { register, handleSubmit } = useForm<Preferences>({ defaultValues: preferences });
  const { state, run } = useRetrySafeAction(savePreferences, byValues);
  const { queries } = useCore();

  const submit = async (values: Preferences) => {
    const saved = await run(values);
    if (saved) {
      queries.setData(preferencesQueryOptions(userId).queryKey, () => saved);
    }
  };
  const saving = state.status === 'pending';
  // Kept while the retry runs: the button stays where the shopper's pointer is.
  const failed = state.status === 'failed' || (state.status === 'pending' && state.afterFailure);

  return (
    <form
      className="preferences-form"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <fieldset>
        <legend>{t('communicationTitle')}</legend>
        <p className="hint" id={`${ids}-hint`}>
          {t('communicationHint')}
        </p>
        {SUBSCRIPTIONS.map((name) => (
          <label key={name} className="form-check">
            <input
              type="checkbox"
              aria-describedby={`${ids}-hint`}
              {...register(`communication.${name}`)}
            />
            {t(name)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('contactTitle')}</legend>
        {CONTACT_METHODS.map((method) => (
          <label key={method} className="form-check">
            <input type="radio" value={method} {...register('communication.contactMethod')} />
            {t(method)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('regionalTitle')}</legend>
        <div className="form-field">
          <label htmlFor={`${ids}-site`}>{t('site')}</label>
          <select id={`${ids}-site`} {...register('regional.site')}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`site.${locale}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-language`}>{t('language')}</label>
          <select id={`${ids}-language`} {...register('regional.language')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <p className="form-status" role="status">
        {state.status === 'done' ? t('saved') : ''}
      </p>
      {failed && (
        <p className="form-banner" role="alert">
          {t('saveFailed')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button-primary" aria-disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
