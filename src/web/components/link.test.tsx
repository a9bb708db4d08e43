import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link.tsx';

const at = (location: string, element: React.ReactNode) => renderToStaticMarkup(<StaticRouter location={location}>{element}</StaticRouter>);

describe('Link', () => {
  it('is an anchor to the path, with the attributes it is given', () => {
    expect(
      at(
        '/',
        <Link to="/search?listingType=rent" className="chip" aria-label="Homes for rent" rel="nofollow">
          Rent
        </Link>,
      ),
    ).toBe('<a class="chip" aria-label="Homes for rent" rel="nofollow" href="/search?listingType=rent">Rent</a>');
  });
});

describe('NavLink', () => {
  const agentLink = <NavLink to="/agent-dashboard">Agent Dashboard</NavLink>;

  it('says it is the current page on its own path and below it', () => {
    expect(at('/agent-dashboard', agentLink)).toContain('aria-current="page"');
    expect(at('/agent-dashboard/deals', agentLink)).toContain('aria-current="page"');
  });

  it('does not on other pages, nor below its path when it ends there', () => {
    expect(at('/agent-dashboards', agentLink)).not.toContain('aria-current');
    expect(
      at(
        '/search',
        <NavLink to="/" end>
          Home
        </NavLink>,
      ),
    ).not.toContain('aria-current');
    expect(
      at(
        '/',
        <NavLink to="/" end>
          Home
        </NavLink>,
      ),
    ).toContain('aria-current="page"');
  });
});
