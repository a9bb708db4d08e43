// The seven Popular Areas buttons of Home (spec sections 2 and 9); the chosen one filters the featured list.
import styles from './popular-areas.module.css';

const POPULAR_AREAS = ['Gachibowli', 'HITEC City', 'Madhapur', 'Kondapur', 'Kukatpally', 'Miyapur', 'Jubilee Hills'] as const;

type PopularAreasProps = { selected: string | null; onSelect(area: string): void; onClear(): void };

export function PopularAreas({ selected, onSelect, onClear }: PopularAreasProps) {
  return (
    <section className={styles.areas} aria-labelledby="popular-areas">
      <h2 id="popular-areas" className={styles.heading}>
        Popular Areas
      </h2>
      <div className={styles.buttons}>
        {POPULAR_AREAS.map((area) => (
          <button
            key={area}
            type="button"
            className={`btn btn-sm ${selected === area ? 'btn-primary' : ''}`}
            aria-pressed={selected === area}
            onClick={() => onSelect(area)}
          >
            {area}
          </button>
        ))}
        {selected && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={onClear}>
            Clear Filter
          </button>
        )}
      </div>
    </section>
  );
}
