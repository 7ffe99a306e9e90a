import { defineMessages } from '../../core/i18n/messages';

/** Texts of the old-cart merge dialog (src/ui/cart/cart-merge-host.tsx), in the four languages. */
export const cartMergeMessages = defineMessages({
  en: {
    title: 'You have two carts',
    intro:
      'You added items before signing in, and your account also has a cart from an earlier visit. What would you like to do?',
    newCartLabel: 'Added before you signed in',
    previousCartLabel: 'From an earlier visit',
    'summary.one': '{count} item, {total}',
    'summary.other': '{count} items, {total}',
    combine: 'Combine the carts',
    combineHint: 'All the items go into one cart.',
    keepNew: 'Keep only the new cart',
    keepNewHint: 'Your earlier cart is kept in Saved carts as {name}, so nothing is lost.',
    later: 'Decide later',
    laterHint: 'Nothing changes now. We will ask again the next time you open the store.',
    working: 'Updating your cart…',
    failedTitle: 'Your cart from before you signed in',
    failed: 'We could not update your carts. Nothing was lost. Please try again.',
    failedCheck:
      'We could not bring over the items you added before signing in. They are still saved. Please try again.',
    tryAgain: 'Try again',
    doneCombine: 'Your carts were combined.',
    doneKeepNew:
      'The cart from this visit is now your cart. Your earlier cart was saved as {name}.',
    doneSilent: 'The items you added before signing in are in your cart.',
    savedDescription: 'Saved for you when you kept the cart from a later visit.',
  },
  fr: {
    title: 'Vous avez deux paniers',
    intro:
      'Vous avez ajouté des articles avant de vous connecter, et votre compte contient aussi un panier d’une visite précédente. Que voulez-vous faire?',
    newCartLabel: 'Ajoutés avant la connexion',
    previousCartLabel: 'D’une visite précédente',
    'summary.one': '{count} article, {total}',
    'summary.other': '{count} articles, {total}',
    combine: 'Combiner les paniers',
    combineHint: 'Tous les articles sont réunis dans un seul panier.',
    keepNew: 'Garder seulement le nouveau panier',
    keepNewHint:
      'Votre panier précédent est conservé dans les paniers enregistrés sous le nom {name}; rien n’est perdu.',
    later: 'Décider plus tard',
    laterHint:
      'Rien ne change pour l’instant. Nous vous reposerons la question à votre prochaine visite.',
    working: 'Mise à jour de votre panier…',
    failedTitle: 'Votre panier d’avant la connexion',
    failed: 'Impossible de mettre à jour vos paniers. Rien n’a été perdu. Veuillez réessayer.',
    failedCheck:
      'Impossible de récupérer les articles ajoutés avant votre connexion. Ils sont toujours conservés. Veuillez réessayer.',
    tryAgain: 'Réessayer',
    doneCombine: 'Vos paniers ont été combinés.',
    doneKeepNew:
      'Le panier de cette visite est maintenant votre panier. Votre panier précédent a été enregistré sous le nom {name}.',
    doneSilent: 'Les articles ajoutés avant votre connexion sont dans votre panier.',
    savedDescription:
      'Enregistré pour vous lorsque vous avez gardé le panier d’une visite plus récente.',
  },
  nl: {
    title: 'U hebt twee winkelwagens',
    intro:
      'U hebt artikelen toegevoegd voordat u zich aanmeldde, en uw account heeft ook een winkelwagen van een eerder bezoek. Wat wilt u doen?',
    newCartLabel: 'Toegevoegd voor het aanmelden',
    previousCartLabel: 'Van een eerder bezoek',
    'summary.one': '{count} artikel, {total}',
    'summary.other': '{count} artikelen, {total}',
    combine: 'Winkelwagens samenvoegen',
    combineHint: 'Alle artikelen komen in één winkelwagen.',
    keepNew: 'Alleen de nieuwe winkelwagen houden',
    keepNewHint:
      'Uw eerdere winkelwagen blijft bewaard bij Opgeslagen winkelwagens als {name}, dus er gaat niets verloren.',
    later: 'Later beslissen',
    laterHint: 'Er verandert nu niets. We vragen het opnieuw wanneer u de winkel weer opent.',
    working: 'Uw winkelwagen wordt bijgewerkt…',
    failedTitle: 'Uw winkelwagen van voor het aanmelden',
    failed:
      'Uw winkelwagens konden niet worden bijgewerkt. Er is niets verloren. Probeer het opnieuw.',
    failedCheck:
      'De artikelen die u voor het aanmelden toevoegde, konden niet worden overgenomen. Ze zijn nog bewaard. Probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
    doneCombine: 'Uw winkelwagens zijn samengevoegd.',
    doneKeepNew:
      'De winkelwagen van dit bezoek is nu uw winkelwagen. Uw eerdere winkelwagen is opgeslagen als {name}.',
    doneSilent: 'De artikelen die u voor het aanmelden toevoegde, staan in uw winkelwagen.',
    savedDescription: 'Voor u opgeslagen toen u de winkelwagen van een later bezoek hield.',
  },
  es: {
    title: 'Tiene dos carritos',
    intro:
      'Añadió artículos antes de iniciar sesión y su cuenta también tiene un carrito de una visita anterior. ¿Qué desea hacer?',
    newCartLabel: 'Añadidos antes de iniciar sesión',
    previousCartLabel: 'De una visita anterior',
    'summary.one': '{count} artículo, {total}',
    'summary.other': '{count} artículos, {total}',
    combine: 'Combinar los carritos',
    combineHint: 'Todos los artículos pasan a un solo carrito.',
    keepNew: 'Conservar solo el carrito nuevo',
    keepNewHint:
      'Su carrito anterior se conserva en Carritos guardados como {name}, así que no se pierde nada.',
    later: 'Decidir más tarde',
    laterHint: 'Ahora no cambia nada. Se lo preguntaremos la próxima vez que abra la tienda.',
    working: 'Actualizando su carrito…',
    failedTitle: 'Su carrito de antes de iniciar sesión',
    failed: 'No se han podido actualizar sus carritos. No se ha perdido nada. Vuelva a intentarlo.',
    failedCheck:
      'No se han podido recuperar los artículos que añadió antes de iniciar sesión. Siguen guardados. Vuelva a intentarlo.',
    tryAgain: 'Reintentar',
    doneCombine: 'Sus carritos se han combinado.',
    doneKeepNew:
      'El carrito de esta visita es ahora su carrito. Su carrito anterior se ha guardado como {name}.',
    doneSilent: 'Los artículos que añadió antes de iniciar sesión están en su carrito.',
    savedDescription: 'Guardado para usted al conservar el carrito de una visita posterior.',
  },
});

export type CartMergeMessageKey = keyof typeof cartMergeMessages.en;
