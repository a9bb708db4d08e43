// Any URL that is not a page: the server answers it with HTTP 404 and this page, inside
// the app's header, with ways onward instead of a silent home page.
import { Link } from '#web/components/link.tsx';
import { paths } from '#web/app/paths.ts';
import { Icon } from '#web/components/icon.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className={`container page ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1 className="page-title">Page not found</h1>
      <p className={styles.message}>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <nav aria-label="Ways onward">
        <ul className={styles.links}>
          <li>
            <Link className="btn btn-primary" to={paths.home()}>
              <Icon name="home" size={16} /> Go to home
            </Link>
          </li>
          <li>
            <Link className="btn" to={paths.search({ listingType: 'rent' })}>
              <Icon name="key" size={16} /> Homes for rent
            </Link>
          </li>
          <li>
            <Link className="btn" to={paths.search({ listingType: 'sale' })}>
              <Icon name="building" size={16} /> Homes for sale
            </Link>
          </li>
          <li>
            <Link className="btn" to={paths.rentalAgreement()}>
              <Icon name="file" size={16} /> Rental agreement
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
