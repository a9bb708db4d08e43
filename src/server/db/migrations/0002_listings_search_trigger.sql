-- Keeps properties.search_vector (title, locality name, description) current for every writer,
-- including seeds that insert rows directly. A generated column cannot read areas.name.
CREATE FUNCTION properties_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT a.name FROM areas a WHERE a.id = NEW.area_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER properties_search_vector BEFORE INSERT OR UPDATE OF title, description, area_id ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_search_vector();--> statement-breakpoint
UPDATE properties SET title = title;
