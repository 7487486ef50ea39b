-- The buyer's artwork files (src/artwork/). A row is made when an upload starts; the file itself
-- lives in R2 (ARTWORK) under storage_key, written as an R2 multipart upload of part_bytes parts.
-- parts: JSON [{ partNumber, etag }] of the parts received, in order (parts_done of them).
-- status 'complete' once R2 holds the whole file and its type, SHA-256 and preflight notes are known.
-- enquiry_id is set, in the same batch as the enquiry's insert, when an enquiry takes the file; a file
-- whose enquiry never came is removed by the cron sweep after ARTWORK_ORPHAN_AFTER_MS (24 hours).
CREATE TABLE artwork_files (
  id TEXT PRIMARY KEY,
  storage_key TEXT NOT NULL UNIQUE,
  upload_id TEXT,
  form_key TEXT NOT NULL,
  name TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  part_bytes INTEGER NOT NULL,
  parts_done INTEGER NOT NULL DEFAULT 0,
  parts TEXT NOT NULL DEFAULT '[]',
  type TEXT,
  sha256 TEXT,
  preflight TEXT,
  status TEXT NOT NULL DEFAULT 'uploading' CHECK (status IN ('uploading', 'complete')),
  enquiry_id TEXT REFERENCES enquiries (id),
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX artwork_files_by_enquiry ON artwork_files (enquiry_id, created_at);
CREATE INDEX artwork_files_by_form ON artwork_files (form_key);
