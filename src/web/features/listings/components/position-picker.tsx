// Where the home is, in the Post and Edit dialogs: a map starting at the locality's centre with a pin to
// drag, and the coordinates, which may be typed instead (the keyboard's way). Left alone, the home sits at
// its locality's centre. The server refuses a point outside the Hyderabad metropolitan area.
import { lazy, Suspense } from 'react';
import type { TArea } from '#shared/contracts/reference.ts';
import type { LatLng } from '#shared/geo/geometry.ts';
import { FormField } from '#web/components/form-field.tsx';
import { LoadingState } from '#web/components/states.tsx';
import type { PropertyFormState } from './property-form-state.ts';
import styles from './property-form.module.css';

const PositionMap = lazy(() => import('../map/position-map.tsx'));

const AXES = [
  { field: 'latitude', label: 'Latitude' },
  { field: 'longitude', label: 'Longitude' },
] as const;

export function areaCentre(areas: TArea[], areaId: string): LatLng | null {
  const area = areas.find((candidate) => String(candidate.areaId) === areaId);
  return area?.latitude != null && area.longitude != null ? { latitude: area.latitude, longitude: area.longitude } : null;
}

const SIX_PLACES = 6;

export function PositionPicker({ form, centre }: { form: PropertyFormState; centre: LatLng | null }) {
  const { values, fieldErrors: errors } = form;
  const typed = { latitude: Number(values.latitude), longitude: Number(values.longitude) };
  const hasTyped =
    values.latitude.trim() !== '' && values.longitude.trim() !== '' && Number.isFinite(typed.latitude) && Number.isFinite(typed.longitude);
  const pin = hasTyped ? typed : centre;
  const place = (point: LatLng) => {
    form.setField('latitude', point.latitude.toFixed(SIX_PLACES));
    form.setField('longitude', point.longitude.toFixed(SIX_PLACES));
  };
  return (
    <fieldset className={`span-2 ${styles.position}`}>
      <legend className="field-label">Where the home is</legend>
      <p className={styles.positionHint}>
        {pin ? 'Drag the pin to the home, or type its coordinates.' : 'Choose the locality first: the map starts at its centre.'}{' '}
        {!hasTyped && pin && 'Left as is, the home is shown at the locality’s centre.'}
      </p>
      {pin && (
        <Suspense fallback={<LoadingState label="Loading the map…" />}>
          <PositionMap pin={pin} onMove={place} />
        </Suspense>
      )}
      <div className={styles.coordinates}>
        {AXES.map(({ field, label }) => (
          <FormField key={field} label={label} error={errors[field]}>
            {(control) => (
              <input
                {...control}
                className="input tabular"
                inputMode="decimal"
                autoComplete="off"
                placeholder={centre ? centre[field].toFixed(4) : ''}
                value={values[field]}
                onChange={(event) => form.setField(field, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
