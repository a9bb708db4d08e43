// The fields of the Post and Edit Property dialogs (spec section 3, Property; section 5 rules).
import type { ChangeEvent } from 'react';
import type { TArea, TPropertyType } from '#shared/contracts/reference.ts';
import { formatRupees } from '#shared/money.ts';
import { rupeesInWords } from '#shared/money-words.ts';
import { FormField } from '#web/components/form-field.tsx';
import { ImagePicker } from './image-picker.tsx';
import { areaCentre, PositionPicker } from './position-picker.tsx';
import { PropertyFactFields } from './property-fact-fields.tsx';
import { AmenityChoices, FlagChoices, ListingTypeChoice, OwnerTypeChoice } from './property-form-choices.tsx';
import type { PropertyFormState } from './property-form-state.ts';
import type { NumberField } from './property-form-values.ts';
import styles from './property-form.module.css';

type PropertyFormProps = {
  form: PropertyFormState;
  areas: TArea[];
  areasError: string | null;
  types: TPropertyType[];
};

export function PropertyForm({ form, areas, areasError, types }: PropertyFormProps) {
  const { values, fieldErrors: errors } = form;
  const price = Number(values.price);
  const numberInput = (field: NumberField) => ({
    type: 'text',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    className: 'input tabular',
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.typeNumber(field, event.target.value),
  });

  return (
    <div className="form-grid">
      <FormField label="Title" isRequired error={errors.title} className="span-2">
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={150}
            placeholder="e.g. 3 BHK apartment near HITEC City"
            value={values.title}
            onChange={(e) => form.setField('title', e.target.value)}
          />
        )}
      </FormField>

      <FormField label="Property type" isRequired error={errors.propertyTypeId}>
        {(control) => (
          <select {...control} className="input" value={values.propertyTypeId} onChange={(e) => form.setField('propertyTypeId', e.target.value)}>
            <option value="">Select a type</option>
            {types.map((type) => (
              <option key={type.propertyTypeId} value={type.propertyTypeId}>
                {type.typeName}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField label="Locality" isRequired error={errors.areaId ?? areasError ?? undefined}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={values.areaId}
            onChange={(e) => {
              form.setField('areaId', e.target.value);
              // A home in another locality starts again at that locality's centre.
              form.setField('latitude', '');
              form.setField('longitude', '');
            }}
          >
            <option value="">{areas.length === 0 ? 'No areas' : 'Select a locality'}</option>
            {areas.map((area) => (
              <option key={area.areaId} value={area.areaId}>
                {area.areaName} - {area.pincode}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <PositionPicker form={form} centre={areaCentre(areas, values.areaId)} />

      <ListingTypeChoice form={form} />
      <OwnerTypeChoice form={form} />

      <FormField label="Address" hint="Optional. Without it, the locality is shown." error={errors.address} className="span-2">
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={300}
            autoComplete="street-address"
            value={values.address}
            onChange={(e) => form.setField('address', e.target.value)}
          />
        )}
      </FormField>

      <FormField
        label={values.listingType === 'rent' ? 'Monthly rent (₹)' : 'Price (₹)'}
        isRequired
        error={errors.price}
        hint={
          price > 0 ? (
            <span className={styles.words}>
              <span className="tabular">{formatRupees(price)}</span> · {rupeesInWords(price)}
            </span>
          ) : (
            'Up to ₹100 Crore'
          )
        }
      >
        {(control) => <input {...control} {...numberInput('price')} data-field="price" />}
      </FormField>

      <FormField label="Area (sqft)" hint="Up to 9,999 sqft" error={errors.areaSqft}>
        {(control) => <input {...control} {...numberInput('areaSqft')} />}
      </FormField>

      <div className={`${styles.rooms} span-2`}>
        <FormField label="Bedrooms" isRequired error={errors.bedrooms}>
          {(control) => <input {...control} {...numberInput('bedrooms')} />}
        </FormField>
        <FormField label="Bathrooms" isRequired error={errors.bathrooms}>
          {(control) => <input {...control} {...numberInput('bathrooms')} />}
        </FormField>
        <FormField label="Balconies" error={errors.balconies}>
          {(control) => <input {...control} {...numberInput('balconies')} />}
        </FormField>
      </div>

      <FormField label="Description" isRequired error={errors.description} className="span-2">
        {(control) => (
          <textarea
            {...control}
            className="input"
            maxLength={5000}
            rows={4}
            value={values.description}
            onChange={(e) => form.setField('description', e.target.value)}
          />
        )}
      </FormField>

      <PropertyFactFields form={form} />

      <AmenityChoices form={form} />
      <FlagChoices form={form} />

      <div className="span-2">
        <ImagePicker picker={form.picker} error={errors.imageUrls} />
      </div>
    </div>
  );
}
