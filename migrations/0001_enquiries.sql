-- Every enquiry a visitor sends is written here before the visitor gets an answer, then
-- forwarded to the mail script; a cron sweep retries pending rows until the mail script takes them.
CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,                 -- the visitor's reference, e.g. ENQ-7K3M9Q2XHC; the mail script drops duplicates by it
  dedupe_key TEXT NOT NULL UNIQUE,     -- hash of the form's idempotency key and the content: a double submit stores one row
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,                 -- 10 digits, normalised
  message TEXT NOT NULL,
  source_page TEXT NOT NULL,
  received_at TEXT NOT NULL,           -- ISO 8601, UTC
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'spam')),
  spam_reason TEXT,                    -- honeypot | no-token | bad-token | too-fast
  attempts INTEGER NOT NULL DEFAULT 0, -- forwards tried so far
  next_attempt_at INTEGER NOT NULL,    -- epoch ms: when the sweep may forward the row again
  lease_until INTEGER NOT NULL DEFAULT 0, -- epoch ms: a forward in flight holds the row, so no one else sends it meanwhile
  last_error TEXT,
  delivered_at TEXT
);

-- The sweep reads only pending rows that are due.
CREATE INDEX enquiries_pending ON enquiries (next_attempt_at) WHERE status = 'pending';

-- Accepted enquiries per visitor and fixed window, for the 429 answer. The visitor is an HMAC of
-- the IP address (the address is never stored); the sweep deletes windows that have ended.
CREATE TABLE enquiry_rate (
  visitor TEXT NOT NULL,
  window_start INTEGER NOT NULL,       -- epoch ms
  count INTEGER NOT NULL,
  PRIMARY KEY (visitor, window_start)
) WITHOUT ROWID;
