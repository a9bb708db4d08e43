// The session's dialogs, opened from anywhere through useSession().openAuthDialog (spec section 2):
// the login dialog (login and registration modes), Create Account and My Profile.
import { Dialog } from '#web/components/dialog.tsx';
import { useSession } from '../session.tsx';
import { CreateAccountDialog } from './create-account-dialog.tsx';
import { LoginForm } from './login-form.tsx';
import { ProfileDialog } from './profile-dialog.tsx';
import { RegisterForm } from './register-form.tsx';

export function AuthDialogs() {
  const { authDialog, openAuthDialog, closeAuthDialog } = useSession();
  const isRegisterMode = authDialog === 'register';
  return (
    <>
      <Dialog
        title={isRegisterMode ? 'Register' : 'Login'}
        size={isRegisterMode ? 'md' : 'sm'}
        isOpen={authDialog === 'login' || isRegisterMode}
        onClose={closeAuthDialog}
      >
        {/* Each mode is its own form, so switching clears the other's banner (spec section 8). */}
        {isRegisterMode ? (
          <RegisterForm onSwitchMode={() => openAuthDialog('login')} />
        ) : (
          <LoginForm onSwitchMode={() => openAuthDialog('register')} />
        )}
      </Dialog>
      <CreateAccountDialog isOpen={authDialog === 'create-account'} onClose={closeAuthDialog} />
      <ProfileDialog isOpen={authDialog === 'profile'} onClose={closeAuthDialog} />
    </>
  );
}
