import { defineMessages } from '../../core/i18n/messages';

/**
 * The embedded sign-in form's texts, which the step-up dialog partly reuses; the identity policy
 * messages come with the failures that show them (field-problems.tsx).
 */
export const signInMessages = defineMessages({
  en: {
    connecting: 'Connecting to the sign-in service…',
    signInTitle: 'Sign in to your account',
    username: 'Email or username',
    ssoUsername: 'Username',
    ssoUsernameHint: 'The username of your single sign-on account, or your email.',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    cancel: 'Cancel',
    wrongCredentials: 'The email or password is incorrect. Please try again.',
    signInUnavailable: 'We could not sign you in right now. Please try again in a moment.',
    fieldRequired: '{field} is required.',
    webAuthnPrompt: 'Use your security key or device to continue.',
  },
  fr: {
    connecting: 'Connexion au service d’authentification…',
    signInTitle: 'Connexion à votre compte',
    username: 'Courriel ou nom d’utilisateur',
    ssoUsername: 'Nom d’utilisateur',
    ssoUsernameHint:
      'Le nom d’utilisateur de votre compte d’authentification unique, ou votre courriel.',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    cancel: 'Annuler',
    wrongCredentials: 'Le courriel ou le mot de passe est incorrect. Veuillez réessayer.',
    signInUnavailable:
      'Impossible de vous connecter pour le moment. Veuillez réessayer dans un instant.',
    fieldRequired: '{field} est obligatoire.',
    webAuthnPrompt: 'Utilisez votre clé de sécurité ou votre appareil pour continuer.',
  },
  nl: {
    connecting: 'Verbinding maken met de inlogdienst…',
    signInTitle: 'Inloggen op uw account',
    username: 'E-mail of gebruikersnaam',
    ssoUsername: 'Gebruikersnaam',
    ssoUsernameHint: 'De gebruikersnaam van uw single sign-on-account, of uw e-mailadres.',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    submitting: 'Bezig met inloggen…',
    cancel: 'Annuleren',
    wrongCredentials: 'Het e-mailadres of wachtwoord is onjuist. Probeer het opnieuw.',
    signInUnavailable: 'Inloggen lukt nu niet. Probeer het zo nog eens.',
    fieldRequired: '{field} is verplicht.',
    webAuthnPrompt: 'Gebruik uw beveiligingssleutel of apparaat om verder te gaan.',
  },
  es: {
    connecting: 'Conectando con el servicio de inicio de sesión…',
    signInTitle: 'Inicie sesión en su cuenta',
    username: 'Correo electrónico o usuario',
    ssoUsername: 'Nombre de usuario',
    ssoUsernameHint:
      'El nombre de usuario de su cuenta de inicio de sesión único, o su correo electrónico.',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    cancel: 'Cancelar',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos. Inténtelo de nuevo.',
    signInUnavailable:
      'No podemos iniciar su sesión en este momento. Inténtelo de nuevo en unos instantes.',
    fieldRequired: '{field} es obligatorio.',
    webAuthnPrompt: 'Use su llave de seguridad o su dispositivo para continuar.',
  },
});

export type SignInMessageKey = keyof typeof signInMessages.en;
