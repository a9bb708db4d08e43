-- Every listing's position (a point in the Hyderabad metropolitan area) and its nearest metro station,
-- kept on write so "near metro" reads one column. Hyderabad Metro's stations are reference data,
-- loaded from server/db/seed/hyderabad-metro-stations.csv on every start.
CREATE TABLE metro_stations (
  code text PRIMARY KEY,
  -- The reference file's order: each line's stations run from one end.
  position integer NOT NULL,
  name text NOT NULL,
  lines text[] NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);--> statement-breakpoint
-- Metres along the ground (haversine), as src/shared/geo/geometry.ts distanceMetres.
CREATE FUNCTION geo_distance_m(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 12742000 * asin(least(1, sqrt(power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2))))
$$;--> statement-breakpoint
ALTER TABLE properties ADD COLUMN latitude double precision;--> statement-breakpoint
ALTER TABLE properties ADD COLUMN longitude double precision;--> statement-breakpoint
ALTER TABLE properties ADD COLUMN nearest_station_code text;--> statement-breakpoint
ALTER TABLE properties ADD COLUMN nearest_station_m integer;--> statement-breakpoint
ALTER TABLE properties ADD CONSTRAINT properties_position_check
  CHECK ((latitude IS NULL) = (longitude IS NULL) AND latitude BETWEEN 16.95 AND 17.85 AND longitude BETWEEN 77.95 AND 78.95);--> statement-breakpoint
-- A listing written without a position (the spec's client knows none) sits at its locality's centre;
-- its nearest station follows its position, whoever writes the row.
CREATE FUNCTION properties_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.latitude IS NULL OR NEW.longitude IS NULL THEN
    SELECT a.latitude, a.longitude INTO NEW.latitude, NEW.longitude FROM areas a WHERE a.id = NEW.area_id;
  END IF;
  SELECT s.code, round(geo_distance_m(NEW.latitude, NEW.longitude, s.latitude, s.longitude))::int
    INTO NEW.nearest_station_code, NEW.nearest_station_m
    FROM metro_stations s
    ORDER BY geo_distance_m(NEW.latitude, NEW.longitude, s.latitude, s.longitude)
    LIMIT 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER properties_position BEFORE INSERT OR UPDATE OF latitude, longitude, area_id ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_position();--> statement-breakpoint
UPDATE properties SET latitude = NULL;
