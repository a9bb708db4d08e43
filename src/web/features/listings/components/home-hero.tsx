// Home's marketing banner and hero with the search form (spec sections 1 and 2, Home).
import { Icon } from '#web/components/icon.tsx';
import styles from './home-hero.module.css';
import { SearchForm } from './search-form.tsx';

export default function HomeHero() {
  return (
    <>
      <div className={styles.banner}>
        <div className={`container ${styles.bannerInner}`}>
          <Icon name="shield" size={18} />
          <p>
            <strong>No broker&apos;s commission on deals made through Gruha.</strong> No subscription: connect with a Gruha agent who handles the
            documentation and registration, for a platform fee of 0.5% each from buyer and seller and nothing more.
          </p>
        </div>
      </div>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className="container">
          <h1 id="home-hero-title" className={styles.title}>
            Find your next home in Hyderabad
          </h1>
          <p className={styles.subtitle}>Homes to buy and rent from owners and brokers, with an agent by your side from visit to registration.</p>
          <SearchForm />
        </div>
      </section>
    </>
  );
}
