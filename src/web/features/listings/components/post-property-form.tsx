// The Post Property form (spec section 2, Dialogs; section 5, Post property), in its dialog or on its
// page (/post-property). What the poster types is kept on this device until the home is posted or the
// draft discarded, and comes back after a refresh or a closed tab. On success the draft goes and
// My Posted Properties opens, where the new listing is listed.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { LoadingState } from '#web/components/states.tsx';
import { useNotify } from '#web/components/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateAndTime } from '#shared/format-date.ts';
import { useSession } from '#web/features/auth/session.tsx';
import { newPostKey, useCreateProperty } from '../api/create-property.ts';
import { clearPostDraft, hasContent, readPostDraft, writePostDraft, type PostDraft } from './post-draft.ts';
import { failureMessage, PropertyFormShell } from './property-form-shell.tsx';
import { usePropertyForm } from './property-form-state.ts';
import styles from './property-form.module.css';

export function PostPropertyForm({ onCancel }: { onCancel(): void }) {
  const { user, isLoading, isKnown } = useSession();
  // After a refresh the form may draw before the stored session is read: the draft is the user's.
  if (isLoading || !isKnown) return <LoadingState label="Loading the form..." />;
  return <PostPropertyDraft key={user?.id ?? 'nobody'} userId={user?.id ?? null} onCancel={onCancel} />;
}

function PostPropertyDraft({ userId, onCancel }: { userId: number | null; onCancel(): void }) {
  // The draft found when the form opened; a discard starts a fresh form.
  const [restored, setRestored] = useState<PostDraft | null>(() => (userId === null ? null : readPostDraft(userId)));
  const [generation, setGeneration] = useState(0);
  const [isDiscarded, setIsDiscarded] = useState(false);

  function discard() {
    if (userId !== null) clearPostDraft(userId);
    setRestored(null);
    setIsDiscarded(true);
    setGeneration((n) => n + 1);
  }

  return (
    <PostPropertyFields key={generation} userId={userId} restored={restored} isDiscarded={isDiscarded} onDiscard={discard} onCancel={onCancel} />
  );
}

type FieldsProps = { userId: number | null; restored: PostDraft | null; isDiscarded: boolean; onDiscard(): void; onCancel(): void };

function PostPropertyFields({ userId, restored, isDiscarded, onDiscard, onCancel }: FieldsProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const form = usePropertyForm({ mode: 'post', draft: restored });
  const create = useCreateProperty();
  // One key for every try of this post.
  const [postKey] = useState(newPostKey);
  const { values } = form;
  // The uploaded pictures' addresses; a new array each render, so compared as text.
  const pictureList = form.picker.imageUrls.join('\n');
  const hasDraft = hasContent(values, form.picker.imageUrls);

  useEffect(() => {
    if (userId !== null) writePostDraft(userId, values, pictureList ? pictureList.split('\n') : []);
  }, [userId, values, pictureList]);

  const savedAt = restored ? formatDateAndTime(restored.savedAt) : null;
  return (
    <>
      {(restored || hasDraft || isDiscarded) && (
        <div className={`banner banner-info ${styles.draft}`}>
          <p role="status" className={styles.draftText}>
            {restored
              ? `Draft restored: what you last typed here${savedAt ? ` (last changed ${savedAt})` : ''} is back.`
              : hasDraft
                ? 'Your draft is kept on this device until you post it or discard it.'
                : 'Draft discarded.'}
          </p>
          {hasDraft && (
            <button type="button" className="btn btn-sm" onClick={onDiscard}>
              Discard draft
            </button>
          )}
        </div>
      )}
      <PropertyFormShell
        form={form}
        confirmLabel="Post at this price"
        submitLabel="Post Property"
        busyLabel="Posting..."
        isSubmitting={create.isPending}
        onCancel={onCancel}
        onSubmit={(request) => {
          // The session may have ended while the form was open.
          if (userId === null) {
            form.showFailure('Please Login First');
            return;
          }
          create.mutate(
            { input: request, postKey },
            {
              onSuccess: (listing) => {
                clearPostDraft(userId);
                notify(
                  listing.reviewState === 'price_check'
                    ? 'Property posted: it shows in search once Gruha has checked its price.'
                    : 'Property posted successfully!',
                );
                // The post form's entry is replaced: Back from My Properties does not reopen it.
                void navigate(paths.myProperties(), { replace: true });
              },
              onError: (error) =>
                form.showFailure(
                  failureMessage(error, 'Failed to post property', 'Failed to post property. Please try again.'),
                  error instanceof ApiError ? error.errors : undefined,
                ),
            },
          );
        }}
      />
    </>
  );
}
