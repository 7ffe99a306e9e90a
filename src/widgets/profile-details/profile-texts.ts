import type { Params, Translate } from '../../core/i18n/messages';
import { combineCatalogs } from '../../rules/form/combine-catalogs';
import { EMAIL_MESSAGE_PARAMS, emailMessages } from '../../rules/email/email.messages';
import { NAME_MESSAGE_PARAMS, nameMessages } from '../../rules/names/names.messages';
import { PASSWORD_POLICY, type FailedPolicy } from '../../rules/password/password-policy';
import { policyMessage } from '../../auth/identity/policy-messages';
import { policyMessages } from '../../ui/sign-in/policy.messages';
import { profileDetailsMessages } from './profile-details.messages';

/** One catalog: the page's texts, the rules' messages and the identity policy messages. */
export const profileTexts = combineCatalogs(
  profileDetailsMessages,
  nameMessages,
  emailMessages,
  policyMessages,
);
export type ProfileTextKey = keyof typeof profileTexts.en;
export type ProfileTranslate = Translate<ProfileTextKey>;

export const PROFILE_TEXT_PARAMS: Readonly<Params> = {
  ...NAME_MESSAGE_PARAMS,
  ...EMAIL_MESSAGE_PARAMS,
  minLength: PASSWORD_POLICY.minLength,
  forbidden: PASSWORD_POLICY.forbiddenChars.join(' '),
};

const isOwnField = (name: string): name is 'userName' | 'givenName' | 'sn' =>
  name === 'userName' || name === 'givenName' || name === 'sn';

/** One field's policy messages as one text; values are named as the shopper knows them. */
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
