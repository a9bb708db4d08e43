// Step 1 of the builder (spec section 2): what the service offers, and the way in.
import { Icon } from '../../../components/icon.tsx';
import styles from './agreements.module.css';

const FEATURES = [
  { icon: 'shield', title: 'Government-approved e-stamped agreements', text: 'Stamped as the state requires, valid in court.' },
  { icon: 'home', title: 'Express delivery to your door', text: 'The stamped, printed agreement reaches you quickly, wherever you are in the city.' },
  { icon: 'file', title: '100% online, paperless process', text: 'Fill in the details, review the draft and print or download it.' },
  { icon: 'check', title: 'Legally valid', text: 'Drafted for Indian law, with the Rental or Lease wording your term needs.' },
] as const;

export function IntroStep({ onStart }: { onStart(): void }) {
  return (
    <section className={styles.intro} aria-labelledby="agreement-intro-title">
      <h1 id="agreement-intro-title" className="page-title">Online Rental Agreement</h1>
      <p className="page-subtitle">
        Create a Rental or Lease agreement for your home through Gruha in a few minutes: in rupees, with every amount
        in words, governed by Indian law.
      </p>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={`card ${styles.feature}`}>
            <span className={styles.featureIcon}><Icon name={feature.icon} /></span>
            <span>
              <strong>{feature.title}</strong>
              <span className={styles.featureText}>{feature.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={onStart}>
        Create Your Agreement Now
      </button>
    </section>
  );
}
