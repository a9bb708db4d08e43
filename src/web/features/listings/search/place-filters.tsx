// The search's place controls: list or map, near the metro, near a station, and where the searcher works
// (an IT hub, or the map's centre). The commute each card then shows is an estimate (docs/commute-estimate.md).
import { useId } from 'react';
import { IT_HUBS } from '#shared/geo/commute.ts';
import { distanceText, NEAR_METRO_DISTANCES } from '#shared/geo/metro.ts';
import { useMapBase } from '../api/get-map-base.ts';
import type { PlaceChoices } from './place-state.ts';
import styles from './place-filters.module.css';

type Props = { place: PlaceChoices; onChange(change: Partial<PlaceChoices>): void };

export function PlaceFilters({ place, onChange }: Props) {
  const base = useMapBase();
  const metroId = useId();
  const stationId = useId();
  const workId = useId();
  const workValue = !place.work ? '' : 'hub' in place.work ? place.work.hub : 'point';
  return (
    <div className={styles.row}>
      <div className={styles.toggle} role="group" aria-label="Show results as">
        <button type="button" className="btn" aria-pressed={place.view === 'list'} onClick={() => onChange({ view: 'list' })}>
          List
        </button>
        <button type="button" className="btn" aria-pressed={place.view === 'map'} onClick={() => onChange({ view: 'map' })}>
          Map
        </button>
      </div>
      <div className={styles.field}>
        <label className="field-label" htmlFor={metroId}>
          Metro
        </label>
        <select
          id={metroId}
          className="input"
          value={place.metro ?? ''}
          onChange={(event) => onChange({ metro: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Any distance</option>
          {NEAR_METRO_DISTANCES.map((metres) => (
            <option key={metres} value={metres}>
              Within {distanceText(metres)} of a station
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className="field-label" htmlFor={stationId}>
          Near station
        </label>
        <select id={stationId} className="input" value={place.station} onChange={(event) => onChange({ station: event.target.value })}>
          <option value="">{base.isPending ? 'Loading stations…' : base.isError ? 'Stations unavailable' : 'Any station'}</option>
          {[...(base.data?.stations ?? [])]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((station) => (
              <option key={station.code} value={station.code}>
                {station.name} ({station.lines.join(', ')})
              </option>
            ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className="field-label" htmlFor={workId}>
          I work at
        </label>
        <select
          id={workId}
          className="input"
          value={workValue}
          onChange={(event) => {
            const hub = IT_HUBS.find((name) => name === event.target.value);
            if (event.target.value !== 'point') onChange({ work: hub ? { hub } : null });
          }}
        >
          <option value="">No workplace</option>
          {IT_HUBS.map((hub) => (
            <option key={hub} value={hub}>
              {hub}
            </option>
          ))}
          {workValue === 'point' && <option value="point">A point on the map</option>}
        </select>
      </div>
    </div>
  );
}
