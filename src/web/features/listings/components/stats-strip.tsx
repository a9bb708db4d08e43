// Home's marketing figures (spec section 1).
import styles from './stats-strip.module.css';

const STATS = [
  { value: '10,000+', label: 'Properties' },
  { value: '50,000+', label: 'Happy Customers' },
  { value: '25+', label: 'Areas Covered' },
  { value: '4.8/5', label: 'Customer Rating' },
];

export function StatsStrip() {
  return (
    <section className={styles.strip} aria-label="Gruha in numbers">
      <dl className={`container ${styles.list}`}>
        {STATS.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt>{stat.label}</dt>
            <dd className="tabular">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
