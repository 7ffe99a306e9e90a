import { defineMessages } from '../../core/i18n/messages';

/** What a training entry shows of its details (cart, checkout) and the cart's edit texts. Ours. */
export const trainingSummaryMessages = defineMessages({
  en: {
    heading: 'Online training details',
    dates: 'Preferred dates',
    contact: 'Contact',
    participants: 'Participants',
    participantCount: '{count} participants',
    participantCountOne: '1 participant',
    missing: 'Preferred dates and participants are needed before checkout.',
    edit: 'Edit training details',
    add: 'Add training details',
    saved: 'Training details saved for {name}.',
  },
  fr: {
    heading: 'Détails de la formation en ligne',
    dates: 'Dates souhaitées',
    contact: 'Contact',
    participants: 'Participants',
    participantCount: '{count} participants',
    participantCountOne: '1 participant',
    missing: 'Les dates souhaitées et les participants sont requis avant de passer à la caisse.',
    edit: 'Modifier les détails de la formation',
    add: 'Ajouter les détails de la formation',
    saved: 'Détails de la formation enregistrés pour {name}.',
  },
  nl: {
    heading: 'Gegevens van de onlinetraining',
    dates: 'Voorkeursdatums',
    contact: 'Contactpersoon',
    participants: 'Deelnemers',
    participantCount: '{count} deelnemers',
    participantCountOne: '1 deelnemer',
    missing: 'Voorkeursdatums en deelnemers zijn nodig voordat u kunt afrekenen.',
    edit: 'Traininggegevens wijzigen',
    add: 'Traininggegevens toevoegen',
    saved: 'Traininggegevens opgeslagen voor {name}.',
  },
  es: {
    heading: 'Datos de la formación en línea',
    dates: 'Fechas preferidas',
    contact: 'Contacto',
    participants: 'Participantes',
    participantCount: '{count} participantes',
    participantCountOne: '1 participante',
    missing: 'Se necesitan las fechas preferidas y los participantes antes de pagar.',
    edit: 'Editar datos de la formación',
    add: 'Añadir datos de la formación',
    saved: 'Datos de la formación guardados para {name}.',
  },
});

export type TrainingSummaryMessageKey = keyof typeof trainingSummaryMessages.en;
