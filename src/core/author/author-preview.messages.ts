import { defineMessages } from '../i18n/messages';

/** Attribute names and values are placeholders, never translated. */
export const authorPreviewMessages = defineMessages({
  en: {
    previewLabel: 'Preview of {tag}: sample data',
    previewNote:
      'Shown while the page is being edited. The shop is not contacted; visitors see the real widget.',
    attributesHeading: 'Attributes',
    noAttributes: 'No attributes set',
    problemsHeading: 'Fix this widget’s attributes:',
    sampleLine: '{item}, quantity {quantity}: {price}',
    sampleKit: 'Assessment kit (sample)',
    sampleForms: 'Record forms, pack of 25 (sample)',
    sampleTraining: 'Online training (sample)',
    notNumber: '{attribute}="{value}" is not a number.',
    notBoolean:
      '{attribute}="{value}" is neither {true} nor {false}; the widget reads it as {readAs}.',
    notAllowed: '{attribute}="{value}" is not one of these values: {allowed}.',
    unknownAttribute: 'The widget has no attribute {attribute}; did you mean {suggestion}?',
  },
  fr: {
    previewLabel: 'Aperçu de {tag} : données d’exemple',
    previewNote:
      'Affiché pendant la modification de la page. La boutique n’est pas contactée ; les visiteurs voient le vrai widget.',
    attributesHeading: 'Attributs',
    noAttributes: 'Aucun attribut défini',
    problemsHeading: 'Corrigez les attributs de ce widget :',
    sampleLine: '{item}, quantité {quantity} : {price}',
    sampleKit: 'Trousse d’évaluation (exemple)',
    sampleForms: 'Formulaires de notation, paquet de 25 (exemple)',
    sampleTraining: 'Formation en ligne (exemple)',
    notNumber: '{attribute}="{value}" n’est pas un nombre.',
    notBoolean:
      '{attribute}="{value}" n’est ni {true} ni {false} ; le widget le lit comme {readAs}.',
    notAllowed: '{attribute}="{value}" n’est pas l’une de ces valeurs : {allowed}.',
    unknownAttribute: 'Le widget n’a pas d’attribut {attribute} ; vouliez-vous dire {suggestion} ?',
  },
  nl: {
    previewLabel: 'Voorbeeld van {tag}: voorbeeldgegevens',
    previewNote:
      'Getoond terwijl de pagina wordt bewerkt. De winkel wordt niet benaderd; bezoekers zien de echte widget.',
    attributesHeading: 'Attributen',
    noAttributes: 'Geen attributen ingesteld',
    problemsHeading: 'Corrigeer de attributen van deze widget:',
    sampleLine: '{item}, aantal {quantity}: {price}',
    sampleKit: 'Testset (voorbeeld)',
    sampleForms: 'Scoreformulieren, pak van 25 (voorbeeld)',
    sampleTraining: 'Online training (voorbeeld)',
    notNumber: '{attribute}="{value}" is geen getal.',
    notBoolean:
      '{attribute}="{value}" is niet {true} of {false}; de widget leest het als {readAs}.',
    notAllowed: '{attribute}="{value}" is niet een van deze waarden: {allowed}.',
    unknownAttribute: 'De widget heeft geen attribuut {attribute}; bedoelde u {suggestion}?',
  },
  es: {
    previewLabel: 'Vista previa de {tag}: datos de ejemplo',
    previewNote:
      'Se muestra mientras se edita la página. No se contacta con la tienda; los visitantes ven el widget real.',
    attributesHeading: 'Atributos',
    noAttributes: 'Ningún atributo definido',
    problemsHeading: 'Corrija los atributos de este widget:',
    sampleLine: '{item}, cantidad {quantity}: {price}',
    sampleKit: 'Kit de evaluación (ejemplo)',
    sampleForms: 'Hojas de respuestas, paquete de 25 (ejemplo)',
    sampleTraining: 'Formación en línea (ejemplo)',
    notNumber: '{attribute}="{value}" no es un número.',
    notBoolean: '{attribute}="{value}" no es ni {true} ni {false}; el widget lo lee como {readAs}.',
    notAllowed: '{attribute}="{value}" no es uno de estos valores: {allowed}.',
    unknownAttribute: 'El widget no tiene el atributo {attribute}; ¿quería decir {suggestion}?',
  },
});
