// What both registration forms do with a valid account: register, sign in and thank the new user;
// a failure goes to the form's banner in that form's own words (the spec gives each form its texts).
import type { TRegisterRequest } from '#shared/contracts/auth.ts';
import { useNotify } from '#web/components/toast.tsx';
import { AuthRequestError } from './api/post-auth.ts';
import { useRegister } from './api/register.ts';
import { useSession } from './session.tsx';

/** The banner's texts: the request refused (when the server gave no message of its own), or never answered. */
export type RegistrationFailureTexts = { failed: string; network: string };

export function useRegistration(texts: RegistrationFailureTexts, showBanner: (message: string) => void) {
  const { signIn } = useSession();
  const notify = useNotify();
  const registration = useRegister();
  const register = (account: TRegisterRequest) => {
    if (registration.isPending) return;
    registration.mutate(account, {
      onSuccess: (session) => {
        signIn(session);
        notify('Registration successful!');
      },
      onError: (error) => showBanner(error instanceof AuthRequestError ? error.describe(texts.failed, texts.network) : texts.failed),
    });
  };
  return { register, isPending: registration.isPending };
}
