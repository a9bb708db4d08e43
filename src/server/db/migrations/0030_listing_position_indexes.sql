-- Map and metro searches on active listings (docs/search-geo-indexes.md): a box on the map, a drawn
-- area's box and a station's surroundings are read as ranges of (latitude, longitude); "within N m of
-- a metro station" is a range of the kept nearest distance. Plain btrees: PGlite has no PostGIS. The
-- commonest other filters and the newest-first keys follow, so a total is an index-only scan.
CREATE INDEX properties_active_position_idx ON properties (latitude, longitude, listing_type, price, bedrooms, created_at, id) WHERE is_active;--> statement-breakpoint
CREATE INDEX properties_active_station_m_idx ON properties (nearest_station_m, listing_type, price, bedrooms, created_at, id) WHERE is_active;
