-- Trigram search on names (case-insensitive substring search uses the GIN index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
