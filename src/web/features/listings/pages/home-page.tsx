// Home (spec section 2, Home): banner, hero with the search form, popular areas, the properties
// section with its tabs, and the stats strip.
import { lazy, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { HomeProperties } from '../components/home-properties.tsx';
import { PopularAreas } from '../components/popular-areas.tsx';
import { StatsStrip } from '../components/stats-strip.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

// The hero's search form, with its locality typeahead, is home's alone: it comes as a chunk of its own,
// which the server preloads with home (src/server/plugins/route-preloads.ts), so the first load of
// every other page does not carry it.
const HomeHero = lazy(() => import('../components/home-hero.tsx'));

export default function HomePage() {
  const [area, setArea] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle('Homes for sale and rent in Hyderabad');

  // The featured list it filters is below the fold: bring its heading into view and focus it, so the
  // click shows its effect and keyboard and screen reader users land on the filtered list.
  function chooseArea(chosen: string) {
    flushSync(() => setArea(chosen));
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }

  return (
    <>
      <HomeHero />
      <div className="container">
        <PopularAreas selected={area} onSelect={chooseArea} onClear={() => setArea(null)} />
        <HomeProperties area={area} onClearArea={() => setArea(null)} headingRef={headingRef} />
      </div>
      <StatsStrip />
    </>
  );
}
