// A search address whose price range runs backwards (a link typed or edited by hand): the page says so
// and offers the two fixes, instead of sending a search the server refuses.
import { formatRupees } from '#shared/money.ts';
import { Link } from '#web/components/link.tsx';

type PriceRangeProblemProps = { minPrice: number; maxPrice: number; hrefOf(range: { minPrice: number | null; maxPrice: number | null }): string };

export function PriceRangeProblem({ minPrice, maxPrice, hrefOf }: PriceRangeProblemProps) {
  return (
    <div className="banner banner-warning" role="alert">
      <p>
        The price range runs backwards: from {formatRupees(minPrice)} down to {formatRupees(maxPrice)}.
      </p>
      <p>
        <Link className="btn btn-primary btn-sm" to={hrefOf({ minPrice: maxPrice, maxPrice: minPrice })}>
          Search {formatRupees(maxPrice)} to {formatRupees(minPrice)}
        </Link>{' '}
        <Link className="btn btn-sm" to={hrefOf({ minPrice: null, maxPrice: null })}>
          Remove the price range
        </Link>
      </p>
    </div>
  );
}
