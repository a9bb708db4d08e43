// Spec section 2: Owner Plans and Home Interior/Renovation share this screen, each with its title.
import { useEffect } from 'react';
import { Link } from '../../../components/link.tsx';
import { paths } from '../../../app/paths.ts';
import { Icon } from '../../../components/icon.tsx';
import styles from './under-construction-page.module.css';

export default function UnderConstructionPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Gruha`;
  }, [title]);
  return (
    <div className={`container page ${styles.page}`}>
      <section className={`card ${styles.card}`} aria-labelledby="under-construction-title">
        <span className={styles.icon} aria-hidden="true">
          <Icon name="building" size={36} />
        </span>
        <h1 id="under-construction-title" className="page-title">
          {title}
        </h1>
        <p className={styles.message}>This page is currently under construction. Please check back later!</p>
        <Link to={paths.home()} className="btn btn-primary">
          <Icon name="home" size={16} />
          Back to Home
        </Link>
      </section>
    </div>
  );
}
