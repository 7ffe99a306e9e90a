import { defineMessages } from '../../core/i18n/messages';

/** The "country not identified" dialog's texts (country-modal.tsx), fetched with it. */
export const countryModalMessages = defineMessages({
  en: {
    countryModalTitle: 'We could not identify your country',
    countryModalBody:
      'We could not tell which country you are visiting from, so prices and ordering may not apply to you. Please find your regional office on our international contacts page.',
    countryModalLink: 'Go to international contacts',
    close: 'Close',
  },
  fr: {
    countryModalTitle: 'Nous n’avons pas pu identifier votre pays',
    countryModalBody:
      'Nous n’avons pas pu déterminer depuis quel pays vous nous consultez ; les prix et les commandes peuvent ne pas s’appliquer à vous. Trouvez votre bureau régional sur notre page de contacts internationaux.',
    countryModalLink: 'Voir les contacts internationaux',
    close: 'Fermer',
  },
  nl: {
    countryModalTitle: 'We konden uw land niet vaststellen',
    countryModalBody:
      'We konden niet vaststellen vanuit welk land u ons bezoekt; prijzen en bestellen gelden mogelijk niet voor u. Zoek uw regionale kantoor op onze pagina met internationale contacten.',
    countryModalLink: 'Naar internationale contacten',
    close: 'Sluiten',
  },
  es: {
    countryModalTitle: 'No hemos podido identificar su país',
    countryModalBody:
      'No hemos podido saber desde qué país nos visita, por lo que los precios y pedidos pueden no aplicarse a usted. Busque su oficina regional en nuestra página de contactos internacionales.',
    countryModalLink: 'Ir a contactos internacionales',
    close: 'Cerrar',
  },
});
