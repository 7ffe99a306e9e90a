import { defineMessages } from '../../core/i18n/messages';

/** <store-order-status> (ours). `tooManyLater`: the 429 did not say when lookups reopen. */
export const orderStatusMessages = defineMessages({
  en: {
    intro: 'Enter your order number and the email address you used when you ordered.',
    introSignedIn: 'Enter the number of one of your orders.',
    orderNumber: 'Order number',
    orderNumberHint: 'For example, W10000001: it is in your confirmation email.',
    email: 'Email address',
    lookUp: 'Check status',
    looking: 'Looking up your order…',
    notFound:
      'We could not find an order with this number and email address. Check both and try again.',
    notFoundSignedIn: 'We could not find this order among yours. Check the number and try again.',
    failed: 'We could not look up the order. Please try again.',
    tooManyAt:
      'Too many lookups did not match an order. For your security, lookups are paused: please try again after {time}.',
    tooManyLater:
      'Too many lookups did not match an order. For your security, lookups are paused: please try again in 15 minutes.',
    resultTitle: 'Order {code}',
    placedOn: 'Placed on {date}',
    status: 'Status',
    products: 'Products',
    details: 'View the order’s details',
  },
  fr: {
    intro: 'Saisissez votre numéro de commande et l’adresse courriel utilisée lors de la commande.',
    introSignedIn: 'Saisissez le numéro de l’une de vos commandes.',
    orderNumber: 'Numéro de commande',
    orderNumberHint: 'Par exemple, W10000001 : il figure dans votre courriel de confirmation.',
    email: 'Adresse courriel',
    lookUp: 'Vérifier l’état',
    looking: 'Recherche de votre commande…',
    notFound:
      'Aucune commande ne correspond à ce numéro et à cette adresse courriel. Vérifiez les deux et réessayez.',
    notFoundSignedIn:
      'Cette commande ne figure pas parmi les vôtres. Vérifiez le numéro et réessayez.',
    failed: 'Impossible de rechercher la commande. Veuillez réessayer.',
    tooManyAt:
      'Trop de recherches n’ont correspondu à aucune commande. Pour votre sécurité, les recherches sont suspendues : veuillez réessayer après {time}.',
    tooManyLater:
      'Trop de recherches n’ont correspondu à aucune commande. Pour votre sécurité, les recherches sont suspendues : veuillez réessayer dans 15 minutes.',
    resultTitle: 'Commande {code}',
    placedOn: 'Passée le {date}',
    status: 'Statut',
    products: 'Produits',
    details: 'Voir les détails de la commande',
  },
  nl: {
    intro: 'Vul uw bestelnummer in en het e-mailadres waarmee u hebt besteld.',
    introSignedIn: 'Vul het nummer van een van uw bestellingen in.',
    orderNumber: 'Bestelnummer',
    orderNumberHint: 'Bijvoorbeeld W10000001: het staat in uw bevestigingsmail.',
    email: 'E-mailadres',
    lookUp: 'Status bekijken',
    looking: 'Uw bestelling wordt opgezocht…',
    notFound:
      'We vonden geen bestelling met dit nummer en dit e-mailadres. Controleer beide en probeer het opnieuw.',
    notFoundSignedIn:
      'Deze bestelling staat niet tussen uw bestellingen. Controleer het nummer en probeer het opnieuw.',
    failed: 'De bestelling kon niet worden opgezocht. Probeer het opnieuw.',
    tooManyAt:
      'Te veel zoekopdrachten kwamen niet overeen met een bestelling. Voor uw veiligheid is zoeken tijdelijk onderbroken: probeer het opnieuw na {time}.',
    tooManyLater:
      'Te veel zoekopdrachten kwamen niet overeen met een bestelling. Voor uw veiligheid is zoeken tijdelijk onderbroken: probeer het over 15 minuten opnieuw.',
    resultTitle: 'Bestelling {code}',
    placedOn: 'Geplaatst op {date}',
    status: 'Status',
    products: 'Producten',
    details: 'De gegevens van de bestelling bekijken',
  },
  es: {
    intro: 'Introduzca su número de pedido y el correo electrónico que usó al hacerlo.',
    introSignedIn: 'Introduzca el número de uno de sus pedidos.',
    orderNumber: 'Número de pedido',
    orderNumberHint: 'Por ejemplo, W10000001: figura en su correo de confirmación.',
    email: 'Correo electrónico',
    lookUp: 'Consultar estado',
    looking: 'Buscando su pedido…',
    notFound:
      'No hemos encontrado ningún pedido con este número y este correo electrónico. Compruebe ambos e inténtelo de nuevo.',
    notFoundSignedIn:
      'No hemos encontrado este pedido entre los suyos. Compruebe el número e inténtelo de nuevo.',
    failed: 'No se ha podido consultar el pedido. Inténtelo de nuevo.',
    tooManyAt:
      'Demasiadas consultas no han coincidido con ningún pedido. Por su seguridad, las consultas están en pausa: vuelva a intentarlo después de las {time}.',
    tooManyLater:
      'Demasiadas consultas no han coincidido con ningún pedido. Por su seguridad, las consultas están en pausa: vuelva a intentarlo dentro de 15 minutos.',
    resultTitle: 'Pedido {code}',
    placedOn: 'Realizado el {date}',
    status: 'Estado',
    products: 'Productos',
    details: 'Ver los detalles del pedido',
  },
});

export type OrderStatusMessageKey = keyof typeof orderStatusMessages.en;
