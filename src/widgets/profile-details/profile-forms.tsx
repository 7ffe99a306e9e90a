import type { IdentityProfile } from '../../auth/profile/identity-profile';
import { EmailForm } from './email-form';
import { NamesForm } from './names-form';
import { PasswordForm } from './password-form';
import type { ProfileTranslate } from './profile-texts';

export interface ProfileFormsProps {
  userId: string;
  profile: IdentityProfile;
  t: ProfileTranslate;
  onNamesSaved: (profile: IdentityProfile) => void;
  onEmailRequested: (profile: IdentityProfile) => void;
}

/** The three forms, their own module: react-hook-form and the password tree are no visitor's. */
export function ProfileForms({
  userId,
  profile,
  t,
  onNamesSaved,
  onEmailRequested,
}: ProfileFormsProps) {
  return (
    <div className="profile-sections">
      <NamesForm userId={userId} profile={profile} t={t} onSaved={onNamesSaved} />
      <EmailForm userId={userId} profile={profile} t={t} onRequested={onEmailRequested} />
      <PasswordForm profile={profile} t={t} />
    </div>
  );
}
