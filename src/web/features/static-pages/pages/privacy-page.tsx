// /privacy: the full notice the sign-up notice links to. Itemised as the DPDP Act 2023 asks: what is kept
// and why, for how long, the optional uses and how to withdraw them, one's rights and how to complain,
// and the grievance officer (configuration, read from the server). It claims only what Gruha does.
import { formatLongDate } from '#shared/format-date.ts';
import { paths } from '#web/app/paths.ts';
import { Link } from '#web/components/link.tsx';
import { usePrivacyContact } from '#web/lib/privacy-contact.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import styles from './privacy-page.module.css';

const KEPT: { what: string; why: string }[] = [
  {
    what: 'Your account: first and last name, username, email, mobile number (if you give it) and your password, kept only scrambled (argon2id), never as typed',
    why: 'To sign you in, to answer you, and to show your name and, where you allow it, your number to people you deal with',
  },
  { what: 'Homes you list: their details, address and pictures', why: 'To show them to people looking for a home, and to check them for fraud' },
  {
    what: 'Messages, inquiries and visit requests you send or receive',
    why: 'To put house-hunters, owners and agents in touch, and to look into reports of misuse',
  },
  { what: 'Your shortlist and saved searches', why: 'To remember what you liked and, if you want them, to email you new homes that match' },
  {
    what: 'Deals and their documents, rental agreements (with the Aadhaar or PAN numbers entered in them, kept encrypted) and tenancies with their rent receipts and deposits',
    why: 'To carry a deal or a tenancy through and to give both sides the same record',
  },
  { what: 'Your consent record and the requests you send us', why: 'To show what you agreed to and when, and to answer you' },
  { what: 'Records of requests to our server (time, network address, page asked for)', why: 'To keep Gruha working and to find abuse' },
];

export default function PrivacyPage() {
  useDocumentTitle('Privacy notice');
  const contact = usePrivacyContact();
  const officer = contact.data?.grievanceOfficer;
  return (
    <div className={`container page ${styles.page}`}>
      <h1 className="page-title">Privacy notice</h1>
      <p className={styles.lead}>
        {contact.data && `Notice of ${formatLongDate(contact.data.noticeVersion)}. `} Gruha is a marketplace for homes in Hyderabad. This is what it
        keeps about you, why, what you can do about it, and whom to write to.
      </p>

      <section aria-labelledby="kept-title">
        <h2 id="kept-title">What Gruha keeps and why</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {KEPT.map((row) => (
              <tr key={row.what}>
                <td>{row.what}</td>
                <td>{row.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          What you publish (a listing, your name in a conversation) is seen by the people it is meant for. Gruha shows no advertising and sells no
          data.
        </p>
      </section>

      <section aria-labelledby="kept-for-title">
        <h2 id="kept-for-title">How long it is kept</h2>
        <p>
          While you have an account. When you close it from <Link to={paths.account()}>My Account</Link>, Gruha lists there, before you confirm, what
          is erased and what must stay (for example a deal the other party holds), with the reason and for how long.
        </p>
      </section>

      <section aria-labelledby="consent-title">
        <h2 id="consent-title">Optional emails, and withdrawing consent</h2>
        <ul>
          <li>
            <strong>Alerts for searches you save.</strong> Sent only for searches you save, as often as you choose for each.
          </li>
          <li>
            <strong>News and offers from Gruha.</strong> Only if you agree; Gruha sends none today.
          </li>
        </ul>
        <p>
          You choose each at sign-up, and can turn either off (or on again) at any time under Email preferences in{' '}
          <Link to={paths.account()}>My Account</Link>, where your consent record shows each choice and when you made it. Every such email also has a
          one-click unsubscribe link. Withdrawing changes nothing else about your account.
        </p>
      </section>

      <section aria-labelledby="rights-title">
        <h2 id="rights-title">Your rights</h2>
        <ul>
          <li>
            <strong>A summary of your data:</strong> download it from My Account, or ask us.
          </li>
          <li>
            <strong>Correction:</strong> edit your details in My Account, or ask us to correct anything else.
          </li>
          <li>
            <strong>Erasure:</strong> delete your account from My Account, or ask us.
          </li>
          <li>
            <strong>A complaint:</strong> about how Gruha handles your data.
          </li>
        </ul>
        <p>
          Send any of these from the <Link to={paths.grievances()}>Grievances page</Link>: you get a reference at once
          {contact.data ? ` and our answer within ${contact.data.responseDays} days` : ''}. If our answer does not settle it, you may complain to the
          Data Protection Board of India.
        </p>
      </section>

      <section aria-labelledby="grievance-officer">
        <h2 id="grievance-officer">Grievance Officer</h2>
        {contact.isPending ? (
          <p>Loading the contact…</p>
        ) : officer ? (
          <address className={styles.officer}>
            {officer.name}
            <br />
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
            {officer.phone && (
              <>
                <br />
                <a href={`tel:${officer.phone.replace(/[\s-]/g, '')}`}>{officer.phone}</a>
              </>
            )}
          </address>
        ) : (
          <p role="alert">
            The contact could not be loaded.{' '}
            <button type="button" className="btn btn-sm" onClick={() => void contact.refetch()}>
              Try again
            </button>
          </p>
        )}
      </section>
    </div>
  );
}
