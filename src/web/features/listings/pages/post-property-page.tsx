// /post-property: the Post Property form as a page of its own, for a link or a refresh.
import { paths } from '#web/app/paths.ts';
import { useGoBack } from '#web/lib/overlay.ts';
import { PostPropertyForm } from '../components/post-property-form.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import styles from '../components/property-form.module.css';

export default function PostPropertyPage() {
  useDocumentTitle('Post Property');
  const leave = useGoBack(paths.myProperties());
  return (
    <div className="container page">
      <h1 className="page-title">Post Property</h1>
      <div className={`card ${styles.pageCard}`}>
        <PostPropertyForm onCancel={leave} />
      </div>
    </div>
  );
}
