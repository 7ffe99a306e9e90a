import { defineMessages } from '../../core/i18n/messages';

/** The spec gives no texts: these are ours. */
export const trainingMessages = defineMessages({
  en: {
    'training.dateRequired': 'Please enter a preferred date',
    'training.dateInvalid':
      'Please enter a date in the format YYYY-MM-DD (for example, 2027-03-15)',
    'training.dateTooSoon': 'Please choose a date at least {leadWeeks} weeks from today',
    'training.datesSame': 'Please choose two different dates',
    'training.participantsRequired': 'Please add at least one participant',
    'training.participantsTooMany': 'You can add up to {participantsMax} participants',
  },
  fr: {
    'training.dateRequired': 'Veuillez saisir une date souhaitée',
    'training.dateInvalid':
      'Veuillez saisir une date au format AAAA-MM-JJ (par exemple, 2027-03-15)',
    'training.dateTooSoon': 'Veuillez choisir une date dans au moins {leadWeeks} semaines',
    'training.datesSame': 'Veuillez choisir deux dates différentes',
    'training.participantsRequired': 'Veuillez ajouter au moins un participant',
    'training.participantsTooMany': 'Vous pouvez ajouter jusqu’à {participantsMax} participants',
  },
  nl: {
    'training.dateRequired': 'Vul een voorkeursdatum in',
    'training.dateInvalid': 'Vul een datum in als JJJJ-MM-DD (bijvoorbeeld 2027-03-15)',
    'training.dateTooSoon': 'Kies een datum die minstens {leadWeeks} weken na vandaag ligt',
    'training.datesSame': 'Kies twee verschillende datums',
    'training.participantsRequired': 'Voeg minstens één deelnemer toe',
    'training.participantsTooMany': 'U kunt maximaal {participantsMax} deelnemers toevoegen',
  },
  es: {
    'training.dateRequired': 'Introduzca una fecha preferida',
    'training.dateInvalid':
      'Introduzca una fecha con el formato AAAA-MM-DD (por ejemplo, 2027-03-15)',
    'training.dateTooSoon': 'Elija una fecha que sea al menos {leadWeeks} semanas posterior a hoy',
    'training.datesSame': 'Elija dos fechas diferentes',
    'training.participantsRequired': 'Añada al menos un participante',
    'training.participantsTooMany': 'Puede añadir hasta {participantsMax} participantes',
  },
});

export type TrainingMessageKey = keyof typeof trainingMessages.en;
