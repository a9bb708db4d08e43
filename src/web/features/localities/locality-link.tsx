// A link to a locality's page (prices per sq ft and listing counts), from a home's page and area pages.
import { Link } from '#web/components/link.tsx';
import { localityPath } from '#shared/localities/locality-slug.ts';
import styles from './locality-link.module.css';

export function LocalityLink({ areaName }: { areaName: string | null | undefined }) {
  if (!areaName) return null;
  return (
    <Link to={localityPath(areaName)} className={styles.link}>
      Prices and homes in {areaName}
    </Link>
  );
}
