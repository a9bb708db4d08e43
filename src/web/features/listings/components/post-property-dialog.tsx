// Post Property over the page it was asked for on (/post-property; src/web/lib/overlay.ts).
import { paths } from '#web/app/paths.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { useGoBack } from '#web/lib/overlay.ts';
import { PostPropertyForm } from './post-property-form.tsx';

export default function PostPropertyDialog() {
  const close = useGoBack(paths.myProperties());
  return (
    <Dialog title="Post Property" isOpen onClose={close} size="lg">
      <PostPropertyForm onCancel={close} />
    </Dialog>
  );
}
