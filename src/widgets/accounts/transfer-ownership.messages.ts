import { defineMessages } from '../../core/i18n/messages';

/** The transfer dialog's texts, a catalog of their own: they load with the dialog. */
export const transferOwnershipMessages = defineMessages({
  en: {
    title: 'Transfer ownership of {number}',
    chooseText:
      'The owner is the administrator of this Q-global account. Choose another user of {organisation} to become its owner.',
    candidates: 'New owner',
    loading: 'Loading the users of this organisation…',
    loadError: 'We could not load the users of this organisation. Please try again.',
    nobody: 'Nobody else in this organisation can take ownership.',
    chooseRequired: 'Choose the new owner.',
    continue: 'Continue',
    confirmText:
      'Transfer ownership of {number} to {name}? You will no longer be its owner and cannot undo this yourself.',
    confirm: 'Transfer ownership',
    back: 'Back',
    cancel: 'Cancel',
    transferring: 'Transferring ownership…',
    failed: 'Ownership could not be transferred. Please try again.',
    notOwner: 'You are no longer the owner of this Q-global account.',
    tryAgain: 'Try again',
    close: 'Close',
  },
  fr: {
    title: 'Transférer la propriété de {number}',
    chooseText:
      'Le propriétaire est l’administrateur de ce compte Q-global. Choisissez un autre utilisateur de {organisation} qui en deviendra le propriétaire.',
    candidates: 'Nouveau propriétaire',
    loading: 'Chargement des utilisateurs de cette organisation…',
    loadError: 'Impossible de charger les utilisateurs de cette organisation. Veuillez réessayer.',
    nobody: 'Personne d’autre dans cette organisation ne peut en devenir propriétaire.',
    chooseRequired: 'Choisissez le nouveau propriétaire.',
    continue: 'Continuer',
    confirmText:
      'Transférer la propriété de {number} à {name} ? Vous n’en serez plus le propriétaire et ne pourrez pas annuler vous-même.',
    confirm: 'Transférer la propriété',
    back: 'Retour',
    cancel: 'Annuler',
    transferring: 'Transfert de la propriété…',
    failed: 'Impossible de transférer la propriété. Veuillez réessayer.',
    notOwner: 'Vous n’êtes plus le propriétaire de ce compte Q-global.',
    tryAgain: 'Réessayer',
    close: 'Fermer',
  },
  nl: {
    title: 'Eigendom van {number} overdragen',
    chooseText:
      'De eigenaar is de beheerder van dit Q-global-account. Kies een andere gebruiker van {organisation} als nieuwe eigenaar.',
    candidates: 'Nieuwe eigenaar',
    loading: 'De gebruikers van deze organisatie worden geladen…',
    loadError:
      'De gebruikers van deze organisatie konden niet worden geladen. Probeer het opnieuw.',
    nobody: 'Niemand anders in deze organisatie kan eigenaar worden.',
    chooseRequired: 'Kies de nieuwe eigenaar.',
    continue: 'Doorgaan',
    confirmText:
      'Eigendom van {number} overdragen aan {name}? U bent dan geen eigenaar meer en kunt dit niet zelf ongedaan maken.',
    confirm: 'Eigendom overdragen',
    back: 'Terug',
    cancel: 'Annuleren',
    transferring: 'Eigendom wordt overgedragen…',
    failed: 'Het eigendom kon niet worden overgedragen. Probeer het opnieuw.',
    notOwner: 'U bent niet langer de eigenaar van dit Q-global-account.',
    tryAgain: 'Opnieuw proberen',
    close: 'Sluiten',
  },
  es: {
    title: 'Transferir la propiedad de {number}',
    chooseText:
      'El propietario es el administrador de esta cuenta de Q-global. Elija otro usuario de {organisation} como nuevo propietario.',
    candidates: 'Nuevo propietario',
    loading: 'Cargando los usuarios de esta organización…',
    loadError: 'No se han podido cargar los usuarios de esta organización. Vuelva a intentarlo.',
    nobody: 'Nadie más en esta organización puede asumir la propiedad.',
    chooseRequired: 'Elija el nuevo propietario.',
    continue: 'Continuar',
    confirmText:
      '¿Transferir la propiedad de {number} a {name}? Dejará de ser su propietario y no podrá deshacerlo usted mismo.',
    confirm: 'Transferir la propiedad',
    back: 'Atrás',
    cancel: 'Cancelar',
    transferring: 'Transfiriendo la propiedad…',
    failed: 'No se ha podido transferir la propiedad. Vuelva a intentarlo.',
    notOwner: 'Ya no es el propietario de esta cuenta de Q-global.',
    tryAgain: 'Reintentar',
    close: 'Cerrar',
  },
});

export type TransferOwnershipMessageKey = keyof typeof transferOwnershipMessages.en;
