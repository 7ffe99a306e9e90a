import type { Params, Translate } from '../../core/i18n/messages';
import { combineCatalogs } from '../../rules/form/combine-catalogs';
import { EMAIL_MESSAGE_PARAMS, emailMessages } from '../../rules/email/email.messages';
import { NAME_MESSAGE_PARAMS, nameMessages } from '../../rules/names/names.messages';
import { PASSWORD_POLICY, type FailedPolicy } from '../../rules/password/password-policy';
import { policyMessage } from '../../auth/identity/policy-messages';
import { policyMessages } from '../../ui/sign-in/policy.messages';
import { profileDetailsMessages } from './profile-details.messages';

/**
 * One catalog for the profile page: its own texts, the name and email rules' messages (the rules
 * floor's, as every other form shows them) and the identity policy messages (spec section 5).
 */
export const profileTexts = combineCatalogs(
  profileDetailsMessages,
  nameMessages,
  emailMessages,
  policyMessages,
);
export type ProfileTextKey = keyof typeof profileTexts.en;
export type ProfileTranslate = Translate<ProfileTextKey>;

/** What every text of the page may need: the rules' limits and the password policy's. */
export const PROFILE_TEXT_PARAMS: Readonly<Params> = {
  ...NAME_MESSAGE_PARAMS,
  ...EMAIL_MESSAGE_PARAMS,
  minLength: PASSWORD_POLICY.minLength,
  forbidden: PASSWORD_POLICY.forbiddenChars.join(' '),
};

const isOwnField = (name: string): name is 'userName' | 'givenName' | 'sn' =>
  name === 'userName' || name === 'givenName' || name === 'sn';

/**
 * The identity policy messages of one field, in order, as one text (each is a sentence). The
 * profile values a password must not contain are named as the shopper knows them ("your last
 * name"), not by the identity server's attribute names.
 */
export function policyTexts(label: string, failures: FailedPolicy[], t: ProfileTranslate): string {
  return failures
    .map((failure) => {
      const fields = failure.params.disallowedFields;
      const params = Array.isArray(fields)
        ? {
            ...failure.params,
            disallowedFields: fields.map((name) =>
              typeof name === 'string' && isOwnField(name) ? t(`field.${name}`) : String(name),
            ),
          }
        : failure.params;
      const { key, params: values } = policyMessage(label, {
        requirement: failure.requirement,
        params,
      });
      return t(key, values);
    })
    .join(' ');
}

/** A field's message: a rule's catalog key (with the page's params), or a text already made. */
export function fieldText(message: string | undefined, t: ProfileTranslate): string | undefined {
  if (!message) return undefined;
  return Object.hasOwn(profileTexts.en, message)
    ? t(message as ProfileTextKey, PROFILE_TEXT_PARAMS)
    : message;
}
