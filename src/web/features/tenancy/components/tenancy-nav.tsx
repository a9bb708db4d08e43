// The tenancy's sections as links: each is an address of its own, so a section opens from the first
// paint, can be bookmarked and comes back on Back.
import { Link } from '#web/components/link.tsx';
import { paths } from '#web/app/paths.ts';
import type { TTenancy } from '#shared/contracts/tenancy.ts';
import { sectionsFor, type SectionId } from '../lib/sections.ts';
import styles from './tenancy.module.css';

export function TenancyNav({ tenancy, current }: { tenancy: TTenancy; current: SectionId }) {
  return (
    <nav className={styles.nav} aria-label="Tenancy sections">
      {sectionsFor(tenancy).map((section) => (
        <Link key={section.id} to={paths.tenancy(tenancy.id, section.id)} aria-current={section.id === current ? 'page' : undefined}>
          {section.label}
        </Link>
      ))}
    </nav>
  );
}
