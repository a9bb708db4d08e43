// Choice controls of the property form: sale or rent, owner or broker, and the amenity checkboxes
// (spec section 3, Amenity choices; stored comma-separated).
import { VERIFICATION_CHECKLIST } from '#shared/verification-checklist.ts';
import { AMENITIES } from '#shared/contracts/reference.ts';
import type { PropertyFormState } from './property-form-state.ts';
import styles from './property-form.module.css';

type Option<T extends string> = { value: T; label: string };

function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: Option<T>[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className="field-label">{legend}</legend>
      <div className={styles.segmented}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ListingTypeChoice({ form }: { form: PropertyFormState }) {
  return (
    <RadioGroup
      legend="Listing type"
      name="listingType"
      options={[
        { value: 'sale', label: 'For Sale' },
        { value: 'rent', label: 'For Rent' },
      ]}
      value={form.values.listingType}
      onChange={(value) => form.setField('listingType', value)}
    />
  );
}

export function OwnerTypeChoice({ form }: { form: PropertyFormState }) {
  return (
    <RadioGroup
      legend="Posted by"
      name="ownerType"
      options={[
        { value: 'owner', label: 'Owner' },
        { value: 'broker', label: 'Broker' },
      ]}
      value={form.values.ownerType}
      onChange={(value) => form.setField('ownerType', value)}
    />
  );
}

export function AmenityChoices({ form }: { form: PropertyFormState }) {
  const chosen = form.values.amenities;
  const known: readonly string[] = AMENITIES;
  // Kept in the order of the spec's list; amenities an older listing has outside it are kept too.
  const toggle = (amenity: string, isOn: boolean) =>
    form.setField('amenities', [
      ...AMENITIES.filter((a) => (a === amenity ? isOn : chosen.includes(a))),
      ...chosen.filter((a) => !known.includes(a)),
    ]);
  return (
    <fieldset className={`${styles.group} span-2`}>
      <legend className="field-label">Amenities</legend>
      <div className={styles.checks}>
        {AMENITIES.map((amenity) => (
          <label key={amenity} className={styles.check}>
            <input type="checkbox" checked={chosen.includes(amenity)} onChange={(event) => toggle(amenity, event.target.checked)} />
            {amenity}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FlagChoices({ form }: { form: PropertyFormState }) {
  return (
    <div className={`${styles.flags} span-2`}>
      <label className={styles.check}>
        <input type="checkbox" checked={form.values.isReadyToMove} onChange={(event) => form.setField('isReadyToMove', event.target.checked)} />
        Ready to move
      </label>
      {form.canVerify && (
        <div className="span-2">
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.values.isVerified}
              onChange={(event) => form.setField('isVerified', event.target.checked)}
              aria-describedby="verification-checklist"
            />
            Verified
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.values.isAdminFeatured}
              onChange={(event) => form.setField('isAdminFeatured', event.target.checked)}
            />
            Featured by Gruha (shows the Featured badge)
          </label>
          {/* Verified means exactly this list was checked; an edit of price, address, type or photos undoes it. */}
          <div id="verification-checklist" className={styles.checklist}>
            <p>Tick Verified only when you have checked every point:</p>
            <ol>
              {VERIFICATION_CHECKLIST.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </div>
  );
}
