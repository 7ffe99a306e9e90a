import { defineMessages } from '../../core/i18n/messages';

/**
 * The identity policy messages (spec section 5), one per policy requirement
 * (src/auth/identity/policy-messages.ts): the sign-in and step-up trees' fields and the profile's
 * names, email and password changes show them. `{field}` is the field's label.
 */
export const policyMessages = defineMessages({
  en: {
    'policy.required': '{field} is required.',
    'policy.unique': '{field} must be unique.',
    'policy.minLength': '{field} must be at least {count} characters long.',
    'policy.maxLength': '{field} must be at most {count} characters long.',
    'policy.capitalLetters': '{field} must contain at least {count} capital letters.',
    'policy.numbers': '{field} must contain at least {count} numeric values.',
    'policy.cannotContainCharacters': '{field} must not contain the characters {forbidden}.',
    'policy.cannotContainDuplicates': '{field} must not contain duplicates.',
    'policy.cannotContainOthers': '{field} must not contain: {forbidden}.',
    'policy.validDate': '{field} has an invalid date.',
    'policy.validEmail': '{field} has an invalid email address.',
    'policy.validName': '{field} has an invalid name format.',
    'policy.validNumber': '{field} has an invalid number.',
    'policy.validPhone': '{field} has an invalid phone number.',
    'policy.generic': '{field} does not meet the requirements.',
  },
  fr: {
    'policy.required': '{field} est obligatoire.',
    'policy.unique': '{field} doit être unique.',
    'policy.minLength': '{field} doit comporter au moins {count} caractères.',
    'policy.maxLength': '{field} doit comporter au plus {count} caractères.',
    'policy.capitalLetters': '{field} doit contenir au moins {count} majuscules.',
    'policy.numbers': '{field} doit contenir au moins {count} chiffres.',
    'policy.cannotContainCharacters': '{field} ne doit pas contenir les caractères {forbidden}.',
    'policy.cannotContainDuplicates': '{field} ne doit pas contenir de doublons.',
    'policy.cannotContainOthers': '{field} ne doit pas contenir : {forbidden}.',
    'policy.validDate': '{field} contient une date non valide.',
    'policy.validEmail': '{field} contient une adresse courriel non valide.',
    'policy.validName': '{field} contient un nom au format non valide.',
    'policy.validNumber': '{field} contient un nombre non valide.',
    'policy.validPhone': '{field} contient un numéro de téléphone non valide.',
    'policy.generic': '{field} ne respecte pas les exigences.',
  },
  nl: {
    'policy.required': '{field} is verplicht.',
    'policy.unique': '{field} moet uniek zijn.',
    'policy.minLength': '{field} moet minstens {count} tekens lang zijn.',
    'policy.maxLength': '{field} mag hoogstens {count} tekens lang zijn.',
    'policy.capitalLetters': '{field} moet minstens {count} hoofdletters bevatten.',
    'policy.numbers': '{field} moet minstens {count} cijfers bevatten.',
    'policy.cannotContainCharacters': '{field} mag de tekens {forbidden} niet bevatten.',
    'policy.cannotContainDuplicates': '{field} mag geen dubbele waarden bevatten.',
    'policy.cannotContainOthers': '{field} mag niet bevatten: {forbidden}.',
    'policy.validDate': '{field} bevat een ongeldige datum.',
    'policy.validEmail': '{field} bevat een ongeldig e-mailadres.',
    'policy.validName': '{field} bevat een ongeldige naam.',
    'policy.validNumber': '{field} bevat een ongeldig getal.',
    'policy.validPhone': '{field} bevat een ongeldig telefoonnummer.',
    'policy.generic': '{field} voldoet niet aan de eisen.',
  },
  es: {
    'policy.required': '{field} es obligatorio.',
    'policy.unique': '{field} debe ser único.',
    'policy.minLength': '{field} debe tener al menos {count} caracteres.',
    'policy.maxLength': '{field} debe tener como máximo {count} caracteres.',
    'policy.capitalLetters': '{field} debe contener al menos {count} mayúsculas.',
    'policy.numbers': '{field} debe contener al menos {count} números.',
    'policy.cannotContainCharacters': '{field} no debe contener los caracteres {forbidden}.',
    'policy.cannotContainDuplicates': '{field} no debe contener duplicados.',
    'policy.cannotContainOthers': '{field} no debe contener: {forbidden}.',
    'policy.validDate': '{field} contiene una fecha no válida.',
    'policy.validEmail': '{field} contiene una dirección de correo no válida.',
    'policy.validName': '{field} contiene un nombre con formato no válido.',
    'policy.validNumber': '{field} contiene un número no válido.',
    'policy.validPhone': '{field} contiene un número de teléfono no válido.',
    'policy.generic': '{field} no cumple los requisitos.',
  },
});

export type PolicyMessageText = keyof typeof policyMessages.en;
