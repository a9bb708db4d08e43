// The red banner above an auth form (spec section 8): the reason the last attempt failed.
import { Icon } from '#web/components/icon.tsx';
import styles from './auth-forms.module.css';

export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={`banner banner-error ${styles.banner}`} role="alert">
      <Icon name="alert" size={18} />
      <span>{message}</span>
    </div>
  );
}
