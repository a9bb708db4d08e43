// Tenancies for the bench: the demo tenancy (seller and buyer, some months in) copied `count` times,
// each between two people of its own, with its terms and rent payments, by set-based SQL. The tables
// then hold as many tenancies as a city's worth of lettings on Gruha, and the demo one is read among them.
import { sql } from 'drizzle-orm';

/** People for the copies: two per tenancy, signing in with the demo password (the buyer's hash). */
const people = (count: number) => sql`
  insert into users (first_name, last_name, username, email, mobile_number, password_hash, role)
  select 'Bench', 'Person ' || g, 'benchperson' || g, 'benchperson' || g || '@example.com', (6000000000 + g)::text, u.password_hash, 'USER'
  from users u cross join generate_series(1, ${2 * count}) g
  where u.username = 'buyer'`;

const tenancies = (count: number) => sql`
  insert into tenancies (status, source, owner_id, tenant_id, property_id, address, bhk, payee_upi_id, payee_name, owner_has_no_pan, created_at)
  select d.status, 'invite', o.id, t.id, d.property_id, d.address, d.bhk, d.payee_upi_id, d.payee_name, true, d.created_at
  from (select * from tenancies order by id limit 1) d
  cross join generate_series(1, ${count}) g
  join users o on o.username = 'benchperson' || (2 * g - 1)
  join users t on t.username = 'benchperson' || (2 * g)`;

const copies = sql`(select id, owner_id, tenant_id from tenancies where id > (select min(id) from tenancies))`;
const demoId = sql`(select min(id) from tenancies)`;

const termVersions = sql`
  insert into tenancy_term_versions (tenancy_id, number, text, terms, proposed_by, proposed_side, proposed_at, fingerprint, status, locked_at)
  select c.id, v.number, v.text, v.terms, c.owner_id, v.proposed_side, v.proposed_at, v.fingerprint, v.status, v.locked_at
  from ${copies} c cross join tenancy_term_versions v where v.tenancy_id = ${demoId}`;

const payments = sql`
  insert into tenancy_payments (tenancy_id, period, rent, maintenance, tds, amount_payable, status, mode, reference, paid_on, marked_by, marked_at, confirmed_at, receipt_number)
  select c.id, p.period, p.rent, p.maintenance, p.tds, p.amount_payable, p.status, p.mode, p.reference, p.paid_on, c.tenant_id, p.marked_at, p.confirmed_at, p.receipt_number || '-' || c.id
  from ${copies} c cross join tenancy_payments p where p.tenancy_id = ${demoId}`;

export const BENCH_TENANCIES = 10_000;

/** `run` executes one bulk statement without the server's statement timeout. */
export async function insertTenancies(run: (statement: ReturnType<typeof sql>) => Promise<void>, count: number): Promise<void> {
  for (const statement of [people(count), tenancies(count), termVersions, payments]) await run(statement);
}
