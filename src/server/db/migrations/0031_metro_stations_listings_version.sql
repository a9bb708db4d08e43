-- A listing shows its nearest metro station's name and lines, so a change to the stations moves the
-- listings version like a change to localities does.
CREATE TRIGGER metro_stations_listings_version AFTER INSERT OR UPDATE OR DELETE ON metro_stations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listings_version();
