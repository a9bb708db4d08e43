// Step 1 of the builder (spec section 2): what the service offers, and the way in. Only what Gruha
// does: it drafts; stamping, signing and delivery are the parties' (docs/decisions/0058-honest-words.md).
import { Icon } from '#web/components/icon.tsx';
import styles from './agreements.module.css';

const FEATURES = [
  {
    icon: 'shield',
    title: 'Ready for e-stamping',
    text: 'Print it on e-stamp paper of the value Telangana requires; you buy the stamp paper, Gruha does not.',
  },
  {
    icon: 'home',
    title: 'Print or download at once',
    text: 'A PDF in seconds to print at home or share by phone. Gruha does not deliver printed agreements.',
  },
  {
    icon: 'file',
    title: 'Drafted online in minutes',
    text: 'Fill in the details, review the draft and print or download it. Signing and stamping are done on paper.',
  },
  {
    icon: 'check',
    title: 'Drafted for Indian law',
    text: 'With the Rental or Lease wording your term needs. A lease of 12 months or more must also be registered.',
  },
] as const;

export function IntroStep({ onStart }: { onStart(): void }) {
  return (
    <section className={styles.intro} aria-labelledby="agreement-intro-title">
      <h1 id="agreement-intro-title" className="page-title">
        Online Rental Agreement
      </h1>
      <p className="page-subtitle">
        Create a Rental or Lease agreement for your home through Gruha in a few minutes: in rupees, with every amount in words, governed by Indian
        law.
      </p>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={`card ${styles.feature}`}>
            <span className={styles.featureIcon}>
              <Icon name={feature.icon} />
            </span>
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
