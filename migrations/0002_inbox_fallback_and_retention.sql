-- Every enquiry reaches a person: the inbox fallback, outage alerts, the daily digest of held
-- enquiries, and erasure of personal fields after the retention periods (src/enquiry/retention.ts).

-- no-token | too-fast: sent without a genuine form start (the spec's bare JSON); forwarded, marked so.
ALTER TABLE enquiries ADD COLUMN unverified TEXT;
-- ISO 8601: when the company inbox got it because the mail script had not taken it in time.
ALTER TABLE enquiries ADD COLUMN fallback_at TEXT;
-- ISO 8601: when name, e-mail, phone and message were erased; reference, dates and status stay.
ALTER TABLE enquiries ADD COLUMN erased_at TEXT;

-- The sweep's fallback reads pending rows by age.
CREATE INDEX enquiries_fallback ON enquiries (received_at) WHERE status = 'pending' AND fallback_at IS NULL;

-- A time when forwards kept failing. At most one is open (open = 1); a success closes it.
-- alerted_at and recovery_sent_at are claimed by one UPDATE each, so two sweeps never send twice.
CREATE TABLE forward_outages (
  id INTEGER PRIMARY KEY,
  started_at INTEGER NOT NULL,         -- epoch ms of the first failed forward after a success
  open INTEGER UNIQUE,                 -- 1 while forwards fail, NULL once one succeeded
  failures INTEGER NOT NULL DEFAULT 1,
  last_error TEXT,
  ended_at INTEGER,
  alerted_at INTEGER,
  recovery_sent_at INTEGER
);

-- One row per day whose digest of held enquiries was sent (or had nothing to send).
CREATE TABLE held_digests (
  day TEXT PRIMARY KEY,                -- YYYY-MM-DD, UTC
  held INTEGER NOT NULL,
  sent_at INTEGER NOT NULL
) WITHOUT ROWID;
