import type { Translate } from '../../core/i18n/messages';
import { useTranslate } from '../../core/i18n/use-translate';
import { CardHolderSchema, type CardHolder } from '../../rules/card/card-holder';
import { validateFields, type FieldValidation } from '../../rules/form/field-errors';
import {
  nameMessages,
  NAME_MESSAGE_PARAMS,
  type NameMessageKey,
} from '../../rules/names/names.messages';
import { FormField } from '../../ui/forms/form-field';
import formsCss from '../../ui/forms/forms.css?inline';
import { useComponentSheet } from '../../ui/styles/use-component-sheet';
import type { CardChangesMessageKey } from './card-changes.messages';

export type CardHolderErrors = Partial<Record<keyof CardHolder, NameMessageKey>>;

/** The holder's names by the card holder rule: tidied, or each name's first refusal. */
export function checkCardHolder(
  values: CardHolder,
): { ok: true; values: CardHolder } | { ok: false; errors: CardHolderErrors } {
  const checked: FieldValidation<CardHolder, NameMessageKey> = validateFields<
    typeof CardHolderSchema,
    NameMessageKey
  >(CardHolderSchema, values);
  if (checked.ok) return checked;
  return {
    ok: false,
    errors: {
      firstName: checked.errors.firstName?.key,
      lastName: checked.errors.lastName?.key,
    },
  };
}

interface CardHolderFieldsProps {
  id: string;
  values: CardHolder;
  errors: CardHolderErrors;
  onChange: (values: CardHolder) => void;
  t: Translate<CardChangesMessageKey>;
}

/** The holder's names as printed on the card (spec section 5); card autofill fills them. */
export function CardHolderFields({ id, values, errors, onChange, t }: CardHolderFieldsProps) {
  useComponentSheet(formsCss);
  const nt = useTranslate(nameMessages);
  const field = (name: keyof CardHolder, label: string, autoComplete: string) => {
    const error = errors[name];
    return (
      <FormField
        id={`${id}-${name}`}
        label={label}
        required
        error={error ? nt(error, NAME_MESSAGE_PARAMS) : undefined}
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) => onChange({ ...values, [name]: event.target.value })}
          />
        )}
      </FormField>
    );
  };
  return (
    <div className="form-row card-holder">
      {field('firstName', t('cardHolderFirst'), 'cc-given-name')}
      {field('lastName', t('cardHolderLast'), 'cc-family-name')}
    </div>
  );
}
