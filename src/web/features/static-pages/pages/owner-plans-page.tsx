// /owner-plans: what an owner gets from Gruha, all of it things the product does. There are no paid
// plans, so the page says so rather than inventing any.
import { useEffect } from 'react';
import { Link } from '#web/components/link.tsx';
import { paths } from '#web/app/paths.ts';
import { Icon } from '#web/components/icon.tsx';
import { usePostProperty } from '#web/features/listings/post-property-state.tsx';
import styles from './owner-plans-page.module.css';

const WHAT_OWNERS_GET = [
  {
    title: 'Post your home free',
    text: 'List a home for sale or rent with its photos, price and facts. Posting costs nothing and there is no plan to buy.',
  },
  { title: 'Keep it up to date', text: 'Edit the price, photos or facts, or take the listing down, from My Properties whenever you like.' },
  { title: 'Hear from people who are interested', text: 'Buyers and tenants use Contact Agent on your listing; a Gruha agent follows up with them.' },
  {
    title: 'An agent through to the end',
    text: 'The agent moves the deal from inquiry to payment and handles the documentation and registration. You confirm registration from your deal.',
  },
  { title: 'A rental agreement when you let', text: 'Make a Rental or Lease agreement for you and your tenant in a few steps, and print it.' },
];

export default function OwnerPlansPage() {
  const { requestPost } = usePostProperty();
  useEffect(() => {
    document.title = 'Owner Plans | Gruha';
  }, []);
  return (
    <div className="container page">
      <h1 className="page-title">Owner Plans</h1>
      <p className={styles.lead}>
        There is one plan, and it is free: no subscription and no broker&apos;s commission for posting. When a sale completes through a Gruha agent,
        the fee is 0.5%, charged equally to buyer and seller.
      </p>
      <ul className={styles.list}>
        {WHAT_OWNERS_GET.map((item) => (
          <li key={item.title} className={`card ${styles.item}`}>
            <h2 className={styles.itemTitle}>{item.title}</h2>
            <p className={styles.itemText}>{item.text}</p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={requestPost}>
          <Icon name="plus" size={16} />
          Post Free Property Ad
        </button>
        <Link to={paths.rentalAgreement()} className="btn">
          Create a rental agreement
        </Link>
      </div>
    </div>
  );
}
