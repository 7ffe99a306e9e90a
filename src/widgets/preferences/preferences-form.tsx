import * as v from 'valibot';
import { useCore } from '../../core/react/core-context';
import { useId, type FormEvent } from 'react';
import { savePreferences, preferencesQueryOptions } from '../../api/preferences/preferences';
import {
  CONTACT_METHODS,
  PreferencesSchema,
  SUBSCRIPTIONS,
  type Preferences,
} from '../../api/preferences/preferences.schema';
import type { Translate } from '../../core/i18n/messages';
import { LANGUAGES, LOCALES } from '../../core/locale/locales';
import { logError } from '../../core/platform/log';
import { useRetrySafeAction } from '../../ui/actions/use-retry-safe-action';
import type { PreferencesMessageKey } from './preferences.messages';

const byValues = (preferences: Preferences) => JSON.stringify(preferences);

/** The record the form's controls hold, read as the platform takes it. */
function formValues(form: HTMLFormElement) {
  const data = new FormData(form);
  return v.safeParse(PreferencesSchema, {
    communication: {
      ...Object.fromEntries(SUBSCRIPTIONS.map((name) => [name, data.has(`communication.${name}`)])),
      contactMethod: data.get('communication.contactMethod'),
    },
    regional: { site: data.get('regional.site'), language: data.get('regional.language') },
  });
}

/**
 * Every control offers only what the platform takes: nothing to refuse field by field, so no form
 * library (it would only read the controls): the controls keep what the shopper chose, and a save
 * reads them.
 */
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
  const { state, run } = useRetrySafeAction(savePreferences, byValues);
  const { queries } = useCore();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    // Only a page script changing the controls could get here.
    if (!values.success) {
      logError('the preferences form holds values it never offered');
      return;
    }
    const saved = await run(values.output);
    if (saved) {
      queries.setData(preferencesQueryOptions(userId).queryKey, () => saved);
    }
  };
  const { communication, regional } = preferences;
  const saving = state.status === 'pending';
  // Kept while the retry runs: the button stays where the shopper's pointer is.
  const failed = state.status === 'failed' || (state.status === 'pending' && state.afterFailure);

  return (
    <form className="preferences-form" noValidate onSubmit={(event) => void submit(event)}>
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
              name={`communication.${name}`}
              defaultChecked={communication[name]}
            />
            {t(name)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('contactTitle')}</legend>
        {CONTACT_METHODS.map((method) => (
          <label key={method} className="form-check">
            <input
              type="radio"
              name="communication.contactMethod"
              value={method}
              defaultChecked={communication.contactMethod === method}
            />
            {t(method)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('regionalTitle')}</legend>
        <div className="form-field">
          <label htmlFor={`${ids}-site`}>{t('site')}</label>
          <select id={`${ids}-site`} name="regional.site" defaultValue={regional.site}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`site.${locale}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-language`}>{t('language')}</label>
          <select id={`${ids}-language`} name="regional.language" defaultValue={regional.language}>
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
