import { defineMessages } from '../../core/i18n/messages';

/**
 * The training dates (spec section 5: two dates required, at least six weeks from today). The
 * spec gives no texts; these are ours.
 */
export const trainingMessages = defineMessages({
  en: {
    'training.dateRequired': 'Please enter a preferred date',
    'training.dateInvalid':
      'Please enter a date in the format YYYY-MM-DD (for example, 2027-03-15)',
    'training.dateTooSoon': 'Please choose a date at least six weeks from today',
    'training.datesSame': 'Please choose two different dates',
  },
  fr: {
    'training.dateRequired': 'Veuillez saisir une date souhaitée',
    'training.dateInvalid':
      'Veuillez saisir une date au format AAAA-MM-JJ (par exemple, 2027-03-15)',
    'training.dateTooSoon': 'Veuillez choisir une date dans au moins six semaines',
    'training.datesSame': 'Veuillez choisir deux dates différentes',
  },
  nl: {
    'training.dateRequired': 'Vul een voorkeursdatum in',
    'training.dateInvalid': 'Vul een datum in als JJJJ-MM-DD (bijvoorbeeld 2027-03-15)',
    'training.dateTooSoon': 'Kies een datum die minstens zes weken na vandaag ligt',
    'training.datesSame': 'Kies twee verschillende datums',
  },
  es: {
    'training.dateRequired': 'Introduzca una fecha preferida',
    'training.dateInvalid':
      'Introduzca una fecha con el formato AAAA-MM-DD (por ejemplo, 2027-03-15)',
    'training.dateTooSoon': 'Elija una fecha que sea al menos seis semanas posterior a hoy',
    'training.datesSame': 'Elija dos fechas diferentes',
  },
});

export type TrainingMessageKey = keyof typeof trainingMessages.en;
