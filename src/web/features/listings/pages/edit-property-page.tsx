// /property/{id}/edit: the Edit Property form as a page of its own, for a link or a refresh.
import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useGoBack } from '#web/lib/overlay.ts';
import { useProperty } from '../api/get-property.ts';
import { EditProperty } from '../components/edit-property-dialog.tsx';
import styles from '../components/property-form.module.css';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** A listing id as the server takes it: digits, within the column's range. */
const propertyIdOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : 0);

export default function EditPropertyPage() {
  const propertyId = propertyIdOf(useParams().id);
  const property = useProperty(propertyId);
  useDocumentTitle(property.data ? `Edit ${property.data.title}` : property.isError || propertyId === 0 ? 'Property not found' : 'Edit Property');
  const leave = useGoBack(paths.property(propertyId));
  return (
    <div className="container page">
      <h1 className="page-title">Edit Property</h1>
      {property.data && <p className="page-subtitle">{property.data.title}</p>}
      <div className={`card ${styles.pageCard}`}>
        <EditProperty propertyId={propertyId} onDone={leave} />
      </div>
    </div>
  );
}
