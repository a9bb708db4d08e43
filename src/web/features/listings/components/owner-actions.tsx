// Rented out / still available, Edit and Delete on the owner's own card and listing page. The server
// decides who may act; these show to the poster. Edit opens the form at its own address over this page;
// the delete dialog is portalled to the body so that nothing in it sits inside the card's link area.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { TPropertyCard } from '#shared/contracts/property.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { Icon } from '#web/components/icon.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteProperty } from '../api/delete-property.ts';
import { ListingStatusActions } from './listing-status-actions.tsx';
import { paths } from '#web/app/paths.ts';
import { useOpenOverlay } from '#web/lib/overlay.ts';
import styles from './owner-actions.module.css';

export function OwnerActions({ property }: { property: TPropertyCard }) {
  const [isDeleting, setIsDeleting] = useState(false);
  const openOverlay = useOpenOverlay();

  return (
    <div className={styles.actions}>
      <ListingStatusActions property={property} />
      <button type="button" className="btn btn-sm" onClick={() => openOverlay(paths.editProperty(property.id))} aria-label={`Edit ${property.title}`}>
        <Icon name="edit" size={14} />
        Edit
      </button>
      <button type="button" className="btn btn-sm btn-danger" onClick={() => setIsDeleting(true)} aria-label={`Delete ${property.title}`}>
        <Icon name="trash" size={14} />
        Delete
      </button>
      {isDeleting && createPortal(<ConfirmDelete property={property} onClose={() => setIsDeleting(false)} />, document.body)}
    </div>
  );
}

function ConfirmDelete({ property, onClose }: { property: TPropertyCard; onClose(): void }) {
  const notify = useNotify();
  const remove = useDeleteProperty();
  const [failure, setFailure] = useState<string | null>(null);

  function confirm() {
    setFailure(null);
    remove.mutate(property.id, {
      onSuccess: () => {
        notify('Property deleted successfully!');
        onClose();
      },
      // The server's reason when it gives one (e.g. the 409 for a deal in progress), else the spec's texts.
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status === 0) setFailure('Error deleting property');
        else if (error.message.startsWith('Request failed')) setFailure('Failed to delete property');
        else setFailure(`Failed to delete property: ${error.message}`);
      },
    });
  }

  return (
    <Dialog title="Delete Property" isOpen onClose={onClose} size="sm">
      {/* The spec's emoji as icons from the icon set: an emoji needs a font most phones lack. */}
      <p className={styles.question}>
        <Icon name="alert" size={18} /> Are you sure you want to delete this property?
      </p>
      <p className={styles.what}>
        <strong>{property.title}</strong> will be removed from Gruha.
      </p>
      {failure && (
        <div className="banner banner-error" role="alert">
          <Icon name="alert" size={16} /> {failure}
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onClose} autoFocus>
          Cancel
        </button>
        <button type="button" className={`btn ${styles.confirm}`} onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
