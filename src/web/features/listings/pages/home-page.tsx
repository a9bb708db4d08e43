// Home (spec section 2, Home): banner, hero with the search form, popular areas, the properties
// section with its tabs, and the stats strip.
import { useState } from 'react';
import { HomeHero } from '../components/home-hero.tsx';
import { HomeProperties } from '../components/home-properties.tsx';
import { PopularAreas } from '../components/popular-areas.tsx';
import { StatsStrip } from '../components/stats-strip.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function HomePage() {
  const [area, setArea] = useState<string | null>(null);
  useDocumentTitle('Homes for sale and rent in Hyderabad');

  return (
    <>
      <HomeHero />
      <div className="container">
        <PopularAreas selected={area} onSelect={setArea} onClear={() => setArea(null)} />
        <HomeProperties area={area} onClearArea={() => setArea(null)} />
      </div>
      <StatsStrip />
    </>
  );
}
